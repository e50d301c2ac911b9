import FixtureEngine
import FixtureExport
import JSONCore

/// The export (`x`) and scenario matrix (`m`) overlays: a choice, a name, a plan worked out in
/// the background, then writing, asking first when files would be overwritten.
public struct ExportFlow: Sendable, Equatable {
  /// What the flow exports.
  public enum Purpose: Sendable, Equatable {
    /// The payload as a fixture file, or Swift code and a test.
    case export
    /// A scenario matrix test around the payload.
    case matrix
  }

  /// The choices of the export overlay, in the order listed.
  public enum Choice: Int, Sendable, CaseIterable {
    case fixture, xcTest, swiftTesting

    /// The request kind of the choice.
    public var kind: ExportRequest.Kind {
      switch self {
      case .fixture: .fixture
      case .xcTest: .swift(.xcTest)
      case .swiftTesting: .swift(.swiftTesting)
      }
    }
  }

  /// A strategy's case count, worked out in the background.
  public enum CaseCount: Sendable, Equatable {
    case counting
    case counted(Int)
    case failed(String)
  }

  /// Where the flow stands.
  public enum Step: Sendable, Equatable {
    /// Choosing what to export (``Choice`` or `ScenarioStrategy` by `cursor`).
    case choosing
    /// Typing the name.
    case naming(String)
    /// Waiting for the plan of `request`.
    case planning(ExportRequest)
    /// The plan is shown; `top` is the first file line shown.
    case planned(ExportRequest, ExportPlan, top: Int)
    /// Waiting for the files to be written.
    case writing(ExportPlan)
    /// Planning or writing failed: the reason.
    case failed(String)
  }

  public var purpose: Purpose
  /// Where the flow stands; the steps that wait (``Step/planning(_:)``, ``Step/writing(_:)``)
  /// are entered only by ``plan(_:workspace:model:)`` and ``write(_:workspace:overwriting:)``,
  /// which return the effect that answers them.
  public private(set) var step: Step = .choosing
  /// The selected choice (export) or strategy (matrix).
  public var cursor: ListCursor
  /// The payload the export starts from, taken when the overlay opened.
  public var payload: JSONValue
  /// The name first offered.
  public var suggestedName: String
  /// The matrix: whether each case also gets a fixture file.
  public var writesCaseFixtures = false
  /// The matrix: each strategy's case count, in `ScenarioStrategy.allCases` order, counted by
  /// the effect ``matrix(payload:suggestedName:generation:model:)`` returns with the flow.
  public private(set) var counts: [CaseCount]
  /// The document generation the flow was opened for, to drop answers meant for another.
  public var generation: Int
  /// A note under the choices (a count over the limit, an empty name).
  public var note: String?

  private init(purpose: Purpose, payload: JSONValue, suggestedName: String, generation: Int) {
    self.purpose = purpose
    self.payload = payload
    self.suggestedName = suggestedName
    self.generation = generation
    self.cursor = ListCursor(count: purpose == .export ? Choice.allCases.count : ScenarioStrategy.allCases.count)
    self.counts = purpose == .export ? [] : ScenarioStrategy.allCases.map { _ in .counting }
  }

  /// An export flow over `payload` (it waits for nothing until a name is given).
  public static func export(payload: JSONValue, suggestedName: String, generation: Int) -> ExportFlow {
    ExportFlow(purpose: .export, payload: payload, suggestedName: suggestedName, generation: generation)
  }

  /// A matrix flow over `payload`, waiting for each strategy's case count.
  /// - Returns: the flow, and the effect whose answers fill ``counts``.
  public static func matrix(payload: JSONValue, suggestedName: String, generation: Int, model: WorkspaceModel)
    -> (ExportFlow, Effect)
  {
    let flow = ExportFlow(purpose: .matrix, payload: payload, suggestedName: suggestedName, generation: generation)
    return (flow, .countMatrix(generation: generation, model: model, base: payload))
  }

  /// Shows the name prompt with `text`.
  public mutating func name(_ text: String) {
    step = .naming(text)
  }

  /// Waits for the plan of `request`.
  /// - Returns: the effect whose answer, ``Msg/exportPlanned(_:_:)``, ends the wait.
  public mutating func plan(_ request: ExportRequest, workspace: Workspace, model: WorkspaceModel) -> Effect {
    step = .planning(request)
    return .planExport(workspace, model, request)
  }

  /// Shows `plan` of `request` from its file line `top`.
  public mutating func show(_ plan: ExportPlan, of request: ExportRequest, top: Int) {
    step = .planned(request, plan, top: top)
  }

  /// Waits for the files of `plan` to be written.
  /// - Returns: the effect whose answer, ``Msg/exportWritten(_:_:)``, ends the wait.
  public mutating func write(_ plan: ExportPlan, workspace: Workspace, overwriting: Bool) -> Effect {
    step = .writing(plan)
    return .writeExport(workspace, plan, overwriting: overwriting)
  }

  /// Shows why planning or writing failed.
  public mutating func fail(_ reason: String) {
    step = .failed(reason)
  }

  /// Takes a strategy's count (or why it cannot be counted).
  public mutating func takeCount(_ count: CaseCount, of strategy: ScenarioStrategy) {
    guard purpose == .matrix, let index = ScenarioStrategy.allCases.firstIndex(of: strategy) else { return }
    counts[index] = count
  }

  /// The chosen strategy (matrix).
  public var strategy: ScenarioStrategy {
    ScenarioStrategy.allCases[min(cursor.selected, ScenarioStrategy.allCases.count - 1)]
  }

  /// The chosen kind of export.
  public var kind: ExportRequest.Kind {
    switch purpose {
    case .export: (Choice(rawValue: cursor.selected) ?? .fixture).kind
    case .matrix: .matrix(strategy, fixtures: writesCaseFixtures)
    }
  }

  /// The most cases a matrix export builds.
  public static let caseLimit = ScenarioMatrix.defaultLimit

  /// The name an export of `editor` is first offered: the opened fixture's name without folder
  /// and `.json`, or the model's name in lower case (with `-edited` once edited).
  public static func suggestedName(for editor: EditorState) -> String {
    let model = editor.model.name.lowercased()
    if editor.hasUnsavedChanges { return model + "-edited" }
    guard let source = editor.sourceName else { return model }
    var name = source.split(separator: "/").last.map(String.init) ?? source
    if name.hasSuffix(".json") { name.removeLast(5) }
    return name.isEmpty ? model : name
  }
}
