import PackageDiscovery
import Testing

/// A package's own static `JSONDecoder`s, found in its symbol graphs (the extension of Foundation's
/// `JSONDecoder` is in a graph of its own), so that a hint about dates can name them.
struct StaticDecodersTests {
  static func property(_ path: [String], _ declaration: String) -> String {
    let components = path.map { "\"\($0)\"" }.joined(separator: ", ")
    return """
      {"kind": {"identifier": "swift.type.property", "displayName": "Type Property"},
       "identifier": {"precise": "s:\(path.joined())", "interfaceLanguage": "swift"},
       "pathComponents": [\(components)], "names": {"title": "\(path.last!)"},
       "declarationFragments": [{"kind": "text", "spelling": "\(declaration)"}], "accessLevel": "internal"}
      """
  }

  @Test func staticDecodersAreFoundAndOtherPropertiesAreNot() throws {
    let graph = """
      {"metadata": {}, "module": {"name": "StorefrontKit"}, "symbols": [
        \(Self.property(["JSONDecoder", "storefront"], "static var storefront: JSONDecoder { get }")),
        \(Self.property(["API", "authDecoder"], "static let authDecoder: JSONDecoder")),
        \(Self.property(["API", "strategy"], "static let strategy: JSONDecoder.DateDecodingStrategy")),
        \(Self.property(["API", "name"], "static let name: String")),
        {"kind": {"identifier": "swift.property", "displayName": "Instance Property"},
         "identifier": {"precise": "s:x", "interfaceLanguage": "swift"}, "pathComponents": ["Client", "decoder"],
         "names": {"title": "decoder"}, "declarationFragments": [{"kind": "text", "spelling": "let decoder: JSONDecoder"}]}
      ], "relationships": []}
      """
    #expect(
      try SymbolGraphModels.decoders(inSymbolGraph: Array(graph.utf8)) == ["API.authDecoder", "JSONDecoder.storefront"])
  }

  @Test func staticDateFormattersAreFoundAndOtherFormattersAreNot() throws {
    let graph = """
      {"metadata": {}, "module": {"name": "RestKit"}, "symbols": [
        \(Self.property(["DateFormatter", "reviews"], "static let reviews: DateFormatter")),
        \(Self.property(["Formats", "stamp"], "static var stamp: DateFormatter { get }")),
        \(Self.property(["Formats", "iso"], "static let iso: ISO8601DateFormatter")),
        \(Self.property(["Formats", "style"], "static let style: DateFormatter.Style")),
        \(Self.property(["Formats", "decoder"], "static let decoder: JSONDecoder"))
      ], "relationships": []}
      """
    #expect(
      try SymbolGraphModels.dateFormatters(inSymbolGraph: Array(graph.utf8)) == [
        "DateFormatter.reviews", "Formats.stamp",
      ])
  }
}
