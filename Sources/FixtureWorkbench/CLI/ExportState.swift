import FixtureEngine
import FixtureExport
import Foundation
import JSONCore
import ModelProbe
import WorkbenchContext

/// The model state the export commands start from: a workspace fixture, or the model's own
/// starting payload (its fragment's values, or a placeholder for every key), as the workbench
/// opens it.
struct ExportState {
  var name: String
  var payload: JSONValue

  /// The state named by `--fixture`, or the starting payload.
  /// - Throws: a message for the user (unknown fixture, unreadable or invalid file).
  static func resolve(fixture: String?, name: String?, workspace: Workspace, model: WorkspaceModel, context: AppContext)
    throws(ExportStateError) -> ExportState
  {
    guard let fixture else {
      let payload = model.referencePayload ?? SchemaPlaceholder.value(for: model.schema().root, options: model.decoding)
      return ExportState(name: name ?? model.name.lowercased(), payload: payload)
    }
    let file: FixtureFile
    do {
      file = try workspace.fixture(named: fixture, in: context)
    } catch {
      throw ExportStateError(message: error.description)
    }
    let data: Data
    do {
      data = try context.files.read(file.path)
    } catch {
      throw ExportStateError(message: "\(file.path): cannot read the file: \(FileErrorText.reason(error))")
    }
    do {
      let payload = try JSONParser.parse(data)
      let stem = String(file.name.split(separator: "/").last ?? Substring(file.name)).replacingOccurrences(
        of: ".json", with: "")
      return ExportState(name: name ?? stem, payload: payload)
    } catch {
      throw ExportStateError(message: error.message(in: file.path))
    }
  }
}

/// Why the starting state could not be read.
struct ExportStateError: Error {
  var message: String
}

/// How the export commands report a plan and its writing.
enum ExportPlanText {
  /// `wrote      Tests/.../PokemonFragment.swift` lines, paths relative to the current folder.
  static func lines(_ plan: ExportPlan, written: Bool, in context: AppContext) -> String {
    let rows = plan.files.map { file -> [String] in
      let verb: String =
        switch file.status {
        case .new: written ? "wrote" : "would write"
        case .changed: written ? "replaced" : "would replace"
        case .unchanged: "unchanged"
        }
      return [verb, relative(file.path, in: context)]
    }
    return TextColumns.align(rows).map { "  " + $0 }.joined(separator: "\n") + "\n"
  }

  static func relative(_ path: String, in context: AppContext) -> String {
    let current = context.currentDirectory
    return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
  }
}
