import Catalog
import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import Locations
import Pokedex
import Releases
import SwiftTypeCheck
import Testing

/// Type-checks generated code for every bundled model and for hostile schemas, with `swiftc`
/// against this build's modules (about a second per target), warnings counted as errors.
@Suite(.serialized)
struct GeneratedCodeCompilesTests {
  static let workspaces: [Workspace] = [.pokedex, .locations, .catalog, .releases]

  @Test func everyBundledModelAndHostileSchemaCompilesInOneTarget() throws {
    var target = GeneratedTarget()
    for workspace in Self.workspaces {
      let states = try Self.states(of: workspace)
      for (index, model) in workspace.models.enumerated() {
        let defaults = model.referencePayload ?? (index == 0 ? states.first?.payload : nil)
        target.add(exports(model, defaults: defaults, states: index == 0 ? states : []))
      }
    }
    for model in Self.hostileModels {
      target.add(exports(model, defaults: nil, states: []))
    }
    let errors = try target.typeCheckErrors()
    #expect(errors == nil, "\(errors ?? "")")
  }

  @Test func fragmentsGeneratedForModelsThatHaveHandWrittenOnesCompile() throws {
    var target = GeneratedTarget()
    let models: [WorkspaceModel] = [
      .model(Pokemon.self), .model(Location.self), .model(Address.self), .model(DataModel.self),
    ]
    for model in models {
      let reference = try #require(
        Self.workspaces.flatMap(\.models).first { $0.typeName == model.typeName }?.referencePayload)
      target.add(exports(model, defaults: reference, states: [("reference", reference)]))
    }
    let errors = try target.typeCheckErrors()
    #expect(errors == nil, "\(errors ?? "")")
  }

  @Test func anArrayOfAModelComposesAFragmentPerElementAndCompiles() throws {
    var target = GeneratedTarget()
    let release = try #require(try Self.states(of: .releases).first { $0.name == "stable-release.json" }?.payload)
    let second = release.replacing(JSONPath([.key("name")]), with: "another name")
    let arrays: [(WorkspaceModel, JSONValue)] = [
      (try Workspace.releases.model(named: "[Release]"), .array([release, second])),
      (try Workspace.locations.model(named: "[Location]"), [["locationId": 1, "name": "CVS"], ["locationId": 2]]),
    ]
    for (model, payload) in arrays {
      let exporter = SwiftCodeExporter(model: model, fragmentDefaults: payload)
      let tests = TestFramework.allCases.map { exporter.stateTest(named: "two \($0)", payload: payload, framework: $0) }
      #expect(tests.allSatisfy { $0.contents.contains("let fragments = [fragment1, fragment2].toJSONArray()") })
      #expect(tests.allSatisfy { $0.contents.contains("as: \(model.typeName).self") })
      target.add(exporter.fragmentFiles() + tests)
    }
    let errors = try target.typeCheckErrors()
    #expect(errors == nil, "\(errors ?? "")")
  }

  /// A map of a model is a fragment per key; a list or a map of plain values is a value of its
  /// type. Each is compared, and compiles.
  @Test func aMapOfAModelAndPlainValuesAreComparedAndCompile() throws {
    var target = GeneratedTarget()
    let collections: [(WorkspaceModel, JSONValue, String)] = [
      (
        try Workspace.locations.model(named: "[String: Location]"),
        ["north": ["locationId": 1, "name": "CVS"], "south": ["locationId": 2]],
        #"let fragments = ["north": fragment1, "south": fragment2].toJSONObject()"#
      ),
      (try Workspace.locations.model(named: "[Bool]"), [true, false], "JSONComposer<[Bool]>(value: [true, false])"),
      (
        try Workspace.locations.model(named: "[String: Double]"), ["EUR": 1, "USD": 1.08],
        #"JSONComposer<[String: Double]>(value: ["EUR": 1, "USD": 1.08])"#
      ),
    ]
    for (model, payload, composed) in collections {
      let exporter = SwiftCodeExporter(model: model, fragmentDefaults: payload)
      #expect(exporter.nothingCompared == nil, "\(model.name)")
      let tests = TestFramework.allCases.map { exporter.stateTest(named: "two \($0)", payload: payload, framework: $0) }
      #expect(tests.allSatisfy { $0.contents.contains(composed) }, "\(tests.map(\.contents))")
      #expect(tests.allSatisfy { $0.contents.contains("as: \(model.typeName).self") })
      target.add(exporter.fragmentFiles() + tests)
    }
    let errors = try target.typeCheckErrors()
    #expect(errors == nil, "\(errors ?? "")")
  }

  static let hostileModels: [WorkspaceModel] = [.model(HostileKeys.self), .model(HostileShapes.self, name: "Shapes")]

  /// The fragment files, a test per state and per damaged state in both frameworks, and a matrix.
  private func exports(_ model: WorkspaceModel, defaults: JSONValue?, states: [(name: String, payload: JSONValue)])
    -> [GeneratedSwiftFile]
  {
    let exporter = SwiftCodeExporter(model: model, fragmentDefaults: defaults)
    let base = exporter.fragmentPayload
    var all = states
    all.append(("defaults", base))
    var cases: [ScenarioCase] = []
    if case .object(let object) = base {
      for member in object.members.prefix(6) {
        for (label, replacement) in [("null", .null), ("absent", nil), ("wrong type", [true])] as [(String, JSONValue?)]
        {
          let payload = base.replacing(JSONPath([.key(member.key)]), with: replacement)
          all.append(("\(member.key) \(label)", payload))
          cases.append(
            ScenarioCase(
              name: "\(member.key) \(label)", payload: payload, expected: model.expectedOutcome(for: payload)))
        }
      }
      let extra = base.replacing(JSONPath([.key("unexpected key")]), with: ["nested": [1, 2.5]])
      cases.append(ScenarioCase(name: "extra key", payload: extra, expected: model.expectedOutcome(for: extra)))
    }
    var files = exporter.fragmentFiles()
    for (name, payload) in all {
      for framework in TestFramework.allCases {
        files.append(exporter.stateTest(named: "\(name) \(framework)", payload: payload, framework: framework))
      }
    }
    if let matrix = try? exporter.scenarioMatrixTest(named: "matrix", cases: cases) { files.append(matrix) }
    return files
  }

  /// Each fixture of the workspace, parsed.
  static func states(of workspace: Workspace) throws -> [(name: String, payload: JSONValue)] {
    let folder = URL(fileURLWithPath: workspace.directory).appendingPathComponent("Fixtures")
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    let names = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }.sorted()
    return try names.map { name in
      (name, try JSONParser.parse(Data(contentsOf: folder.appendingPathComponent(name))))
    }
  }
}
