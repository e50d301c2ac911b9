import Catalog
import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import Locations
import ModelAdapter
import Pokedex
import Releases

/// The Swift code generator on payloads and key names made from fuzz bytes. The bytes, read as
/// JSON, are a payload for one bundled model (picked by the bytes' hash) and, when they are an
/// object, the keys and value types of a ``KeysFromData`` model. Type names carry the hash, so
/// the files of many inputs type-check together as one target.
public enum SwiftCodeFuzzing {
  /// The fragment files, state tests (both frameworks) and, for an object payload, a scenario
  /// matrix that `data` leads to; empty when `data` is not JSON.
  public static func export(_ data: Data) -> [GeneratedSwiftFile] {
    guard let payload = try? JSONParser.parse(data) else { return [] }
    let tag = String(stableHash(data), radix: 16)
    let bundled = bundledModels(tag: tag)
    var files = exports(of: bundled[Int(stableHash(data) % UInt64(bundled.count))], payload: payload)
    if case .object(let object) = payload {
      let keyed = WorkspaceModel.model(KeysFromData.self, name: "Keys" + tag)
      files += KeysFromData.$fields.withValue(KeysFromData.fields(of: object)) {
        exports(of: keyed, payload: payload)
      }
    }
    return files
  }

  /// What went wrong generating code for `data` (the same input gave different text twice), or `nil`.
  public static func disagreement(in data: Data) -> (files: [GeneratedSwiftFile], problem: String?) {
    let files = export(data)
    guard export(data) == files else { return (files, "exporting \(quoted(data)) twice gave different code") }
    return (files, nil)
  }

  /// Writes `files` into their own folder under `folder`, named after `data`'s hash.
  public static func write(_ files: [GeneratedSwiftFile], for data: Data, into folder: URL) throws {
    let inputFolder = folder.appendingPathComponent(String(stableHash(data), radix: 16))
    try FileManager.default.createDirectory(at: inputFolder, withIntermediateDirectories: true)
    for file in files {
      try Data(file.contents.utf8).write(to: inputFolder.appendingPathComponent(file.name))
    }
  }

  private static func bundledModels(tag: String) -> [WorkspaceModel] {
    func decoding(_ workspace: Workspace, _ typeName: String) -> DecodingOptions {
      workspace.models.first { $0.typeName == typeName }?.decoding ?? DecodingOptions()
    }
    return [
      .fragment(PokemonFragment.self, name: "Pokemon" + tag, decoding: decoding(.pokedex, "Pokemon")),
      .fragment(LocationFragment.self, name: "Location" + tag, decoding: decoding(.locations, "Location")),
      .fragment(AddressFragment.self, name: "Address" + tag, decoding: decoding(.locations, "Address")),
      .fragment(DataModelFragment.self, name: "DataModel" + tag, decoding: decoding(.catalog, "DataModel")),
      .model(Release.self, name: "Release" + tag, decoding: decoding(.releases, "Release")),
      .model(Account.self, name: "Account" + tag, decoding: decoding(.releases, "Account")),
      .model(Asset.self, name: "Asset" + tag, decoding: decoding(.releases, "Asset")),
    ]
  }

  private static func exports(of model: WorkspaceModel, payload: JSONValue) -> [GeneratedSwiftFile] {
    let exporter = SwiftCodeExporter(model: model, fragmentDefaults: payload.isObject ? payload : nil)
    var files = exporter.fragmentFiles()
    for framework in TestFramework.allCases {
      files.append(exporter.stateTest(named: "state \(framework)", payload: payload, framework: framework))
    }
    guard case .object(let object) = payload else { return files }
    var cases = [ScenarioCase(name: "payload", payload: payload, expected: model.expectedOutcome(for: payload))]
    for member in object.members.prefix(2) {
      for replacement in [JSONValue.null, nil] {
        let changed = payload.replacing(JSONPath([.key(member.key)]), with: replacement)
        let name = "\(member.key) \(replacement == nil ? "absent" : "null")"
        cases.append(ScenarioCase(name: name, payload: changed, expected: model.expectedOutcome(for: changed)))
      }
    }
    if let matrix = try? exporter.scenarioMatrixTest(named: "matrix", cases: cases) { files.append(matrix) }
    return files
  }
}

extension JSONValue {
  fileprivate var isObject: Bool {
    if case .object = self { return true }
    return false
  }
}

/// The libFuzzer entry point of ``SwiftCodeFuzzing``: stops the process when exporting is not
/// deterministic, and with `FUZZ_SWIFT_CODE_OUTPUT` set writes each input's files into that
/// folder for `./dev fuzz` to type-check.
public func fuzzSwiftCode(_ data: Data) {
  let (files, problem) = SwiftCodeFuzzing.disagreement(in: data)
  if let problem { fatalError(problem) }
  guard !files.isEmpty, let output = ProcessInfo.processInfo.environment["FUZZ_SWIFT_CODE_OUTPUT"] else { return }
  do {
    try SwiftCodeFuzzing.write(files, for: data, into: URL(fileURLWithPath: output))
  } catch {
    fatalError("cannot write generated code into \(output): \(error)")
  }
}
