import Foundation
import JSONFragment
import Synchronization
import Testing

@testable import ModelProbe

/// Each branch is learned by running again only the code of the object that reads the value tried,
/// as the whole model reached it: a large model with many branches deep inside it is learned in
/// the time its parts take, not once over for every value tried.
@Suite(.serialized) struct PartialRelearningTests {
  static func payload(_ text: String) throws -> JSONValue { try JSONParser.parse(Data(text.utf8)) }

  static func samples() throws -> [JSONValue] {
    try [
      payload(#"{"name": "a", "inner": {"mode": "count", "count": 3}}"#),
      payload(#"{"name": "b", "inner": {"mode": "parent", "parent": {"name": "c", "inner": {"mode": "count"}}}}"#),
    ]
  }

  @Test func aBranchInsideANestedObjectIsLearnedWithTheTypesAroundItStillRecursive() throws {
    let samples = try Self.samples()
    let schema = SchemaDiscovery.discover(
      RelearnedOuter.self, options: .init(), stoppingAt: nil, sample: samples[0], seen: [samples[1]])
    #expect(
      schema.fieldPaths.map(\.path.description) == ["name", "inner", "inner.mode", "inner.count", "inner.parent"])
    #expect(schema.root.fields(at: "inner")?.first { $0.key == "parent" }?.type == .recursive(name: "RelearnedOuter"))
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
  }

  @Test func learningABranchInsideANestedObjectRunsOnlyThatObjectsCodeAgain() throws {
    let samples = try Self.samples()
    RelearnedOuter.decodings.withLock { $0 = 0 }
    _ = SchemaDiscovery.discover(
      RelearnedOuter.self, options: .init(), stoppingAt: nil, sample: samples[0], seen: [samples[1]])
    // Once to learn the model, once more for the other name at its root; not for the other mode.
    #expect(RelearnedOuter.decodings.withLock { $0 } == 2)
  }
}

struct RelearnedOuter: Decodable {
  /// How many times discovery ran this code.
  static let decodings = Mutex(0)
  var name: String
  var inner: RelearnedInner

  init(from decoder: any Decoder) throws {
    if decoder is RecordingDecoder { Self.decodings.withLock { $0 += 1 } }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    inner = try container.decode(RelearnedInner.self, forKey: .inner)
  }

  private enum CodingKeys: String, CodingKey { case name, inner }
}

final class RelearnedInner: Decodable {
  var count: Int?
  var parent: RelearnedOuter?

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(String.self, forKey: .mode) {
    case "parent": parent = try container.decodeIfPresent(RelearnedOuter.self, forKey: .parent)
    default: count = try container.decodeIfPresent(Int.self, forKey: .count)
    }
  }

  private enum CodingKeys: String, CodingKey { case mode, count, parent }
}
