import FixtureEngine
import Foundation
import JSONCore
import ModelAdapter
import ModelProbe

/// The editor screen: one model's payload, its keys, its JSON and the verdict on it.
public struct EditorState: Sendable {
  /// Which pane takes the arrow keys.
  public enum Pane: Int, Sendable, CaseIterable {
    case keys, json, verdict
  }

  public private(set) var workspace: Workspace
  public private(set) var model: WorkspaceModel
  /// The payload being edited.
  public private(set) var document: EditorDocument
  /// Where the payload came from (`charizard.json`), or `nil` for one composed here.
  public var sourceName: String?
  /// The file the payload was read from, when it was read from one: a change to it on disk
  /// reloads it.
  public private(set) var sourcePath: String?
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

  /// The newest inspection, and whether a newer one is on its way (set only together with the
  /// ``Effect/inspect(generation:workspace:model:payload:dates:)`` that answers it, by ``inspect()``).
  public private(set) var inspection: PayloadInspection?
  public private(set) var isDecoding = false
  /// What is being read and parsed to replace the payload (a file name), set only together with
  /// the effect that opens it, by ``startOpening(_:)``.
  public private(set) var opening: String?
  /// The date strategy the payload is decoded with instead of the model's own (`D` cycles it), or
  /// `nil` for the model's own.
  public private(set) var dates: DecodingOptions.Dates?
  /// The formats dates hints named in this editor, which `D` offers after the named strategies.
  public private(set) var hintedFormats: [DecodingOptions.Dates] = []
  /// Counts document versions; an inspection of an older version is dropped.
  public private(set) var generation = 0
  /// The set of payloads opened at once, when there is one.
  public var payloadSet: PayloadSetBrowser?
  /// Whether the model's key tree is still being learned (in its worker): the keys pane says so
  /// until ``learned(_:)`` brings it. A payload opened meanwhile is shown and decoded as usual.
  public private(set) var isLearning = false
  /// Whether the model is learned again after its code changed (``follow(workspace:model:)``):
  /// the payload on screen stays, whatever it is.
  public private(set) var isFollowing = false
  /// Whether the model is being learned again in the background, once a fit was kept: the editor
  /// works meanwhile, and takes the new key tree when it comes (``relearned(_:)``).
  public var isRelearning = false

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
    rebuild()
  }

  /// An editor drawn before `model` is learned: no keys yet, and nothing decoded until a payload
  /// is opened or ``learned(_:)`` brings the model's reference payload.
  public static func learning(workspace: Workspace, model: WorkspaceModel) -> EditorState {
    let schema = ModelSchema(name: model.typeName, root: .unknown(name: model.typeName), unlearned: [])
    let document = EditorDocument(schema: schema, options: model.decoding, value: .object([:]))
    var editor = EditorState(workspace: workspace, model: model, document: document, sourceName: nil)
    editor.isLearning = true
    return editor
  }

  /// Takes the model's learned key tree. A payload opened meanwhile stays; without one the editor
  /// shows the model's reference payload (its fragment's values, or placeholders) and decodes it,
  /// unless a payload is still being opened.
  /// - Returns: the effects the editor then waits for.
  public mutating func learned(_ schema: ModelSchema) -> [Effect] {
    isLearning = false
    var learned = EditorDocument(schema: schema, options: model.decoding)
    if sourceName != nil || isFollowing {
      isFollowing = false
      learned.replace(with: document.value)
      document = learned
      rebuildRows()
      return []
    }
    if let reference = model.referencePayload { learned.replace(with: reference) }
    document = learned
    openedValue = learned.value
    folded = EditorState.largeArrays(in: learned.value)
    guard opening == nil, payloadSet == nil else {
      rebuild()
      return []
    }
    return refresh()
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
  /// - Returns: the effects that answer what the editor now waits for: the decode of the new
  ///   payload, and for a large one the layout of its text.
  public mutating func edit(_ change: (inout EditorDocument) throws(EditError) -> Void) throws(EditError) -> [Effect] {
    try change(&document)
    return refresh()
  }

  /// Replaces the payload with one opened from a file; `index` is its printed text when the
  /// caller made it already (off the input loop, for large payloads).
  /// - Returns: the effects that answer what the editor now waits for (see ``edit(_:)``).
  public mutating func open(_ value: JSONValue, name: String, index: JSONTextIndex? = nil, path: String? = nil)
    -> [Effect]
  {
    opening = nil
    sourcePath = path
    // The verdict on the payload before is not this one's: none is shown until this one's arrives.
    inspection = nil
    document.replace(with: value)
    openedValue = value
    sourceName = name
    folded = EditorState.largeArrays(in: value)
    keys.selected = 0
    keys.top = 0
    json.selected = 0
    json.top = 0
    return refresh(index: index, layingOutInBackground: index == nil && LayoutSize.isLarge(value))
  }

  /// Marks the editor as opening `payload`.
  /// - Returns: the effect whose answer (``Msg/opened(name:_:_:path:)``, ``Msg/openFailed(_:)`` or
  ///   ``Msg/noFixtureToOpen``) ends the wait.
  public mutating func startOpening(_ payload: PayloadToOpen) -> Effect {
    opening = payload.description
    switch payload {
    case .set(let payloads, _):
      payloadSet = PayloadSetBrowser(payloads: payloads)
      return .summarizeSet(payloads, model: model)
    case .file(let path, let name): return .open(path: path, name: name)
    case .bytes(let data, let name): return .parse(data, name: name)
    case .firstFixture: return .openFirstFixture(workspace, model)
    }
  }

  /// Opens the payload the set's browser is on.
  /// - Returns: the effect that reads it, or nothing when the set has none.
  public mutating func openSetPayload() -> [Effect] {
    guard let payloadSet, let entry = payloadSet.current else { return [] }
    opening = entry.name
    return [.openSetPayload(payloadSet.payloads, index: payloadSet.position, origin: entry.origin, name: entry.name)]
  }

  /// Ends an opening that brought no payload (it failed, or there was no fixture).
  /// - Returns: the decode of the payload shown instead, when it was never decoded.
  public mutating func stopOpening() -> [Effect] {
    guard opening != nil else { return [] }
    opening = nil
    return inspection == nil && !isDecoding && !isLearning ? [inspect()] : []
  }

  /// Whether the editor waits for its first payload and has shown none yet (no verdict either).
  public var isWaitingForFirstPayload: Bool {
    opening != nil && inspection == nil && !isDecoding
  }

  /// Follows the model rebuilt from changed code: `model` of `workspace`, the same model by name.
  /// The payload stays as it is, edits and all; the model is learned again and the payload decoded
  /// again.
  /// - Returns: the effects that learn the model and decode the payload.
  public mutating func follow(workspace: Workspace, model: WorkspaceModel) -> [Effect] {
    self.workspace = workspace
    self.model = model
    isLearning = true
    isFollowing = true
    return [.learn(workspace, model), inspect()]
  }

  /// Takes the key tree of the model learned again in the background, keeping the payload.
  /// - Returns: the decode of the payload against it.
  public mutating func relearned(_ schema: ModelSchema) -> [Effect] {
    isRelearning = false
    isFollowing = true
    return learned(schema) + [inspect()]
  }

  /// Marks the editor as decoding its payload.
  /// - Returns: the effect whose answer, ``Msg/inspected(generation:_:)``, ends the wait.
  public mutating func inspect() -> Effect {
    isDecoding = true
    return .inspect(
      generation: generation, workspace: workspace, model: model, payload: document.value, dates: dates)
  }

  /// The date strategies `D` steps through, in order, after the model's own: every named one but
  /// the model's own, then each format a verdict's dates hint named in this editor.
  public var dateCycle: [DecodingOptions.Dates] {
    let order: [DecodingOptions.Dates] = [.iso8601, .secondsSince1970, .millisecondsSince1970, .deferredToDate]
    return (order + hintedFormats).filter { $0 != model.decoding.dates }
  }

  /// The date strategy in use: the one `D` chose, else the model's own.
  public var datesInUse: DecodingOptions.Dates { dates ?? model.decoding.dates }

  /// Moves to the next date strategy of ``dateCycle`` (after the last, back to the model's own).
  /// - Returns: the decode of the payload with it.
  public mutating func cycleDates() -> Effect {
    let cycle = dateCycle
    if let dates, let index = cycle.firstIndex(of: dates) {
      self.dates = index + 1 < cycle.count ? cycle[index + 1] : nil
    } else {
      self.dates = cycle.first
    }
    // Dates typed in and placeholders added from now on are written in the strategy in use.
    document.options.dates = datesInUse
    return inspect()
  }

  /// Takes the inspection made for `generation`; one of an older payload is dropped.
  /// - Returns: whether it was taken.
  public mutating func takeInspection(_ inspection: PayloadInspection, generation: Int) -> Bool {
    guard generation == self.generation else { return false }
    self.inspection = inspection
    isDecoding = false
    if case .formatted? = inspection.datesHint, let hint = inspection.datesHint, !hintedFormats.contains(hint) {
      hintedFormats.append(hint)
    }
    return true
  }

  /// Starts a new generation after the document changed: rebuilds rows and JSON text (or asks
  /// for the text of a large payload to be laid out) and decodes the new payload.
  /// A payload just opened is laid out in the background when `layingOutInBackground`.
  private mutating func refresh(index: JSONTextIndex? = nil, layingOutInBackground: Bool = false) -> [Effect] {
    generation += 1
    var effects: [Effect] = []
    if index == nil && (layingOutInBackground || jsonText.bytes.count > Self.inlineLayoutLimit) {
      // The text before is another payload's: none is shown until this one's is laid out.
      if layingOutInBackground { setJSONText(.empty) }
      rebuildRows()
      isIndexing = true
      effects.append(.layOut(generation: generation, payload: document.value))
    } else {
      rebuild(index: index)
    }
    effects.append(inspect())
    return effects
  }

  /// Rebuilds rows and JSON text (`index` when made already).
  private mutating func rebuild(index: JSONTextIndex? = nil) {
    rebuildRows()
    setJSONText(index ?? JSONTextIndex(document.value))
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
    rebuildRows()
  }

  private mutating func rebuildRows() {
    rows = KeyRows.build(
      schema: document.schema, document: document.value, folded: folded, leftOut: document.leftOut)
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
