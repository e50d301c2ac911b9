import FixtureEngine
import Foundation
import JSONCore
import ModelAdapter
import ModelProbe

/// The payload being edited for one model, and the edits the keys pane makes to it: toggle a key
/// absent or `null` (remembering its value to bring back), cycle an enum through its cases and one
/// unknown value, set a value typed in (checked against the type), set raw JSON, add and remove
/// array elements.
public struct EditorDocument: Sendable {
  /// The model's key tree.
  public let schema: ModelSchema
  /// How the model is decoded (dates matter for placeholders and typed dates): its own options,
  /// with the date strategy `D` chose over them (``EditorState/cycleDates()``).
  public internal(set) var options: DecodingOptions
  /// The payload now.
  public private(set) var value: JSONValue
  /// Values of keys made absent or null, to restore.
  private var remembered: [JSONPath: JSONValue] = [:]

  /// The paths made absent whose values are remembered, to bring back.
  var leftOut: Set<JSONPath> {
    Set(remembered.keys.filter { value[$0] == nil })
  }

  /// The enum value the cycle offers after the last case, to see the model refuse it.
  public static let unknownEnumValue: JSONValue = "unknown_case"

  /// A document of `value` for `schema`.
  public init(schema: ModelSchema, options: DecodingOptions, value: JSONValue) {
    self.schema = schema
    self.options = options
    self.value = value
  }

  /// A document with a placeholder for every key.
  public init(schema: ModelSchema, options: DecodingOptions) {
    self.init(
      schema: schema, options: options,
      value: SchemaPlaceholder.value(for: schema.root, options: options, enums: schema.enums))
  }

  /// Flips `row` between present and absent.
  public mutating func toggleAbsent(_ row: KeyRow) {
    if case .absent = row.state {
      set(row.path, remembered[row.path] ?? placeholder(row))
    } else {
      remember(row.path)
      value = value.replacing(row.path, with: nil)
    }
  }

  /// Flips `row` between `null` and a value.
  public mutating func toggleNull(_ row: KeyRow) {
    if case .null = row.state {
      set(row.path, remembered[row.path] ?? placeholder(row))
    } else {
      remember(row.path)
      set(row.path, .null)
    }
  }

  /// Moves an enum row to its next (or previous) case; after the last case comes one unknown
  /// value, then the first case again.
  public mutating func cycleEnum(_ row: KeyRow, forward: Bool = true) {
    let choices: [JSONValue]
    if case .enumeration(_, let cases)? = row.type, !cases.isEmpty {
      choices = cases.map(JSONValue.string) + [Self.unknownEnumValue]
    } else if let current = value[row.path], let branches = discriminatorBranches(at: row.path) {
      choices = branches.map { $0.value(like: current) }
    } else {
      return
    }
    let current = value[row.path].flatMap { choices.firstIndex(of: $0) } ?? (forward ? -1 : choices.count)
    let next = (current + (forward ? 1 : -1) + choices.count) % choices.count
    set(row.path, choices[next])
    switchBranch(at: row.path)
  }

  /// Whether `<` `>` can cycle `row`: an enum, or a discriminator whose values select branches.
  public func canCycle(_ row: KeyRow) -> Bool {
    if case .enumeration? = row.type { return true }
    return discriminatorBranches(at: row.path) != nil
  }

  /// The branches a plain string or integer at `path` selects between, when it is a discriminator.
  private func discriminatorBranches(at path: JSONPath) -> [ModelSchema.Branch]? {
    guard let branching = schema.branching(at: path.parent),
      path.components.last == .key(branching.discriminator)
    else { return nil }
    return branching.branches
  }

  /// After the discriminator at `path` changed, the object reads another branch's keys.
  private mutating func switchBranch(at path: JSONPath) {
    let switched = schema.switchingBranch(in: value, at: path, options: options, restoring: remembered)
    value = switched.payload
    remembered.merge(switched.removed.filter { $0.value != .null }) { _, new in new }
  }

  /// Sets `row` from typed text, checked against the key's type.
  /// - Throws: ``EditError`` saying what the type accepts.
  /// Where the model accepts several types (`ModelSchema.accepted`), text any of them reads.
  public mutating func setText(_ text: String, for row: KeyRow) throws(EditError) {
    let parsed: JSONValue
    do {
      parsed = try ValueParsing.parse(text, as: row.type, options: options)
    } catch {
      let others = schema.accepted[schema.treePath(of: row.path)] ?? []
      let options = options
      guard let other = others.lazy.compactMap({ try? ValueParsing.parse(text, as: $0, options: options) }).first
      else { throw error }
      parsed = other
    }
    set(row.path, parsed)
    switchBranch(at: row.path)
  }

  /// Sets `row` to any JSON, for negative cases.
  /// - Throws: ``EditError`` with the parse error's column.
  public mutating func setRaw(_ text: String, for row: KeyRow) throws(EditError) {
    do {
      set(row.path, try JSONParser.parse(text))
    } catch {
      throw EditError(message: "not JSON: column \(error.column): \(error.message)")
    }
  }

  /// Appends an element to the array of `row` (or the array holding it): a copy of the last one,
  /// or a placeholder when the array is empty.
  public mutating func addElement(_ row: KeyRow) -> JSONPath? {
    let arrayPath = row.isArrayElement ? row.path.parent : row.path
    guard case .array(let elements)? = value[arrayPath] else { return nil }
    let elementType: SchemaType? = if case .array(let element)? = type(at: arrayPath) { element } else { nil }
    let element =
      elements.last ?? elementType.map { SchemaPlaceholder.value(for: $0, options: options, enums: schema.enums) }
      ?? .null
    let path = arrayPath.appending(index: elements.count)
    value = value.replacing(path, with: element)
    return path
  }

  /// Removes the array element of `row`.
  public mutating func removeElement(_ row: KeyRow) {
    guard row.isArrayElement else { return }
    value = value.replacing(row.path, with: nil)
  }

  /// Replaces the whole payload (a fixture or payload opened).
  public mutating func replace(with newValue: JSONValue) {
    value = newValue
    remembered = [:]
  }

  private mutating func remember(_ path: JSONPath) {
    if let current = value[path], current != .null { remembered[path] = current }
  }

  private mutating func set(_ path: JSONPath, _ newValue: JSONValue) {
    value = value.replacing(path, with: newValue, keyOrder: keyOrder(forParentOf: path))
  }

  private func placeholder(_ row: KeyRow) -> JSONValue {
    row.type.map { SchemaPlaceholder.value(for: $0, options: options, enums: schema.enums) } ?? .null
  }

  /// The schema's key order of the object holding `path`, so a restored key returns to its place.
  private func keyOrder(forParentOf path: JSONPath) -> [String] {
    guard case .object(_, let fields)? = type(at: path.parent) else { return [] }
    return fields.map(\.key)
  }

  /// The schema type at `path` (array indexes and dictionary keys followed).
  func type(at path: JSONPath) -> SchemaType? {
    var current = schema.root
    for component in path.components {
      switch (current, component) {
      case (.object(_, let fields), .key(let key)):
        guard let field = fields.first(where: { $0.key == key }) else { return nil }
        current = field.type
      case (.array(let element), .index):
        current = element
      case (.dictionary(let valueType), .key):
        current = valueType
      default:
        return nil
      }
    }
    return current
  }
}

/// Why a typed value was refused.
public struct EditError: Error, Sendable, Hashable {
  /// What the field accepts, in plain words.
  public var message: String
}
