import Foundation
import JSONCore
import Testing

@testable import JSONTrace

/// A key the model only asks about (`contains`) or only lists (`allKeys`) is a key it read: its
/// presence decides what the model does, so it is not unread.
struct KeysLookedAtTests {
  /// Decodes `name`, and says whether `beta` is there without decoding it.
  struct Flagged: Decodable {
    var name: String
    var beta: Bool

    enum CodingKeys: String, CodingKey { case name, beta }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      beta = container.contains(.beta)
    }
  }

  /// Counts the object's keys and decodes none of them.
  struct Counted: Decodable {
    var count: Int

    struct Key: CodingKey {
      let stringValue: String
      init(stringValue: String) { self.stringValue = stringValue }
      var intValue: Int? { nil }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      count = try decoder.container(keyedBy: Key.self).allKeys.count
    }
  }

  @Test func aKeyTheModelOnlyAsksAboutIsNotUnread() throws {
    let payload = try JSONParser.parse(Data(#"{"name": "n", "beta": {"x": 1}, "other": 2}"#.utf8))
    let trace = TracingDecoder.trace(Flagged.self, from: payload).trace
    #expect(trace.failures.isEmpty)
    #expect(trace.unreadKeys == [JSONPath("other")])
  }

  @Test func keysTheModelListsAreNotUnread() throws {
    let payload = try JSONParser.parse(Data(#"{"a": 1, "b": {"c": 2}}"#.utf8))
    let trace = TracingDecoder.trace(Counted.self, from: payload).trace
    #expect(trace.failures.isEmpty)
    #expect(trace.unreadKeys.isEmpty)
  }
}
