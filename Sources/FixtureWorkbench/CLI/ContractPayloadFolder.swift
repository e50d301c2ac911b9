import ContractCheck
import FixtureExport
import Foundation
import JSONCore
import WorkbenchContext

/// `open --contract`: each payload a model refuses that the document allows, a file of its own in a
/// folder the app opens as a payload set, named by the field and the change (`note-null.json`),
/// so that a payload exported as a fixture keeps that name.
enum ContractPayloadFolder {
  /// The folder of `model`'s refused payloads: in the package's `.build`, else in the system's
  /// temporary folder.
  static func folder(for model: String, packageRoot: String?, context: AppContext) -> String {
    let base =
      packageRoot.map { $0 + "/.build/fixture-workbench/contract" }
      ?? (context.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") + "/fixture-workbench-contract"
    return base + "/" + ExportFileName.sanitized(model, fallback: "model")
  }

  /// Writes the payload of each refusal into `folder`, after removing the JSON files an earlier
  /// run left there; answers the files' paths, in the report's order.
  static func write(_ refusals: [ContractRefusal], into folder: String, context: AppContext) throws -> [String] {
    let files = context.files
    if files.isDirectory(folder) {
      for name in try files.list(folder) where name.hasSuffix(".json") { try files.remove(folder + "/" + name) }
    } else {
      try files.createDirectory(folder)
    }
    var taken: Set<String> = []
    return try refusals.map { refusal in
      let name = ExportFileName.sanitized(refusal.payloadName)
      var unique = name
      var number = 2
      while !taken.insert(unique).inserted {
        unique = "\(name)-\(number)"
        number += 1
      }
      let path = folder + "/" + unique + ".json"
      try files.replace(path, Data((refusal.payload.prettyText + "\n").utf8))
      return path
    }
  }
}
