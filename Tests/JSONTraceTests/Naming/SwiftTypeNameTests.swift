import Foundation
import JSONTrace
import Testing

/// Type names as a person writes them, from the runtime's spelling.
struct SwiftTypeNameTests {
  struct Page<Item: Decodable>: Decodable {
    var items: [Item]
    struct Cursor: Decodable {}
  }
  struct Forecast: Decodable {}
  struct Pair<First: Decodable, Second: Decodable>: Decodable {}

  @Test func modulesAreDroppedInEveryArgument() {
    #expect(SwiftTypeName.readable(Page<Forecast>.self) == "SwiftTypeNameTests.Page<SwiftTypeNameTests.Forecast>")
    #expect(SwiftTypeName.readable(Pair<Int, String>.self) == "SwiftTypeNameTests.Pair<Int, String>")
    #expect(SwiftTypeName.readable(Page<Forecast>.Cursor.self).hasSuffix("Page<SwiftTypeNameTests.Forecast>.Cursor"))
  }

  @Test func standardGenericsAreWrittenShort() {
    #expect(SwiftTypeName.readable([Int].self) == "[Int]")
    #expect(SwiftTypeName.readable([[Int]].self) == "[[Int]]")
    #expect(SwiftTypeName.readable([String: Double].self) == "[String: Double]")
    #expect(SwiftTypeName.readable(Int?.self) == "Int?")
    #expect(SwiftTypeName.readable([Date?].self) == "[Date?]")
    #expect(SwiftTypeName.readable(URL.self) == "URL")
    #expect(readableTypeName(Optional<[Int]>.self) == "[Int]")
  }

  @Test func aTypesShortNameKeepsItsArgumentsWhole() {
    #expect(SwiftTypeName.short("Page<Forecast>") == "Page<Forecast>")
    #expect(SwiftTypeName.short("Envelope.Page<Release.Asset>") == "Page<Asset>")
    #expect(SwiftTypeName.short("Pair<Page<Weather.Forecast>, [Int]>") == "Pair<Page<Forecast>, [Int]>")
    #expect(SwiftTypeName.short("Release.Asset") == "Asset")
    #expect(SwiftTypeName.short("Pokemon") == "Pokemon")
    #expect(SwiftTypeName.short("[Release.Asset]") == "[Asset]")
    #expect(SwiftTypeName.short("[String: Page<Weather.Forecast>?]") == "[String: Page<Forecast>?]")
  }
}
