import Foundation
import JSONFragment
import JSONTrace
import Testing

@testable import ModelProbe

/// A flag the model reads only to decide whether a property holds a value (`is_enabled` beside
/// the `value` an optional `maxPerStream` keeps only when it is `true`) lands in no property: it
/// matches where the property holds a value exactly when the flag says so.
struct GateFlagTests {
  struct Reward: Decodable {
    var title: String
    var maxPerStream: Int?

    enum CodingKeys: String, CodingKey { case title, maxPerStream }
    struct Limit: Decodable {
      var isEnabled: Bool
      var value: Int
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      title = try container.decode(String.self, forKey: .title)
      let limit = try container.decode(Limit.self, forKey: .maxPerStream)
      maxPerStream = limit.isEnabled ? limit.value : nil
    }
  }

  static let enabled = #"{"title": "Hydrate", "maxPerStream": {"isEnabled": true, "value": 1000}}"#
  static let disabled = #"{"title": "Stretch", "maxPerStream": {"isEnabled": false, "value": 0}}"#

  @Test func theFlagMatchesWhereThePropertyHoldsAValueAsItSays() throws {
    for payload in [Self.enabled, Self.disabled] {
      let verdicts = try CheckedKeyTests.inspected(Reward.self, payload, fixtures: [Self.enabled])
      #expect(verdicts["maxPerStream.isEnabled"] == .match, "\(payload): \(verdicts)")
      #expect(verdicts["title"] == .match)
    }
  }

  @Test func theMapKeepsTheFlagAsAGateNotAProperty() throws {
    let samples = try [Self.enabled].map { try JSONParser.parse($0) }
    let schema = SchemaDiscovery.discover(Reward.self, options: DecodingOptions(), stoppingAt: nil, sample: samples[0])
    let map = KeyPropertyMapper.map(Reward.self, schema: schema, options: DecodingOptions(), samples: samples)
    #expect(map.properties[JSONPath("maxPerStream.isEnabled")] == nil)
    #expect(map.gates[JSONPath("maxPerStream.isEnabled")]?.holdsWhenTrue == true)
  }
}
