import FixtureEngine
import Foundation
import JSONCore
import JSONTrace

extension Workspace {
  /// The repair of `fixture` kept for `inputs` (``repairInputs(model:original:siblings:)``), if
  /// one was.
  func keptRepair(of fixture: FixtureFile, original: [UInt8], inputs: String) -> FixtureFix? {
    guard let kept = caches?.repairs.value(for: fixture.path), kept.inputs == inputs,
      let stored = try? JSONDecoder().decode(StoredRepair.self, from: kept.outcome), let outcome = stored.outcome
    else { return nil }
    return FixtureFix(fixture: fixture, original: original, outcome: outcome)
  }

  /// Keeps `fix`, worked out from `inputs`, for the next run of this build.
  func keep(_ fix: FixtureFix, inputs: String) {
    guard let caches, let data = try? JSONEncoder().encode(StoredRepair(fix.outcome)) else { return }
    caches.repairs.set(KeptRepair(inputs: inputs, outcome: data), for: fix.fixture.path)
  }

  /// A digest of what the repair of a fixture of `model` holding `original` is worked out from,
  /// besides the build: the model, the bytes, what its other fixtures hold (`siblings`) and the
  /// build of the tree kept from before the change.
  func repairInputs(model: String, original: [UInt8], siblings: String) -> String {
    var digest = FNV1a(model.utf8)
    digest.add([0])
    digest.add(original)
    digest.add([0])
    digest.add(siblings.utf8)
    digest.add([0])
    digest.add((caches?.schemaStates.value(for: model)?.build ?? "").utf8)
    return digest.hex
  }
}

/// ``FixtureFix/Outcome`` as the repairs cache keeps it.
struct StoredRepair: Codable {
  struct Note: Codable {
    var kind: String
    var path: JSONPath
    var detail: String
  }

  struct Unrepaired: Codable {
    var failure: FieldFailure
    var reason: String
  }

  var text: Data?
  var notes: [Note] = []
  var unrepaired: [Unrepaired] = []
  var summary = ""

  init(_ outcome: FixtureFix.Outcome) {
    switch outcome {
    case .repaired(let text, let notes):
      self.text = Data(text)
      self.notes = notes.map { Note(kind: $0.kind.rawValue, path: $0.path, detail: $0.detail) }
    case .needsYou(let fields, let summary):
      unrepaired = fields.map { Unrepaired(failure: $0.failure, reason: $0.reason) }
      self.summary = summary
    }
  }

  /// The outcome kept; `nil` when a note's kind is not one this build knows.
  var outcome: FixtureFix.Outcome? {
    guard let text else {
      return .needsYou(unrepaired.map { UnrepairedField(failure: $0.failure, reason: $0.reason) }, summary: summary)
    }
    var kept: [RepairNote] = []
    for note in notes {
      guard let kind = RepairNote.Kind(rawValue: note.kind) else { return nil }
      kept.append(RepairNote(kind: kind, path: note.path, detail: note.detail))
    }
    return .repaired(text: Array(text), notes: kept)
  }
}
