import FixtureEngine
import Foundation
import ModelAdapter

/// Everything the workbench shows, as plain data: ``update(_:with:)`` changes it, ``render(_:)``
/// draws it. No terminal, file or clock in here.
public struct AppState: Sendable {
  /// Which screen is up.
  public enum Screen: Sendable {
    case workspaces(ListCursor)
    case models(workspace: Int, ListCursor)
    case editor(EditorState)
  }

  /// A box over the screen that takes the keys until it closes.
  public enum Overlay: Sendable, Equatable {
    case help
    case confirmQuit
    case prompt(Prompt)
    case fixtures([FixtureFile], ListCursor)
    /// The payloads of the set the editor has open (`o` in a set), to jump to one.
    case setPayloads(ListCursor)
    /// Export (`x`) or scenario matrix (`m`).
    case export(ExportFlow)
    /// Whether to save the date strategy `D` chose in `fixture-workbench.json` (a question on the
    /// status line: `y` saves, `D` goes on to the next strategy, any other key keeps it unsaved).
    case saveDates(DecodingOptions.Dates)
    /// The compiler's first errors, when the package stopped building after a change (any key
    /// closes it; the models built last stay).
    case buildErrors([String])
    /// Whether to reload the payload, edited here, from its file, changed on disk (a question on
    /// the status line: `y` reloads, any other key keeps the edits).
    case reloadFromDisk(path: String, name: String)
    /// The repair of the open fixture (`f`): its diff, applied with `y`; any other key closes it.
    case repair(RepairProposal)
  }

  /// The workspaces to choose from: the package's, as last built.
  public internal(set) var registry: WorkspaceRegistry
  /// What the package watch is doing (`Merchant.swift changed: rebuilding…`), shown on the status
  /// line until it is done; `nil` when nothing is under way.
  public var live: String?
  /// The models each workspace lost in a rebuild, by workspace name, until they are back: the
  /// model list shows them, marked removed.
  public var removedModels: [String: [String]] = [:]
  /// The editor's model before it was rebuilt, until its new verdict says what changed.
  public var rebuiltFrom: RebuiltModel?
  /// Terminal columns and rows.
  public var width: Int
  public var height: Int
  public var screen: Screen
  /// What stopped learning a model, by `workspace/model`, for the models learned so far whose
  /// code stopped its worker: the model list says so.
  public var learningStops: [String: String] = [:]
  public var overlay: Overlay?
  /// Whether the app captures the mouse (off lets the terminal select text).
  public var mouseEnabled: Bool
  /// A one-line note for the status line (an error in red, or information), cleared by the next key.
  public var message: StatusMessage?
  /// The model being learned before its editor opens (``Effect/learn(_:_:)``), by name.
  public var learning: String?
  /// Set when the app should exit.
  public var isFinished = false
  /// How many fixture files each model has, by workspace name and model name, once counted
  /// (``Effect/countFixtures(_:)``), for the list of models.
  public var fixtureCounts: [String: [String: Int]] = [:]
  /// What the workspace or model list on screen is narrowed to (`/` and a query).
  public var listFilter = ListFilter()

  /// The first screen: the list of workspaces.
  public init(registry: WorkspaceRegistry, width: Int, height: Int, mouseEnabled: Bool = true) {
    self.registry = registry
    self.width = width
    self.height = height
    self.screen = .workspaces(ListCursor(count: registry.workspaces.count))
    self.mouseEnabled = mouseEnabled
  }
}

/// A query that narrows a list to the rows that match it (``FuzzyMatch``), best first.
public struct ListFilter: Sendable, Equatable {
  /// The query; empty shows every row.
  public var query = ""
  /// Whether keys type into the query (after `/`, until Enter or Esc).
  public var isEditing = false

  public init() {}
}

/// A line of text for the status line.
public struct StatusMessage: Sendable, Equatable {
  public var text: String
  public var isError: Bool

  public static func info(_ text: String) -> StatusMessage { StatusMessage(text: text, isError: false) }
  public static func error(_ text: String) -> StatusMessage { StatusMessage(text: text, isError: true) }
}

/// What a prompt on the status line is for, and what has been typed.
public struct Prompt: Sendable, Equatable {
  public enum Purpose: Sendable, Equatable {
    /// A value for the selected key, checked against its type.
    case editValue
    /// Raw JSON for the selected key.
    case rawJSON
    /// Text to find in the JSON pane.
    case search
  }

  public var purpose: Purpose
  public var text: String
  /// Why the text submitted last was refused; the prompt stays up with it, to be fixed.
  public var problem: String?

  public init(purpose: Purpose, text: String, problem: String? = nil) {
    self.purpose = purpose
    self.text = text
    self.problem = problem
  }

  public var label: String {
    switch purpose {
    case .editValue: "value"
    case .rawJSON: "raw JSON"
    case .search: "/"
    }
  }
}

/// A selection in a list, with how far the list is scrolled.
public struct ListCursor: Sendable, Equatable {
  public var count: Int
  public var selected = 0
  public var top = 0

  public init(count: Int) {
    self.count = count
  }

  /// Moves the selection by `delta`, keeping it in the list and on screen (`visible` rows).
  public mutating func move(by delta: Int, visible: Int) {
    guard count > 0 else { return }
    selected = min(max(0, selected + delta), count - 1)
    keepVisible(visible)
  }

  /// Selects `index` (clamped).
  public mutating func select(_ index: Int, visible: Int) {
    move(by: index - selected, visible: visible)
  }

  /// Scrolls so the selection is within `visible` rows.
  public mutating func keepVisible(_ visible: Int) {
    let rows = max(1, visible)
    if selected < top { top = selected }
    if selected >= top + rows { top = selected - rows + 1 }
    top = max(0, min(top, max(0, count - rows)))
  }
}
