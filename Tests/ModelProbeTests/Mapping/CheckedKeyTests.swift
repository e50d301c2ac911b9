import Foundation
import JSONFragment
import JSONTrace
import Testing

@testable import ModelProbe

/// A key the model reads only to check it (a resource's `type`, which must say `"app"`) holds the
/// one value the model accepts: a payload that decodes matches there. A key whose accepted value
/// differs from fixture to fixture, or that the model does not read, is no such check.
struct CheckedKeyTests {
  /// A JSON:API resource that checks its type and keeps only its attributes.
  struct App: Decodable {
    var id: Int
    var name: String

    enum CodingKeys: String, CodingKey { case type, id, attributes }
    enum AttributeKeys: String, CodingKey { case name }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let type = try container.decode(String.self, forKey: .type)
      guard type == "app" else {
        throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "not an app: \(type)")
      }
      id = try container.decode(Int.self, forKey: .id)
      name = try container.nestedContainer(keyedBy: AttributeKeys.self, forKey: .attributes)
        .decode(String.self, forKey: .name)
    }
  }

  /// A resource of either kind, which keeps neither.
  struct Either: Decodable {
    var id: Int

    enum CodingKeys: String, CodingKey { case type, id }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let type = try container.decode(String.self, forKey: .type)
      guard ["app", "device"].contains(type) else {
        throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: type)
      }
      id = try container.decode(Int.self, forKey: .id)
    }
  }

  static let evernote = #"{"type": "app", "id": 67, "attributes": {"name": "Evernote"}}"#
  static let trello = #"{"type": "app", "id": 63, "attributes": {"name": "Trello"}}"#

  /// The verdict at each path of `payload`, the model learned over `fixtures`.
  static func inspected<Model: Decodable>(
    _ type: Model.Type, _ payload: String, fixtures: [String]
  ) throws -> [String: FieldComparison.Verdict] {
    let samples = try fixtures.map { try JSONParser.parse($0) }
    let schema = SchemaDiscovery.discover(type, options: DecodingOptions(), stoppingAt: nil, sample: samples[0])
    let map = KeyPropertyMapper.map(type, schema: schema, options: DecodingOptions(), samples: samples)
    let model = try JSONDecoder().decode(type, from: Data(payload.utf8))
    let results = ModelComparison(schema: schema, map: map, options: DecodingOptions())
      .compare(payload: try JSONParser.parse(payload), model: model)
    return Dictionary(uniqueKeysWithValues: results.map { ($0.path.description, $0.verdict) })
  }

  @Test func aCheckedTypeMatchesWhereThePayloadDecodes() throws {
    let verdicts = try Self.inspected(App.self, Self.trello, fixtures: [Self.evernote, Self.trello])
    #expect(verdicts == ["type": .match, "id": .match, "attributes.name": .match])
  }

  @Test func theMapSaysWhichValueIsChecked() throws {
    let samples = try [Self.evernote, Self.trello].map { try JSONParser.parse($0) }
    let schema = SchemaDiscovery.discover(App.self, options: DecodingOptions(), stoppingAt: nil, sample: samples[0])
    let map = KeyPropertyMapper.map(App.self, schema: schema, options: DecodingOptions(), samples: samples)
    #expect(map.checkedValue(at: JSONPath("type")) == #""app""#)
    #expect(map.checkedValue(at: JSONPath("id")) == nil)
  }

  @Test func aKeyWhoseAcceptedValueDiffersAmongFixturesIsNotCompared() throws {
    let app = #"{"type": "app", "id": 1}"#
    let device = #"{"type": "device", "id": 2}"#
    let verdicts = try Self.inspected(Either.self, device, fixtures: [app, device])
    #expect(verdicts["id"] == .match)
    #expect(verdicts["type"] == .notCompared("the model refuses every other value tried"))
  }

  @Test func aKeyTheModelDoesNotReadIsNotChecked() throws {
    let slack = #"{"type": "app", "id": 5, "attributes": {"name": "Slack"}, "links": "x"}"#
    let verdicts = try Self.inspected(App.self, slack, fixtures: [slack])
    #expect(verdicts["links"] == .notCompared("the model does not read this key"))
    #expect(verdicts["type"] == .match)
  }
}
