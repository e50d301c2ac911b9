import FixtureEngine
import FixtureExport
import Foundation
import JSONCore
import WorkbenchContext

extension Workspace {
  /// A generated state test whose model changed since export, or `nil` when an export of the
  /// state it records writes it as it is. A test of a payload that decoded is written again from
  /// that payload, repaired where it no longer decodes; a test of a payload meant to fail is
  /// written again while it fails where it did, or at the new name of the key it failed at.
  /// `renewedFragments` holds the defaults of the fragments being written again, by path: a test
  /// composes its fragment as it will be; `reach` is what a test can read of the package's types.
  func staleStateTest(
    _ text: String, at path: String, renewedFragments: [String: JSONValue], reach: PropertyReach = PropertyReach(),
    in context: AppContext
  ) -> GeneratedFile? {
    let prefix = "// A test of the `"
    guard text.hasPrefix(prefix), let state = ExportedState(inTestSource: text),
      let typeName = text.dropFirst(prefix.count).split(separator: "`").first.map(String.init),
      let model = models.first(where: { $0.typeName == typeName || $0.name == typeName }).map(collectionForm)
    else { return nil }
    let folder = (path as NSString).deletingLastPathComponent
    let write = { (payload: JSONValue) -> String in
      var exporter = SwiftCodeExporter(model: model, fragmentDefaults: payload, reach: reach)
      if let fragment = exporter.fragmentFiles().first {
        let fragmentPath = folder + "/" + fragment.name
        let recorded = (try? context.files.read(fragmentPath)).flatMap {
          SwiftCodeExporter.recordedDefaults(inFragmentSource: String(decoding: $0, as: UTF8.self))
        }
        if let defaults = renewedFragments[fragmentPath] ?? recorded {
          exporter = SwiftCodeExporter(model: model, fragmentDefaults: defaults, reach: reach)
        }
      }
      return exporter.stateTest(named: state.name, payload: payload, framework: state.framework).contents
    }
    let file = { (regenerated: String?, reason: String, notes: [RepairNote]) in
      GeneratedFile(
        kind: .stateTest(name: state.name), path: path, model: model.name, original: text, regenerated: regenerated,
        reason: reason, notes: notes)
    }
    let bytes = Array(state.payload.compactText.utf8)
    let verdict = model.inspect(Data(bytes), comparisonLimit: 0).verdict
    let failsAt: String? =
      switch verdict {
      case .decodes: nil
      case .fails(let diagnosis): diagnosis.path.description
      case .invalidJSON, .stopped: JSONPath.root.description
      }
    if failsAt == state.failsAt {
      let now = write(state.payload)
      guard now != text else { return nil }
      return file(now, "the model changed since export: an export of the state it records writes another file", [])
    }
    let repairer = FixtureRepairer(model: model, kept: keptSchema(of: model.name), agreed: { _ in nil })
    guard let meant = state.failsAt else {
      guard case .repaired(let repaired, let notes) = repairer.outcome(for: bytes),
        let payload = try? JSONParser.parse(repaired)
      else {
        return file(
          nil, "the state it records no longer decodes as \(model.name), and has no repair lint --fix is sure of", [])
      }
      return file(write(payload), "the state it records no longer decodes as \(model.name)", notes)
    }
    guard let followed = repairer.followRename(in: bytes, recorded: JSONPath(stringLiteral: meant)),
      let payload = try? JSONParser.parse(followed.text)
    else {
      let now = failsAt.map { "fails at \($0)" } ?? "decodes"
      return file(nil, "it was exported to fail at \(meant), and now \(now): export it again, or remove it", [])
    }
    return file(write(payload), "the key it fails at was renamed in \(model.name)", [followed.note])
  }
}
