import FixtureEngine
import Foundation
import FuzzTargets
import JSONFragment
import ModelAdapter
import Testing

struct DecoderAgreementTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Workspaces")

  @Test func everyBundledModelIsCompared() {
    #expect(
      DecoderAgreement.bundled.map(\.name) == [
        "Pokemon", "Location", "Address", "DataModel", "Release", "Account", "Asset", "Post", "Notice",
        "Page<Forecast>", "Forecast",
      ])
  }

  @Test(arguments: [
    "Pokedex/Fixtures/pikachu.json", "Releases/Fixtures/stable-release.json", "Locations/Fixtures/cvs.json",
    "Wild/Fixtures/Post/poll.json", "Wild/Fixtures/Post/link.json",
    "Wild/Fixtures/Notice/like.json", "Wild/Fixtures/Page<Forecast>/today.json",
  ])
  func theDecodersAgreeOnFixturesForEveryModel(_ fixture: String) throws {
    let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture))
    for agreement in DecoderAgreement.bundled {
      #expect(agreement.disagreement(on: data) == nil)
    }
  }

  @Test(arguments: [#"{"id": 1e400}"#, #"{"published_at": "yesterday"}"#, "[", #"{"a": "\ud800"}"#, "{\"x\": 1}\u{0}"])
  func theDecodersAgreeOnHostileBytes(_ text: String) {
    for agreement in DecoderAgreement.bundled {
      #expect(agreement.disagreement(on: Data(text.utf8)) == nil)
    }
  }

  @Test func aModelThatDecodesOnlyUnderTheTracerIsADisagreement() throws {
    let agreement = DecoderAgreement(TracerOnly.self, name: "TracerOnly", options: DecodingOptions())
    let disagreement = try #require(agreement.disagreement(on: Data(#"{"a": 1}"#.utf8)))
    #expect(disagreement.hasPrefix("TracerOnly: JSONDecoder fails at a, tracing decoder decodes on base64:"))
  }

  /// Refuses `a` unless the tracing decoder decodes it: a stand-in for a decoder bug.
  struct TracerOnly: Decodable {
    enum CodingKeys: String, CodingKey { case a }
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      guard String(describing: type(of: decoder)).contains("Trac") else {
        throw DecodingError.dataCorruptedError(forKey: .a, in: container, debugDescription: "only the tracer")
      }
      _ = try container.decode(Int.self, forKey: .a)
    }
  }
}
