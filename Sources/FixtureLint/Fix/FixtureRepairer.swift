import FixtureEngine
import Foundation
import JSONCore
import JSONTrace
import ModelAdapter
import ModelProbe

/// Repairs one fixture: decodes it as its model, plans the repairs of what fails
/// (``RepairPlanner``), makes them, and decodes again, until it decodes. A fixture is repaired
/// whole or not at all: when any failing field has no repair, nothing is changed and each such
/// field is listed.
struct FixtureRepairer {
  /// The model the fixture is for.
  var model: WorkspaceModel
  /// The model's schema when its fixtures last decoded, if one was kept.
  var before: ModelSchema?
  /// Which property read which key then, if that was kept.
  var beforeMap: PropertyMap?
  /// What the model's other fixtures agree on at a path.
  var agreed: @Sendable (JSONPath) -> JSONValue?
  /// The worker lane to decode on.
  var lane = 0
  /// The package's computed properties that keep a renamed stored property's old name.
  var aliases = PropertyAliases.none

  /// The repairer of fixtures of `model` against what was `kept` of it before its change.
  init(
    model: WorkspaceModel, kept: (tree: ModelSchema, map: PropertyMap?)?,
    agreed: @escaping @Sendable (JSONPath) -> JSONValue?, lane: Int = 0
  ) {
    self.model = model
    self.before = kept?.tree
    self.beforeMap = kept?.map
    self.agreed = agreed
    self.lane = lane
  }

  /// More rounds than any chain of repairs one change of a model needs (a renamed object whose
  /// own fields were renamed too); a fixture still failing after them is left to a person.
  static let rounds = 8

  /// `fixture` repaired; `known` is the trace of its decoding as it is, when the caller has it
  /// (lint's), which spares decoding it again.
  func repair(_ fixture: FixtureFile, text original: [UInt8], known: DecodeTrace? = nil) -> FixtureFix {
    FixtureFix(fixture: fixture, original: original, outcome: outcome(for: original, known: known))
  }

  /// For a fixture meant to fail at `recorded` that now fails elsewhere: when the key it was
  /// meant to fail at was renamed in the model, the key renamed in the fixture too, so that it
  /// fails as before, at the new name; the manifest line follows. `nil` when that is not what
  /// happened (the fixture is then left to a person, as lint says).
  func follow(
    _ fixture: FixtureFile, text original: [UInt8], recorded: JSONPath,
    manifest: (path: String, text: String), name: String
  ) -> FixtureFix? {
    guard let followed = followRename(in: original, recorded: recorded) else { return nil }
    var fix = FixtureFix(
      fixture: fixture, original: original, outcome: .repaired(text: followed.text, notes: [followed.note]))
    fix.manifestChange = ManifestPathChange(
      manifest: manifest.path, fixture: name, from: recorded.description, to: followed.path.description,
      text: manifest.text)
    return fix
  }

  /// `original`, meant to fail at `recorded`, with that key renamed as the model renamed it, so
  /// that it fails as before at the new path; `nil` when the key was not renamed (or the renamed
  /// text does not fail there).
  func followRename(in original: [UInt8], recorded: JSONPath) -> (text: [UInt8], path: JSONPath, note: RepairNote)? {
    guard let old = recorded.lastKey, let before else { return nil }
    let parent = recorded.parent
    let after = model.keyTree(lane: lane)
    let inspection = model.inspect(Data(original), comparisonLimit: 0, lane: lane)
    guard case .fails(let diagnosis) = inspection.verdict,
      let oldType = before.objectFields(at: parent)?.first(where: { $0.key == old })?.type,
      after.objectFields(at: parent)?.contains(where: { $0.key == old }) == false
    else { return nil }
    let renamed = (inspection.trace?.failures ?? diagnosis.fields).filter { failure in
      guard failure.kind == .missingKey, failure.path.parent == parent, let key = failure.path.lastKey else {
        return false
      }
      let wasRead = before.objectFields(at: parent)?.contains { $0.key == key } ?? true
      return !wasRead && after.type(at: failure.path) == oldType
    }
    guard renamed.count == 1, let new = renamed.first?.path, let key = new.lastKey else { return nil }
    var editor = FixtureTextEditor(original)
    guard editor.apply(.renameKey(recorded, to: key)),
      case .fails(let now) = model.inspect(Data(editor.bytes), comparisonLimit: 0, lane: lane).verdict,
      now.path == new
    else { return nil }
    return (
      editor.bytes, new, RepairNote(kind: .renamedKey, path: new, detail: "\(old) to \(key); it fails there as meant")
    )
  }

  /// The repaired text of `original`, or the fields left to a person.
  func outcome(for original: [UInt8], known: DecodeTrace? = nil) -> FixtureFix.Outcome {
    let after = model.keyTree(lane: lane)
    let keys = model.decoding.keys
    let reading = beforeMap.map { before in
      PropertyReading(
        before: before, after: model.propertyMap(), aliases: aliases,
        typeName: { path in
          guard
            case .object(let name, _)? = after.type(at: path, sameKey: { RepairPlanner.sameKey($0, $1, keys: keys) })
          else { return nil }
          return name
        }, sameKey: { RepairPlanner.sameKey($0, $1, keys: keys) })
    }
    var editor = FixtureTextEditor(original)
    var notes: [RepairNote] = []
    var last: [FieldFailure] = []
    var known = known.flatMap { $0.failures.isEmpty ? nil : $0 }
    for _ in 0..<Self.rounds {
      let trace: DecodeTrace
      if let given = known {
        trace = given
        known = nil
      } else {
        let inspection = model.inspect(Data(editor.bytes), comparisonLimit: 0, lane: lane)
        switch inspection.verdict {
        case .decodes:
          return notes.isEmpty
            ? .needsYou([], summary: "decodes as it is") : .repaired(text: editor.bytes, notes: notes)
        case .fails(let diagnosis):
          trace = inspection.trace ?? DecodeTrace(failures: diagnosis.fields)
        case .invalidJSON(let error):
          return .needsYou([], summary: "not JSON: \(error.message)")
        case .stopped(let stop):
          return .needsYou([], summary: "the model's code stopped: \(stop)")
        }
      }
      let failures = trace.failures
      guard let document = try? JSONParser.parseAsDecoderReads(Data(editor.bytes)) else {
        return .needsYou([], summary: "the text cannot be read as JSON")
      }
      let planner = RepairPlanner(
        document: document, unread: Set(trace.unreadKeys), after: after, before: before,
        agreed: agreed, decoding: model.decoding, text: editor.texts(), reading: reading)
      let round = planner.round(for: failures)
      if !round.unrepaired.isEmpty { return .needsYou(round.unrepaired, summary: Self.summary(round.unrepaired)) }
      let changed = editor.apply(round.edits) > 0
      guard changed, failures != last else {
        let left = failures.map { UnrepairedField(failure: $0, reason: "still fails after the repairs above") }
        return .needsYou(left, summary: Self.summary(left))
      }
      last = failures
      notes += round.notes
    }
    let left = last.map { UnrepairedField(failure: $0, reason: "still fails after \(Self.rounds) rounds of repair") }
    return .needsYou(left, summary: Self.summary(left))
  }

  private static func summary(_ fields: [UnrepairedField]) -> String {
    fields.count == 1 ? "1 field needs you" : "\(fields.count) fields need you"
  }
}
