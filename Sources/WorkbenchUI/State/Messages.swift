import FixtureEngine
import FixtureExport
import Foundation
import JSONCore
import ModelAdapter
import ModelProbe
import PayloadSources

/// What reaches ``update(_:with:)``: keys, and the results of effects.
public enum Msg: Sendable {
  case key(Key)
  /// An inspection finished for the document of `generation`.
  case inspected(generation: Int, PayloadInspection)
  /// A fixture or payload was read and parsed (and printed, so the loop need not); `path` is its
  /// file's, when it was read from one.
  case opened(name: String, JSONValue, JSONTextIndex?, path: String? = nil)
  /// Work in the background moved on: shown on the status line.
  case progress(String)
  /// Reading or parsing a payload failed.
  case openFailed(String)
  /// The model has no fixture to open first (``Effect/openFirstFixture(_:_:)``).
  case noFixtureToOpen
  /// The fixtures of the editor's workspace, listed.
  case fixturesListed([FixtureFile])
  /// How many fixture files each model of the workspace `workspace` has, by model name.
  case fixturesCounted(workspace: String, [String: Int])
  /// The JSON text of the document of `generation`, laid out in the background.
  case laidOut(generation: Int, JSONTextIndex)
  /// The plan of an export, or why there is none.
  case exportPlanned(ExportRequest, Result<ExportPlan, ExportError>)
  /// A plan's files were written (the ones written), or why not.
  case exportWritten(ExportPlan, Result<[ExportPlan.File], ExportError>)
  /// How many cases a strategy makes around the payload of `generation`, or why it cannot tell.
  case matrixCounted(generation: Int, ScenarioStrategy, Result<Int, ScenarioMatrixError>)
  /// The Swift code that composes a payload from its fragment, to copy (`Y`).
  case snippetWritten(String)
  /// What was learned of `model`, whose editor shows that it is learning (see ``Effect/learn(_:_:)``).
  case learned(Workspace, WorkspaceModel, ModelSchema)
  /// A set of payloads was decoded and summarized (see ``Effect/summarizeSet(_:model:)``).
  case setSummarized([PayloadSetBrowser.Entry], PayloadSetSummary)
  /// A model's date strategy was saved in the configuration file, or why not (the error's text).
  case datesSaved(model: String, DecodingOptions.Dates, Result<String, DatesSaveError>)
  /// The package the app follows changed on disk (``PackageChange``).
  case package(PackageChange)
  /// The repair `f` asked for, or `nil` when the file is not a fixture of the workspace.
  case repairProposed(RepairProposal?, name: String)
  /// A repair written to its file, or why it was not.
  case repairWritten(path: String, name: String, Result<Void, RepairWriteError>)
}

/// What ``update(_:with:)`` asks the outside world to do. One interpreter (`EffectInterpreter`, in
/// `WorkbenchEffects`) runs each with the app's context and answers with messages; the app runs it
/// off the input loop, tests run it at once. ``copy(_:)`` and ``setMouse(_:)`` are the terminal's.
public enum Effect: Sendable {
  /// Decode the payload through the adapter and the tracing decoder, with `dates` over the model's
  /// own date strategy when given (`D`); a model's refusal of a whole object is put on the values
  /// it is about, as `lint` puts it, from the workspace's fixtures. A newer request replaces it.
  case inspect(
    generation: Int, workspace: Workspace, model: WorkspaceModel, payload: JSONValue, dates: DecodingOptions.Dates?)
  /// Save `dates` as the model's date strategy in its workspace's
  /// `Workspace.configurationFile`, answering ``Msg/datesSaved(model:_:_:)``.
  case saveDates(Workspace, WorkspaceModel, DecodingOptions.Dates)
  /// Learn the model's key tree (its code runs in a worker), answering ``Msg/learned(_:_:_:)``.
  case learn(Workspace, WorkspaceModel)
  /// Lay out the pretty JSON text of a large payload after an edit, answering ``Msg/laidOut(generation:_:)``.
  /// A newer request replaces it.
  case layOut(generation: Int, payload: JSONValue)
  /// Read and parse a file, answering ``Msg/opened(name:_:_:path:)`` or ``Msg/openFailed(_:)``.
  case open(path: String, name: String)
  /// Parse bytes read already (standard input, a URL), answering as ``open(path:name:)`` does.
  case parse(Data, name: String)
  /// Open the model's first fixture (its first passing one, when it has one), answering as
  /// ``open(path:name:)`` does, or ``Msg/noFixtureToOpen`` when the model has none.
  case openFirstFixture(Workspace, WorkspaceModel)
  /// List the fixture files of a workspace, answering ``Msg/fixturesListed(_:)``.
  case listFixtures(Workspace)
  /// Count each model's fixture files, answering ``Msg/fixturesCounted(workspace:_:)``.
  case countFixtures(Workspace)
  /// Put text on the clipboard (OSC 52).
  case copy(String)
  /// Turn mouse capture on or off.
  case setMouse(Bool)
  /// Work out the files an export writes, answering ``Msg/exportPlanned(_:_:)``.
  case planExport(Workspace, WorkspaceModel, ExportRequest)
  /// Write a plan's files, answering ``Msg/exportWritten(_:_:)``.
  case writeExport(Workspace, ExportPlan, overwriting: Bool)
  /// Count each strategy's scenario cases around `base`, answering ``Msg/matrixCounted(generation:_:_:)``
  /// once per strategy.
  case countMatrix(generation: Int, model: WorkspaceModel, base: JSONValue)
  /// Write the Swift code that composes `payload` from the model's fragment, as a Swift export
  /// would (`Workspace.stateSnippet(for:model:in:)`), answering ``Msg/snippetWritten(_:)``.
  case writeSnippet(Workspace, WorkspaceModel, payload: JSONValue)
  /// Decode and summarize a set of payloads, answering ``Msg/setSummarized(_:_:)`` (with
  /// ``Msg/progress(_:)`` on the way).
  case summarizeSet(PayloadSet, model: WorkspaceModel)
  /// Read the payload at `index` of a set again (from `origin` alone when known) and parse it,
  /// answering as ``open(path:name:)`` does.
  case openSetPayload(PayloadSet, index: Int, origin: PayloadOrigin?, name: String)
  /// Finds the repair of the fixture file at `path` as `model` (`lint --fix`'s), without writing it.
  case proposeRepair(Workspace, WorkspaceModel, path: String, name: String)
  /// Writes a repair, atomically, while the file still holds the text it was made from.
  case writeRepair(RepairProposal)

  /// What the terminal does for this effect (the clipboard, the mouse), or `nil` when the
  /// interpreter runs it: the one place that tells the two apart, for the app loop and the tests.
  public var terminalEffect: TerminalEffect? {
    switch self {
    case .copy(let text): .copy(text)
    case .setMouse(let enabled): .setMouse(enabled)
    default: nil
    }
  }

  /// Whether the terminal runs this effect, not the interpreter.
  public var isTerminal: Bool { terminalEffect != nil }
}

/// An effect the terminal runs on the input loop, not the interpreter.
public enum TerminalEffect: Sendable, Hashable {
  /// Put text on the clipboard (OSC 52).
  case copy(String)
  /// Turn mouse capture on or off.
  case setMouse(Bool)
}
