import Foundation
import JSONCore
import Testing

@testable import ModelProbe

/// A stored property of a protocol's type (Twitch's `EventSubNotification.event: Event`, whose
/// type the subscription chooses): the value inside is read as the type it is, never by the
/// offsets of that type in the existential's own storage. This once stopped the worker
/// (signal 11) on every one of Twitch's 78 EventSub messages.
struct ExistentialPropertyComparisonTests {
  protocol Event: Decodable, Sendable {}

  struct ChannelBan: Event {
    var broadcasterUserId: String
    var broadcasterUserName: String
    var moderatorUserId: String
    var reason: String
    var isPermanent: Bool
  }

  struct Notification: Decodable {
    var type: String
    var event: any Event

    enum CodingKeys: String, CodingKey { case type, event }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      type = try container.decode(String.self, forKey: .type)
      event = try container.decode(ChannelBan.self, forKey: .event)
    }
  }

  @Test func theValuesInsideAPropertyOfAProtocolsTypeAreCompared() throws {
    let text = #"""
      {"type": "channel.ban", "event": {"broadcasterUserId": "1337", "broadcasterUserName": "Cool_User",
       "moderatorUserId": "1339", "reason": "Offensive language", "isPermanent": false}}
      """#
    let payload = try JSONParser.parse(Data(text.utf8))
    let schema = SchemaDiscovery.discover(
      Notification.self, options: .init(), stoppingAt: nil, sample: payload, seen: [])
    let map = KeyPropertyMapper.map(Notification.self, schema: schema, samples: [payload])
    let model = try JSONDecoder().decode(Notification.self, from: Data(text.utf8))
    let results = ModelComparison(schema: schema, map: map, options: .init()).compare(payload: payload, model: model)
    #expect(results.count == 6)
    #expect(results.allSatisfy { $0.verdict == .match }, "\(results.filter { $0.verdict != .match })")
  }
}
