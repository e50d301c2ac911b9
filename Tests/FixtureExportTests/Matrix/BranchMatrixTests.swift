import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import ModelProbe
import Testing
import Wild

/// The matrix of a polymorphic model covers every branch: a case that sets the discriminator
/// carries that branch's keys, so it decodes rather than failing on the other branch's keys.
struct BranchMatrixTests {
  @Test(arguments: ScenarioStrategy.allCases)
  func everyBranchHasACaseThatDecodes(strategy: ScenarioStrategy) throws {
    let model = try Workspace.wild.model(named: "Post")
    let base: JSONValue = ["type": "image", "url": "https://img.example.com/1.png", "width": 640, "height": 480]
    let cases = try ScenarioMatrix(model: model, base: base).cases(strategy)
    for kind in Post.Kind.allCases {
      let decoding = cases.filter { $0.payload["type"] == .string(kind.rawValue) && $0.expected == .decodes }
      #expect(!decoding.isEmpty, "\(strategy): no case of \(kind) decodes among \(cases.map(\.name))")
    }
  }

  @Test func aDiscriminatorBringsItsBranchsKeys() throws {
    let schema = SchemaDiscovery.discover(Post.self)
    let image: JSONValue = ["type": "poll", "url": "https://img.example.com/1.png", "width": 640, "height": 480]
    let switched = schema.switchingBranch(in: image, at: "type", options: .init())
    #expect(switched.payload == ["type": "poll", "question": "text", "options": ["text"]])
    #expect(switched.removed == ["url": "https://img.example.com/1.png", "width": 640, "height": 480])
    let back = schema.switchingBranch(
      in: switched.payload.replacing("type", with: "image"), at: "type", options: .init(), restoring: switched.removed)
    #expect(back.payload == ["type": "image", "url": "https://img.example.com/1.png", "width": 640, "height": 480])
  }
}
