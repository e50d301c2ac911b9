import Testing

@testable import FixtureLint

/// A stored property renamed and kept under its old name as a computed property that returns the
/// new one, read from the package's Swift code in the type (or extension) that declares it.
struct PropertyAliasesTests {
  static let source = #"""
    /// Braces in comments { and strings do not open a type: "}"
    public struct Artist: Codable {
      public let title: String
      public var name: String { title }
      public var display: String { return self.title }
      var label: String {
        get { title }
      }
      var summary: String { "\(title) {" }
      var count: Int = 3
      struct Links: Codable {
        let source: URL
        var url: URL { source }
      }
      let note = """
        var fake: String { title }
        """
    }

    extension Response.Item {
      var legacy: Int { current }
    }
    """#

  @Test func eachAliasIsItsTypesAndNamesTheStoredPropertyItReturns() {
    let aliases = PropertyAliases(sources: [Self.source])
    #expect(aliases.aliases(of: "title", in: "Artist") == ["name", "display", "label"])
    #expect(aliases.aliases(of: "source", in: "Artist.Links") == ["url"])
    #expect(aliases.aliases(of: "source", in: "Artist").isEmpty)
    #expect(aliases.aliases(of: "current", in: "Item") == ["legacy"])
    #expect(aliases.byType["Artist"]?.keys.sorted() == ["title"], "neither a string literal nor a stored value")
  }
}
