import Foundation
import JSONCore
import JSONTrace
import Testing

/// A trace counts each value a model reads once, however often its code reads it: a wrapper that
/// looks at a key before handing its whole value on reads no more of a payload than the type it
/// hands it to.
struct ValuesReadOnceTests {
  struct Item: Decodable {
    var ratingKey: String?
    var title: String
  }

  /// Looks at `ratingKey`, then hands the whole object to `Item`, which reads it again.
  enum Entry: Decodable {
    case item(Item)
    case folder(Item)

    private enum CodingKeys: CodingKey {
      case ratingKey
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if try container.decodeIfPresent(String.self, forKey: .ratingKey) == nil {
        self = .folder(try Item(from: decoder))
      } else {
        self = .item(try Item(from: decoder))
      }
    }
  }

  struct Named: Decodable {
    var name: String
    var code: Int
  }

  struct Tagged: Decodable {
    var name: String
    var tags: [Int]
  }

  /// Tries `Named`, which reads `name` and fails on `code`, then `Tagged`, which reads `name` again.
  enum Either: Decodable {
    case named(Named)
    case tagged(Tagged)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let named = try? container.decode(Named.self) {
        self = .named(named)
      } else {
        self = .tagged(try container.decode(Tagged.self))
      }
    }
  }

  /// Reads `name` through two containers over one object.
  struct Twice: Decodable {
    var name: String

    private enum CodingKeys: CodingKey {
      case name
    }

    init(from decoder: any Decoder) throws {
      _ = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
      name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
    }
  }

  /// Asks whether a key is `null`, then reads it as an optional.
  struct NullTwice: Decodable {
    var note: String?

    private enum CodingKeys: CodingKey {
      case note
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      note = try container.decodeNil(forKey: .note) ? nil : try container.decodeIfPresent(String.self, forKey: .note)
    }
  }

  func trace<T: Decodable>(_ type: T.Type, _ json: String) throws -> DecodeTrace {
    try TracingDecoder.trace(type, from: Data(json.utf8)).trace
  }

  @Test func aKeyAWrapperLooksAtBeforeHandingItsValueOnIsReadOnce() throws {
    #expect(try trace(Entry.self, #"{"ratingKey": "1", "title": "Abbey Road"}"#).readCount == 2)
    #expect(try trace([Entry].self, #"[{"ratingKey": "1", "title": "A"}, {"title": "B"}]"#).readCount == 3)
    #expect(try trace(Item.self, #"{"ratingKey": "1", "title": "Abbey Road"}"#).readCount == 2)
  }

  @Test func keysThatTwoTriesReadCountOnce() throws {
    let trace = try trace(Either.self, #"{"name": "Ada", "tags": [1, 2]}"#)
    #expect(trace.failures.isEmpty)
    #expect(trace.readCount == 3)
  }

  @Test func aKeyReadThroughTwoContainersCountsOnce() throws {
    let trace = try trace(Twice.self, #"{"name": "Ada"}"#)
    #expect(trace.failures.isEmpty)
    #expect(trace.readCount == 1)
  }

  @Test func aNullAskedAboutThenReadCountsOnce() throws {
    #expect(try trace(NullTwice.self, #"{"note": null}"#).readCount == 1)
    #expect(try trace(NullTwice.self, #"{"note": "hi"}"#).readCount == 1)
  }
}
