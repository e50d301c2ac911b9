import Foundation
import JSONFragment
import JSONTrace
import Testing

@testable import ModelProbe

/// A key this payload's decoding never read is not compared, whatever property other payloads
/// taught for its path: the model's `nil` there is no mismatch.
struct UnreadInThisPayloadTests {
  /// A message whose `revocation` branch reads only the subscription's id, where a
  /// `notification` reads its type and version too.
  struct Message: Decodable {
    var id: String
    var detail: String?

    enum CodingKeys: String, CodingKey { case kind, subscription }

    struct Revoked: Decodable { var id: String }
    struct Notified: Decodable {
      var id: String
      var type: String
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if try container.decode(String.self, forKey: .kind) == "notification" {
        let subscription = try container.decode(Notified.self, forKey: .subscription)
        (id, detail) = (subscription.id, subscription.type)
      } else {
        id = try container.decode(Revoked.self, forKey: .subscription).id
      }
    }
  }

  static func mismatch(_ path: JSONPath) -> FieldComparison {
    .mismatch(at: path, expected: #""mock""#, actual: "nil")
  }

  @Test func aMismatchAtAKeyTheDecodeNeverReadIsNotCompared() throws {
    let payload = Data(#"{"kind": "revocation", "subscription": {"id": "s-1", "type": "mock"}}"#.utf8)
    // The comparison stands for a map learned from notifications: `subscription.type` feeds `detail`.
    let inspection = PayloadInspection.inspect(
      Message.self, payload: ParsingPayload(startingToParse: payload), options: DecodingOptions()
    ) { _, _ in
      var compared = ModelComparison.Compared(countsMatches: false)
      compared.results = [Self.mismatch("subscription.type"), Self.mismatch("subscription.id")]
      return compared
    }
    #expect(inspection.trace?.unreadKeys == [JSONPath("subscription.type")])
    #expect(
      inspection.comparison.map(\.verdict) == [
        .notCompared("the model does not read this key"), .mismatch,
      ])
  }

  @Test func aKeyUnderAnUnreadOneIsNotComparedEither() {
    let results = [Self.mismatch("a.b[2].c"), Self.mismatch("a.bc"), Self.mismatch("d")]
    let marked = UnreadInThisPayload.marking(results, unread: [JSONPath("a.b"), JSONPath("e")])
    #expect(marked.map(\.verdict) == [.notCompared("the model does not read this key"), .mismatch, .mismatch])
  }
}
