import FixtureEngine
import Foundation
import JSONFragment
import Testing

final class RecursivePost: Decodable, Sendable {
  let id: Int
  let text: String
  let repost: RecursivePost?
}

/// A class model that holds itself (`repost: Post?`) maps its nested values, down to the `null`
/// that ends the chain, which is probed with the value its own key has higher up.
struct RecursiveClassModelTests {
  @Test func everyValueOfARepostChainMapsAndMatches() {
    let model = WorkspaceModel.model(RecursivePost.self)
    let payload = #"{"id": 1, "text": "a", "repost": {"id": 2, "text": "b", "repost": null}}"#
    let inspection = model.inspect(Data(payload.utf8))
    #expect(inspection.decodes)
    #expect(
      inspection.comparison.map(\.path.description) == ["id", "text", "repost.id", "repost.text", "repost.repost"])
    #expect(inspection.comparison.allSatisfy { $0.verdict == .match }, "\(inspection.comparison)")
  }
}
