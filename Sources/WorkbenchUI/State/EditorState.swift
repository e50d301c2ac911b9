import FixtureEngine
import Foundation
import JSONFragment

/// The editor screen: one model's payload, its keys, its JSON and the verdict on it.
public struct EditorState: Sendable {
  /// Which pane takes the arrow keys.
  public enum Pane: Int, Sendable, CaseIterable {
    case keys, json, verdict
  }

  public let workspace: Workspace
  public let model: WorkspaceModel
  /// The payload being edited.
  public private(set) var document: EditorDocument
  /// Where the payload came from (`charizard.json`), or `nil` for one composed here.
  public var sourceName: String?
  /// The payload as it was opened, to tell whether there are unsaved changes.
  public var openedValue: JSONValue

  /// Rows of the keys pane, rebuilt when the document or the folds change.
  public private(set) var rows: [KeyRow] = [] {
    didSet { keyWidths = KeyRowWidths(rows) }
  }
  /// The columns the rows need, measured when they are built.
  public private(set) var keyWidths = KeyRowWidths([])
  /// Rows whose fold is not their default: folded objects and arrays, and unfolded elements of
  /// long arrays (whose elements start folded).
  public var folded: Set<JSONPath> = []
  public var keys: ListCursor
  /// The pretty JSON, rebuilt when the document changes (off the input loop for large payloads,
  /// see ``isIndexing``).
  public private(set) var jsonText: JSONTextIndex
  /// Whether ``jsonText`` still shows the payload before the last edit while the new text is laid
  /// out in the background.
  public private(set) var isIndexing = false
  public var json: ListCursor
  public var verdictTop = 0
  public var focus: Pane = .keys
  /// The last search (`/`).
  public var search: SearchPattern?

  /// The newest inspection, and whether a newer one is on its way.
  public var inspection: PayloadInspection?
  public var isDecoding = false
  /// Counts document versions; an inspection of an older version is dropped.
  public private(set) var generation = 0

  /// An editor for `model` of `workspace` over `document`.
  public init(workspace: Workspace, model: WorkspaceModel, document: EditorDocument, sourceName: String?) {
    self.workspace = workspace
    self.model = model
    self.document = document
    self.sourceName = sourceName
    self.openedValue = document.value
    self.jsonText = JSONTextIndex(document.value)
    self.keys = ListCursor(count: 0)
    self.json = ListCursor(count: 0)
    self.folded = EditorState.largeArrays(in: document.value)
    refresh()
  }

  /// Whether the payload differs from what was opened.
  public var hasUnsavedChanges: Bool { document.value != openedValue }

  /// The row under the keys cursor.
  public var selectedRow: KeyRow? {
    rows.indices.contains(keys.selected) ? rows[keys.selected] : nil
  }

  /// The path `y` copies: the JSON pane's line when it has the focus, else the selected key's.
  public var pathUnderCursor: JSONPath? {
    focus == .json && json.count > 0 ? jsonText.path(ofLine: json.selected) : selectedRow?.path
  }

  /// Applies an edit to the document, then rebuilds what depends on it.
  public mutating func edit(_ change: (inout EditorDocument) throws(EditError) -> Void) throws(EditError) {
    try change(&document)
    refresh()
  }

  /// Replaces the payload with one opened from a file; `index` is its printed text when the
  /// caller made it already (off the input loop, for large payloads).
  public mutating func open(_ value: JSONValue, name: String, index: JSONTextIndex? = nil) {
    document.replace(with: value)
    openedValue = value
    sourceName = name
    folded = EditorState.largeArrays(in: value)
    keys.selected = 0
    keys.top = 0
    json.selected = 0
    json.top = 0
    refresh(index: index)
  }

  /// Rebuilds rows and JSON text, and starts a new generation.
  public mutating func refresh(index: JSONTextIndex? = nil) {
    rows = KeyRows.build(schema: document.schema, document: document.value, folded: folded)
    keys.count = rows.count
    keys.selected = min(keys.selected, max(0, rows.count - 1))
    generation += 1
    isDecoding = true
    if let index {
      setJSONText(index)
    } else if jsonText.bytes.count > Self.inlineLayoutLimit {
      isIndexing = true
    } else {
      setJSONText(JSONTextIndex(document.value))
    }
  }

  /// Takes the JSON text laid out in the background for `generation`; an older one is dropped.
  /// - Returns: whether it was taken.
  public mutating func takeJSONText(_ index: JSONTextIndex, generation: Int) -> Bool {
    guard generation == self.generation else { return false }
    setJSONText(index)
    return true
  }

  private mutating func setJSONText(_ index: JSONTextIndex) {
    jsonText = index
    isIndexing = false
    json.count = jsonText.lineCount
    json.selected = min(json.selected, max(0, json.count - 1))
    json.top = min(json.top, json.selected)
  }

  /// Rebuilds only the rows, after a fold changed.
  public mutating func refreshRows() {
    rows = KeyRows.build(schema: document.schema, document: document.value, folded: folded)
    keys.count = rows.count
    keys.selected = min(keys.selected, max(0, rows.count - 1))
  }

  /// How many payload values the verdict pane compares with the model: the pane shows a
  /// screenful, and a 25 MB payload has hundreds of thousands.
  public static let comparedValueLimit = 2_000

  /// Payloads whose pretty text is larger than this (in bytes) are laid out again off the input
  /// loop after an edit; below it, laying out takes well under a millisecond.
  public static let inlineLayoutLimit = 256 * 1024

  /// Arrays longer than this start folded, so a large payload opens with a short key list.
  static let foldThreshold = 20

  static func largeArrays(in value: JSONValue, at path: JSONPath = .root) -> Set<JSONPath> {
    switch value {
    case .array(let elements):
      if elements.count > foldThreshold { return [path] }
      return elements.indices.reduce(into: Set<JSONPath>()) {
        $0.formUnion(largeArrays(in: elements[$1], at: path.appending(index: $1)))
      }
    case .object(let object):
      return object.members.reduce(into: Set<JSONPath>()) {
        $0.formUnion(largeArrays(in: $1.value, at: path.appending(key: $1.key)))
      }
    default:
      return []
    }
  }
}
