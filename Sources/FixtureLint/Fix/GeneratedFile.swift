import FixtureEngine
import FixtureExport
import Foundation
import JSONCore
import WorkbenchContext

/// A Swift file an export wrote (its header says so and records what it was made from) whose
/// model changed since: the file an export writes now, from the state it records, repaired first
/// when that state no longer decodes as it did.
public struct GeneratedFile: Sendable {
  /// What the file is.
  public enum Kind: Sendable, Hashable {
    /// A generated fragment type, which records its defaults.
    case fragment
    /// A test of one payload state, which records the state (`ExportedState`, in FixtureExport).
    case stateTest(name: String)
  }

  /// What the file is.
  public var kind: Kind
  /// The file.
  public var path: String
  /// The model it is for.
  public var model: String
  /// Its text on disk.
  public var original: String
  /// The file as an export writes it now, keeping its file and type names; `nil` when what it
  /// records no longer does what it did and has no repair.
  public var regenerated: String?
  /// Why the file is stale, in a few words.
  public var reason: String
  /// The repairs made to the state it records.
  public var notes: [RepairNote] = []

  /// `the generated fragment of Merchant`, `the generated test of Merchant "corner"`.
  public var what: String {
    switch kind {
    case .fragment: "the generated fragment of \(model)"
    case .stateTest(let name): "the generated test of \(model) \"\(name)\""
    }
  }
}

extension Workspace {
  /// The generated files of the export folder whose model changed since they were exported, sorted
  /// by path: fragments, then the state tests, each written against its fragment as it is written
  /// again. Hand-written files and files exported elsewhere are not read.
  public func staleGeneratedFiles(in context: AppContext) -> [GeneratedFile] {
    let folder = exportRoot
    let names = ((try? context.files.list(folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    let texts = names.compactMap { name -> (path: String, name: String, text: String)? in
      let path = folder + "/" + name
      guard let data = try? context.files.read(path) else { return nil }
      let text = String(decoding: data, as: UTF8.self)
      return text.contains(SwiftCodeExporter.generatedMarker) ? (path, name, text) : nil
    }
    guard !texts.isEmpty else { return [] }
    let reach = propertyReach(in: context)
    let fragments = texts.compactMap { staleFragment($0.text, at: $0.path, named: $0.name, reach: reach) }
    var renewed: [String: JSONValue] = [:]
    for fragment in fragments {
      if let text = fragment.regenerated, let defaults = SwiftCodeExporter.recordedDefaults(inFragmentSource: text) {
        renewed[fragment.path] = defaults
      }
    }
    let tests = texts.compactMap {
      staleStateTest($0.text, at: $0.path, renewedFragments: renewed, reach: reach, in: context)
    }
    return fragments + tests
  }

  /// A generated fragment file whose model changed since export: an export of the state it
  /// records now writes another file, or that state no longer decodes.
  private func staleFragment(_ text: String, at path: String, named name: String, reach: PropertyReach)
    -> GeneratedFile?
  {
    let prefix = "// The fragment of `"
    guard text.hasPrefix(prefix),
      let defaults = SwiftCodeExporter.recordedDefaults(inFragmentSource: text),
      let typeName = text.dropFirst(prefix.count).split(separator: "`").first.map(String.init),
      let model = models.first(where: { $0.typeName == typeName || $0.name == typeName }), model.fragmentType == nil
    else { return nil }
    let regenerate = { (state: JSONValue) -> String? in
      SwiftCodeExporter(model: model, fragmentDefaults: state, reach: reach).fragmentFiles().first { $0.name == name }?
        .contents
    }
    let bytes = Array(defaults.compactText.utf8)
    guard !model.inspect(Data(bytes), comparisonLimit: 0).decodes else {
      guard let now = regenerate(defaults), now != text else { return nil }
      return GeneratedFile(
        kind: .fragment, path: path, model: model.name, original: text, regenerated: now,
        reason: "the model changed since export: an export of the state it records writes another file")
    }
    let outcome = FixtureRepairer(model: model, kept: keptSchema(of: model.name), agreed: { _ in nil })
      .outcome(for: bytes)
    guard case .repaired(let repaired, let notes) = outcome, let state = try? JSONParser.parse(repaired),
      let now = regenerate(state)
    else {
      return GeneratedFile(
        kind: .fragment, path: path, model: model.name, original: text, regenerated: nil,
        reason: "the state it records no longer decodes as \(model.name), and has no repair lint --fix is sure of")
    }
    return GeneratedFile(
      kind: .fragment, path: path, model: model.name, original: text, regenerated: now,
      reason: "the state it records no longer decodes as \(model.name)", notes: notes)
  }
}

extension Workspace {
  /// Writes each stale generated file of `files` that has a new text, atomically, while
  /// the file still holds the text it was read with. Answers the paths written, and those not
  /// written with why.
  public func write(_ files: [GeneratedFile], in context: AppContext) -> (
    written: [String], failed: [(path: String, reason: String)]
  ) {
    var written: [String] = []
    var failed: [(String, String)] = []
    for file in files {
      guard let now = file.regenerated else { continue }
      if let reason = Self.replace(
        file.path, holding: Array(file.original.utf8), with: Array(now.utf8), in: context)
      {
        failed.append((file.path, reason))
      } else {
        written.append(file.path)
      }
    }
    return (written, failed)
  }
}
