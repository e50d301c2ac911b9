import FixtureEngine
import Foundation
import JSONCore
import SampleIdioms
import Testing
import WorkbenchContext
import WorkbenchEffects
import WorkbenchUI

/// The app's decode of a payload a model refuses with an error of its own names the value the
/// refusal is about, as `lint` and `inspect` do.
struct RefusalInTheAppTests {
  func failingPaths(fixtures: [String: String]) throws -> [String]? {
    var workspace = Workspace("Rules", directory: "/ws", models: [.model(IdiomModels.Throttle.self, name: "Backoff")])
    workspace.fitsInThisProcess = true
    let model = try workspace.model(named: "Backoff")
    let payload = try JSONParser.parse(#"{"attempts": 3, "multiplier": -2}"#)
    let files = InMemoryFileSystem(fixtures.mapValues { Data($0.utf8) })
    let effect = Effect.inspect(generation: 1, workspace: workspace, model: model, payload: payload, dates: nil)
    let messages = EffectInterpreter(context: .test(files: files)).messages(answering: effect)
    guard messages.count == 1, case .inspected(_, let inspection) = messages[0] else { return nil }
    return inspection.trace?.failures.map(\.path.description)
  }

  @Test func theRefusedValueIsNamedFromAFixtureThatDecodes() throws {
    let paths = try failingPaths(fixtures: ["/ws/Fixtures/backoff.json": #"{"attempts": 3, "multiplier": 1.5}"#])
    #expect(paths == ["multiplier"])
  }

  @Test func withNoFixtureThatDecodesTheRefusalStaysOnTheObject() throws {
    let paths = try failingPaths(fixtures: ["/ws/Fixtures/backoff.json": #"{"attempts": 3, "multiplier": 0}"#])
    #expect(paths == ["$"])
  }
}
