import FixtureEngine
import FixtureExport
import Foundation
import JSONCore
import Releases
import Testing
import WorkbenchContext

@testable import FixtureLint

/// A generated state test follows its model: written again from the state it records, repaired
/// where that state no longer decodes, and left to a person where a failure it pinned is gone.
struct StaleStateTestTests {
  let files = InMemoryFileSystem()
  var context: AppContext { .test(files: files) }
  let workspace = Workspace(
    "Shop", directory: "/work/shop", exports: "Tests/Generated", models: Workspace.releases.models)

  static func stableRelease() throws -> JSONValue {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Workspaces/Releases/Fixtures/stable-release.json")
    return try JSONParser.parse(Data(contentsOf: url))
  }

  /// The text of `model`'s test of `payload` whose header records `recorded` instead.
  func test(of payload: JSONValue, recording recorded: ExportedState) throws -> String {
    let release = try workspace.model(named: "Release")
    let text = SwiftCodeExporter(model: release, fragmentDefaults: payload)
      .stateTest(named: recorded.name, payload: payload, framework: recorded.framework).contents
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("// Exported state: ") ? Substring(Self.marker(recorded)) : line
    }
    return lines.joined(separator: "\n")
  }

  static func marker(_ state: ExportedState) -> String {
    var members = [JSONMember("name", .string(state.name)), JSONMember("framework", .string(state.framework.rawValue))]
    if let failsAt = state.failsAt { members.append(JSONMember("failsAt", .string(failsAt))) }
    members.append(JSONMember("payload", state.payload))
    return "// Exported state: " + JSONValue.object(JSONObject(members)).compactText
  }

  func stale(_ text: String, renewed: [String: JSONValue] = [:]) -> GeneratedFile? {
    workspace.staleStateTest(
      text, at: workspace.exportRoot + "/ReleaseStableTests.swift", renewedFragments: renewed, in: context)
  }

  @Test func aTestAnExportWritesAsItIsIsNotStale() throws {
    let payload = try Self.stableRelease()
    let release = try workspace.model(named: "Release")
    let text = SwiftCodeExporter(model: release, fragmentDefaults: payload)
      .stateTest(named: "stable", payload: payload, framework: .xcTest).contents
    #expect(
      ExportedState(inTestSource: text)
        == ExportedState(name: "stable", payload: payload, framework: .xcTest, failsAt: nil))
    #expect(stale(text) == nil)
    // Exported before tests recorded their state: nothing to write it again from.
    #expect(stale(text.replacingOccurrences(of: "// Exported state: ", with: "// ")) == nil)
  }

  @Test func aStateThatNoLongerDecodesIsRepairedAndItsTestWrittenFromTheRepair() throws {
    let payload = try Self.stableRelease()
    guard case .object(var object) = payload else { throw CancellationError() }
    object["tag_name"] = nil
    let recorded = ExportedState(name: "stable", payload: .object(object), framework: .swiftTesting, failsAt: nil)
    let found = try #require(stale(try test(of: payload, recording: recorded)))
    #expect(found.kind == .stateTest(name: "stable"))
    #expect(found.what == "the generated test of Release \"stable\"")
    #expect(found.reason == "the state it records no longer decodes as Release")
    #expect(found.notes.map(\.description) == ["filled tag_name with \"\": review"])
    object["tag_name"] = ""
    let regenerated = try #require(found.regenerated)
    let repaired = try #require(ExportedState(inTestSource: regenerated))
    #expect(repaired.failsAt == nil)
    #expect(repaired.payload == .object(object))
  }

  @Test func aTestPinningAFailureThatIsGoneIsLeftToAPerson() throws {
    let payload = try Self.stableRelease()
    let recorded = ExportedState(name: "stable", payload: payload, framework: .swiftTesting, failsAt: "id")
    let found = try #require(stale(try test(of: payload, recording: recorded)))
    #expect(found.regenerated == nil)
    #expect(found.reason == "it was exported to fail at id, and now decodes: export it again, or remove it")
  }

  @Test func aTestIsWrittenAgainstItsFragmentAsThatIsWrittenAgain() throws {
    let payload = try Self.stableRelease()
    let release = try workspace.model(named: "Release")
    let exporter = SwiftCodeExporter(model: release, fragmentDefaults: payload)
    let fragment = try #require(exporter.fragmentFiles().first)
    let fragmentPath = workspace.exportRoot + "/" + fragment.name
    try files.fileSystem.replace(fragmentPath, Data(fragment.contents.utf8))
    let text = exporter.stateTest(named: "stable", payload: payload, framework: .swiftTesting).contents
    #expect(stale(text) == nil)
    guard case .object(var defaults) = payload else { throw CancellationError() }
    defaults["tag_name"] = "v0.0.1"
    let found = try #require(stale(text, renewed: [fragmentPath: .object(defaults)]))
    #expect(found.reason == "the model changed since export: an export of the state it records writes another file")
    let regenerated = try #require(found.regenerated)
    #expect(regenerated.contains("fragment.tagName = \"v2.4.0\""))
  }
}
