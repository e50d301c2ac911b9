import Foundation
import JSONCore
import JSONTrace
import Testing

@testable import ModelProbe

/// A value read from the model's bytes by a `ByteRoute` matches only where the resolver, which
/// boxes it and casts, says it matches; and the route is used, not always passed over.
struct ByteRouteTests {
  struct Reading: Decodable {
    enum Sky: String, Decodable { case gust, calm }
    struct Wind: Decodable {
      let speed: Double
      let gusty: Bool?
      let skies: [Sky]
    }
    let id: Int
    let city: String
    let nickname: String?
    let temperature: Double
    let humidity: Int?
    let daylight: Bool
    let sky: Sky
    let small: Int32
    let issued: Date
    let link: URL?
    let wind: Wind
    let history: [Wind]
    let tags: [String]
  }

  static let text = #"""
    {"id": 7, "city": "Oslo", "nickname": null, "temperature": -0.5, "humidity": 81, "daylight": true,
     "sky": "calm", "small": -12, "issued": "2026-11-01T00:00:00Z",
     "link": "https://example.com/oslo",
     "wind": {"speed": 2.5, "gusty": false, "skies": ["gust", "calm"]},
     "history": [{"speed": 0, "gusty": null, "skies": []}, {"speed": 1e2, "skies": ["gust"]}],
     "tags": ["coast", ""]}
    """#

  static let variants: [JSONValue] = [
    .null, .string(""), .string("Oslo"), .string("calm"), .string("7"), .number(0), .number(7), .number(-12),
    .number(JSONNumber(text: "-0.0")!), .number(JSONNumber(text: "7.0")!), .number(JSONNumber(text: "100")!),
    .bool(true), .bool(false), .string("2026-11-01T00:00:00Z"), .string("https://example.com/oslo"),
    .string("2026-11-01T00:00:00.000Z"), .number(JSONNumber(text: "1793491200")!),
  ]

  static let readings: [ScalarMatch.Reading?] = [
    nil, .string, .integer, .float, .decimal, .otherNumber, .url, .date, .uuid, .enumeration, .other,
  ]

  @Test func aRouteMatchesOnlyWhereTheResolverDoes() throws {
    let options = DecodingOptions(dates: .iso8601)
    let payload = try JSONParser.parse(Data(Self.text.utf8))
    let model = try options.makeDecoder().decode(Reading.self, from: Data(Self.text.utf8))
    let scalars = ScalarMatch(options: options)
    let bytes = try #require(ModelBytes(model))
    var resolver = ModelReflection.Resolver(model: model)
    var routed = 0
    var asked = 0
    var ownValuesMatched = 0
    var readAsDateOrURL = 0
    for (path, value) in Self.leaves(of: payload) {
      // Each key is read into the property of its name.
      let mapped = path.components.map { component -> PropertyMap.Step in
        switch component {
        case .key(let key): .property(key)
        case .index: .index(0)
        }
      }
      var route = try #require(ByteRoute(mapped, from: Reading.self), "\(path) has a route")
      routed += 1
      let indexes = path.components.compactMap { if case .index(let index) = $0 { index } else { nil } }
      let actual = resolver.value(at: PropertyMap.steps(mapped, indexes: indexes)).flatMap(ModelReflection.unwrap)
      for (position, candidate) in ([value] + Self.variants).enumerated() {
        for reading in Self.readings {
          let fast = route.matches(candidate, in: bytes, indexes: indexes, reading: reading, scalars: scalars)
          let slow = scalars.matches(candidate, actual, as: reading)
          asked += 1
          #expect(!fast || slow, "\(path): \(candidate.compactText) as \(String(describing: reading))")
          if fast, position == 0, reading == nil { ownValuesMatched += 1 }
          let typed = [JSONPath("issued"): ScalarMatch.Reading.date, "link": .url][path]
          if fast, position == 0, let typed, reading == typed { readAsDateOrURL += 1 }
        }
      }
    }
    #expect(routed == 20)
    #expect(asked == routed * (Self.variants.count + 1) * Self.readings.count)
    // Every value is found where it is, the enum's and the `Int32`'s by their bytes.
    #expect(ownValuesMatched == routed - 2, "all but the date and the link, read so only where the schema says")
    #expect(readAsDateOrURL == 2, "the date read as a date, the link as a URL")
  }

  @Test func anIndexPastTheModelsArrayIsLeftToTheResolver() throws {
    let model = try JSONDecoder().decode([String].self, from: Data(#"["a", "b"]"#.utf8))
    let bytes = try #require(ModelBytes(model))
    var route = try #require(ByteRoute([.index(0)], from: [String].self))
    let scalars = ScalarMatch(options: DecodingOptions())
    let answers = [(JSONValue.string("b"), 1), (.string("b"), 2), (.string("a"), 1)].map { value, index in
      route.matches(value, in: bytes, indexes: [index], reading: nil, scalars: scalars)
    }
    #expect(answers == [true, false, false])
  }

  final class Box { let name = "boxed" }
  struct Holder {
    let box: Box
    let names: [String: String]
    let wind: Reading.Wind?
    let any: [any Sendable]
    let count: Int
  }

  @Test func noRouteGoesWhereTheBytesAreNotTheValue() {
    #expect(ByteRoute([.property("box"), .property("name")], from: Holder.self) == nil, "a class")
    #expect(ByteRoute([.property("names"), .key("a")], from: Holder.self) == nil, "a dictionary")
    #expect(ByteRoute([.property("wind"), .property("speed")], from: Holder.self) == nil, "an optional struct")
    #expect(ByteRoute([.property("any"), .index(0)], from: Holder.self) == nil, "an existential")
    #expect(ByteRoute([.property("missing")], from: Holder.self) == nil)
    #expect(ByteRoute([.property("count")], from: Holder.self) != nil)
  }

  /// The scalars of `value` with their paths, in payload order.
  static func leaves(of value: JSONValue, at path: JSONPath = .root) -> [(JSONPath, JSONValue)] {
    switch value {
    case .object(let object):
      object.members.flatMap { leaves(of: $0.value, at: path.appending(key: $0.key)) }
    case .array(let elements):
      elements.indices.flatMap { leaves(of: elements[$0], at: path.appending(index: $0)) }
    default:
      [(path, value)]
    }
  }
}
