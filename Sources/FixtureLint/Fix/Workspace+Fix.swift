import FixtureEngine
import Foundation
import JSONCore
import Synchronization
import WorkbenchContext

extension Workspace {
  /// The repair of each fixture of `report` that no longer decodes as its model, and of each
  /// fixture meant to fail that now fails elsewhere because the key it is meant to fail at was
  /// renamed (it follows the rename), in the report's order. A fixture that did not decode with
  /// the model's tree kept as "before" either is left as it is. Nothing is written:
  /// `write(_:in:)` writes them.
  public func repairs(for report: LintReport, in context: AppContext) -> [FixtureFix] {
    let broken = report.fixtures.filter { lint in
      lint.findings.contains { $0.kind == (lint.fixture.isMeantToFail ? .failsElsewhere : .noLongerDecodes) }
    }
    let siblings = FixtureSiblings(report.fixtures.map(\.fixture), files: context.files)
    let (root, files) = (directory, context.files)
    let aliases = PropertyAliases { SwiftSourceSearch(root: root, files: files).texts() }
    // A fixture no longer broken keeps no repair.
    caches?.repairs.keepOnly(Set(broken.map(\.fixture.path)))
    // The key trees learned and the repairs worked out are kept: `lint --fix --write` after
    // `lint --fix` writes the same repairs without proving them again.
    defer {
      caches?.learned.flush()
      caches?.repairs.flush()
    }
    return SpreadOverLanes.map(broken) { lint, lane -> FixtureFix? in
      guard let name = lint.fixture.modelName, let original = try? context.files.read(lint.fixture.path) else {
        return nil
      }
      // A fixture that did not decode with the model as it was is not its change's to repair.
      if !lint.fixture.isMeantToFail, let before = decodedBefore(name), !before.contains(lint.fixture.path) {
        return FixtureFix(
          fixture: lint.fixture, original: Array(original),
          outcome: .needsYou([], summary: "it did not decode before the model changed either: left as it is"))
      }
      // Repairs of fixtures meant to fail follow a rename and are not kept.
      let inputs =
        lint.fixture.isMeantToFail
        ? nil : repairInputs(model: name, original: Array(original), siblings: siblings.digest(of: name))
      if let inputs, let kept = keptRepair(of: lint.fixture, original: Array(original), inputs: inputs) {
        return kept
      }
      guard let model = try? model(named: name) else { return nil }
      let path = lint.fixture.path
      var repairer = FixtureRepairer(
        model: model, kept: keptSchema(of: name), agreed: { siblings.agreed(at: $0, model: name, besides: path) },
        lane: lane)
      repairer.aliases = aliases
      guard lint.fixture.isMeantToFail else {
        let fix = repairer.repair(lint.fixture, text: Array(original), known: lint.failedTrace)
        if let inputs { keep(fix, inputs: inputs) }
        return fix
      }
      // A fixture meant to fail is touched only to follow a renamed key it is meant to fail at.
      let place = FixturePlace(lint.fixture, in: self)
      guard let recorded = lint.recordedPath, let manifest = place.manifest, let entry = place.nameInManifest,
        let text = try? context.files.read(manifest.path)
      else { return nil }
      return repairer.follow(
        lint.fixture, text: Array(original), recorded: JSONPath(stringLiteral: recorded),
        manifest: (manifest.path, String(decoding: text, as: UTF8.self)), name: entry)
    }.compactMap { $0 }
  }

  /// The repair of the fixture file at `path` as `model`, which does not decode as it: the app's
  /// `f`. What the model's other fixtures agree on comes from the workspace's fixture files.
  /// `nil` when the file is none of them (or one meant to fail: never touched), cannot be read,
  /// or the model is not the workspace's.
  public func repair(fixtureAt path: String, as model: String, in context: AppContext) -> FixtureFix? {
    let files = fixtureFiles(in: context)
    guard var fixture = files.first(where: { $0.path == path }), !fixture.isMeantToFail,
      let found = try? self.model(named: model), let original = try? context.files.read(path)
    else { return nil }
    fixture.modelName = model
    let siblings = FixtureSiblings(files, files: context.files)
    let repairer = FixtureRepairer(
      model: found, kept: keptSchema(of: model), agreed: { siblings.agreed(at: $0, model: model, besides: path) })
    return repairer.repair(fixture, text: Array(original))
  }

  /// Writes each repaired fixture of `fixes`, atomically (a temporary file renamed over it). A
  /// file whose text changed since it was repaired is left as it is now: the error says so.
  /// Answers the path of each file written, and of each not written with why.
  public func write(_ fixes: [FixtureFix], in context: AppContext) -> (
    written: [String], failed: [(path: String, reason: String)]
  ) {
    var written: [String] = []
    var failed: [(String, String)] = []
    for fix in fixes {
      guard let text = fix.repairedText else { continue }
      if let reason = Self.replace(fix.fixture.path, holding: fix.original, with: text, in: context) {
        failed.append((fix.fixture.path, reason))
      } else {
        written.append(fix.fixture.path)
      }
    }
    // The manifest lines of the fixtures written follow them, each manifest written once.
    let changes = fixes.filter { written.contains($0.fixture.path) }.compactMap(\.manifestChange)
    for (manifest, changes) in Dictionary(grouping: changes, by: \.manifest).sorted(by: { $0.key < $1.key }) {
      do {
        let text = String(decoding: try context.files.read(manifest), as: UTF8.self)
        try context.files.replace(manifest, Data(ManifestPathChange.applying(changes, to: text).utf8))
        written.append(manifest)
      } catch {
        failed.append((manifest, "cannot write it: \(error.localizedDescription)"))
      }
    }
    return (written, failed)
  }
}

extension Workspace {
  /// Writes `text` to `path`, atomically, while the file still holds `original`; `nil` when
  /// written, else why not.
  static func replace(_ path: String, holding original: [UInt8], with text: [UInt8], in context: AppContext)
    -> String?
  {
    do {
      guard Array(try context.files.read(path)) == original else {
        return "changed since it was read: run lint --fix again"
      }
      try context.files.replace(path, Data(text))
      return nil
    } catch {
      return "cannot write it: \(error.localizedDescription)"
    }
  }
}

/// The fixtures of each model, read once, for the value they agree on at a path.
private final class FixtureSiblings: Sendable {
  private let fixtures: [(model: String, path: String)]
  private let files: FileSystem
  private let documents = Mutex<[String: JSONValue?]>([:])
  private let digests = Mutex<[String: String]>([:])

  init(_ all: [FixtureFile], files: FileSystem) {
    fixtures = all.compactMap { fixture in
      guard !fixture.isMeantToFail, let model = fixture.modelName else { return nil }
      return (model, fixture.path)
    }
    self.files = files
  }

  /// The one value every other fixture of `model` that has one holds at `path` (any element of
  /// an array standing for each), when they hold one and agree; `null` is no value.
  func agreed(at path: JSONPath, model: String, besides fixture: String) -> JSONValue? {
    var found: JSONValue?
    for sibling in fixtures where sibling.model == model && sibling.path != fixture {
      for value in document(sibling.path)?.values(matching: path.components[...]) ?? [] where value != .null {
        if let found, found != value { return nil }
        found = value
      }
    }
    return found
  }

  /// A digest of the paths and bytes of `model`'s fixtures: what ``agreed(at:model:besides:)``
  /// reads.
  func digest(of model: String) -> String {
    if let known = digests.withLock({ $0[model] }) { return known }
    var digest = FNV1a()
    for sibling in fixtures where sibling.model == model {
      digest.add(sibling.path.utf8)
      digest.add([0])
      digest.add((try? files.read(sibling.path)) ?? Data())
      digest.add([0])
    }
    let hex = digest.hex
    digests.withLock { $0[model] = hex }
    return hex
  }

  private func document(_ path: String) -> JSONValue? {
    if let known = documents.withLock({ $0[path] }) { return known }
    let parsed = (try? files.read(path)).flatMap { try? JSONParser.parseAsDecoderReads($0) }
    documents.withLock { $0[path] = parsed }
    return parsed
  }
}

extension JSONValue {
  /// The values at `path`, where an index stands for every element of an array.
  fileprivate func values(matching path: ArraySlice<JSONPath.Component>) -> [JSONValue] {
    guard let first = path.first else { return [self] }
    switch (self, first) {
    case (.object, .key(let key)): return self[key]?.values(matching: path.dropFirst()) ?? []
    case (.array(let elements), .index): return elements.flatMap { $0.values(matching: path.dropFirst()) }
    default: return []
    }
  }
}
