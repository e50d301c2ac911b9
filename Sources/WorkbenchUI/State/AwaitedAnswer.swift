import FixtureEngine
import FixtureExport

/// An answer the state waits for. The code that starts a wait returns, in the same step, the
/// ``Effect`` whose message ends it (``Effect/awaitedAnswer``), so no state waits for an answer
/// that never comes; ``AppState/awaitedAnswers`` lists what the state waits for now.
public enum AwaitedAnswer: Sendable, Equatable {
  /// A payload being read and parsed (``EditorState/opening``).
  case payload
  /// The key tree of the model named so, before its editor opens (``AppState/learning``).
  case learning(String)
  /// The inspection of the editor's payload of `generation` (``EditorState/isDecoding``).
  case decoding(generation: Int)
  /// The JSON text of the editor's payload of `generation` (``EditorState/isIndexing``).
  case layout(generation: Int)
  /// The plan of an export (``ExportFlow/Step/planning(_:)``).
  case exportPlan(ExportRequest)
  /// The files of a plan, written (``ExportFlow/Step/writing(_:)``).
  case exportWrite(ExportPlan)
  /// The case counts of the matrix around the payload of `generation` (``ExportFlow/counts``).
  case matrixCounts(generation: Int)
}

extension AppState {
  /// What the state waits for now.
  public var awaitedAnswers: [AwaitedAnswer] {
    var awaited: [AwaitedAnswer] = []
    if let learning { awaited.append(.learning(learning)) }
    if case .editor(let editor) = screen {
      if editor.opening != nil { awaited.append(.payload) }
      if editor.isDecoding { awaited.append(.decoding(generation: editor.generation)) }
      if editor.isIndexing { awaited.append(.layout(generation: editor.generation)) }
    }
    if case .export(let flow)? = overlay {
      switch flow.step {
      case .planning(let request): awaited.append(.exportPlan(request))
      case .writing(let plan): awaited.append(.exportWrite(plan))
      default: break
      }
      if flow.counts.contains(.counting) { awaited.append(.matrixCounts(generation: flow.generation)) }
    }
    return awaited
  }
}

extension Effect {
  /// The wait this effect's answer ends, if it answers one.
  public var awaitedAnswer: AwaitedAnswer? {
    switch self {
    case .inspect(let generation, _, _, _, _): .decoding(generation: generation)
    case .layOut(let generation, _): .layout(generation: generation)
    case .planExport(_, _, let request): .exportPlan(request)
    case .writeExport(_, let plan, _): .exportWrite(plan)
    case .countMatrix(let generation, _, _): .matrixCounts(generation: generation)
    case .open, .parse, .openFirstFixture, .summarizeSet, .openSetPayload: .payload
    case .learn(_, let model): .learning(model.name)
    case .listFixtures, .countFixtures, .writeSnippet, .saveDates, .copy, .setMouse, .proposeRepair, .writeRepair: nil
    }
  }
}
