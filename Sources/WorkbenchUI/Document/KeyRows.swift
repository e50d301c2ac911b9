import FixtureEngine
import JSONCore
import ModelProbe

/// Builds the keys pane's rows from a model's schema and the payload being edited: schema keys in
/// the model's order, each with its state in the payload, nested objects and array elements below
/// their parent unless folded, and the payload's unknown keys flagged. An unknown key made absent
/// (`leftOut`) keeps its row, so it can be brought back.
enum KeyRows {
  static func build(
    schema: ModelSchema, document: JSONValue, folded: Set<JSONPath>, leftOut: Set<JSONPath> = []
  ) -> [KeyRow] {
    var rows: [KeyRow] = []
    let layout = Layout(schema: schema, folded: folded, leftOut: leftOut)
    appendChildren(of: schema.root, value: document, path: .root, depth: 0, layout: layout, into: &rows)
    return rows
  }

  /// What every row of one build shares.
  private struct Layout {
    let schema: ModelSchema
    let folded: Set<JSONPath>
    let leftOut: Set<JSONPath>
  }

  private static func appendChildren(
    of type: SchemaType, value: JSONValue?, path: JSONPath, depth: Int, layout: Layout, into rows: inout [KeyRow]
  ) {
    let schema = layout.schema
    switch (type, value) {
    case (.object(_, let allFields), _):
      let object: JSONObject? = if case .object(let object)? = value { object } else { nil }
      // A polymorphic object shows the keys of the branch its discriminator selects.
      let branch = object.flatMap { schema.branchKeys(at: path, in: $0) }
      let fields = branch.map { keys in allFields.filter { keys.contains($0.key) } } ?? allFields
      for field in fields {
        let fieldPath = path.appending(key: field.key)
        let fieldValue = object?[field.key]
        appendRow(
          label: field.key, type: field.type, isRequired: field.isRequired, value: fieldValue, path: fieldPath,
          depth: depth, layout: layout, into: &rows)
      }
      let known = Set(fields.map(\.key))
      for member in object?.members ?? [] where !known.contains(member.key) {
        rows.append(unknownRow(member.key, under: path, depth: depth, state: .raw(member.value.compactText)))
      }
      // A key of another branch is the schema's, not unknown: switching branches takes it away.
      for key in leftOutKeys(under: path, of: object, known: Set(allFields.map(\.key)), layout: layout) {
        rows.append(unknownRow(key, under: path, depth: depth, state: .absent))
      }
    case (.array(let element), .array(let elements)?):
      // The elements of a long array start folded, so unfolding it lists one row per element.
      let foldsElements = elements.count > EditorState.foldThreshold
      // An array read by position has a type for each position.
      let shape = schema.positionalArrays.isEmpty ? nil : schema.shapePath(of: path)
      let positions =
        shape.flatMap { schema.positionalArrays.contains($0) ? $0 : nil }
        .map { schema.positionTypes(at: $0, first: element) } ?? []
      for (index, item) in elements.enumerated() {
        let type = index < positions.count ? positions[index] : element
        appendRow(
          label: "[\(index)]", type: type, isRequired: true, value: item, path: path.appending(index: index),
          depth: depth, foldedByDefault: foldsElements, layout: layout, into: &rows)
      }
    case (.dictionary(let valueType), .object(let object)?):
      for member in object.members {
        appendRow(
          label: member.key, type: valueType, isRequired: false, value: member.value,
          path: path.appending(key: member.key), depth: depth, layout: layout, into: &rows)
      }
    default:
      break
    }
  }

  /// The keys the model does not know that were made absent from the object at `path`.
  private static func leftOutKeys(under path: JSONPath, of object: JSONObject?, known: Set<String>, layout: Layout)
    -> [String]
  {
    guard let object else { return [] }
    return layout.leftOut.filter { $0.parent == path }.sorted().compactMap { leftOut in
      guard case .key(let key)? = leftOut.components.last, !known.contains(key), object[key] == nil else { return nil }
      return key
    }
  }

  private static func unknownRow(_ key: String, under path: JSONPath, depth: Int, state: KeyRow.State) -> KeyRow {
    KeyRow(
      path: path.appending(key: key), depth: depth, label: key, type: nil, isRequired: false, state: state,
      isFoldable: false, isFolded: false)
  }

  /// `folded` holds the rows whose fold differs from their default: folded for most rows, unfolded
  /// for the elements of a long array.
  private static func appendRow(
    label: String, type: SchemaType, isRequired: Bool, value: JSONValue?, path: JSONPath, depth: Int,
    foldedByDefault: Bool = false, layout: Layout, into rows: inout [KeyRow]
  ) {
    let schema = layout.schema
    var state = state(of: value, as: type)
    // A value of any type the model accepts there is one it expects.
    if case .raw = state, let others = schema.accepted[schema.treePath(of: path)],
      let fitting = others.first(where: { if case .value = Self.state(of: value, as: $0) { true } else { false } })
    {
      state = Self.state(of: value, as: fitting)
    }
    let foldable: Bool = if case .container = state { true } else { false }
    let isFolded = foldable && (layout.folded.contains(path) != foldedByDefault)
    var row = KeyRow(
      path: path, depth: depth, label: label, type: type, isRequired: isRequired, state: state, isFoldable: foldable,
      isFolded: isFolded)
    if !schema.positionalArrays.isEmpty || !schema.accepted.isEmpty {
      let name = schema.displayName(of: type, at: schema.treePath(of: path))
      if name != type.displayName { row.typeName = name }
    }
    rows.append(row)
    if foldable, !isFolded {
      appendChildren(of: type, value: value, path: path, depth: depth + 1, layout: layout, into: &rows)
    }
  }

  /// How `value` stands to what `type` expects.
  static func state(of value: JSONValue?, as type: SchemaType) -> KeyRow.State {
    guard let value else { return .absent }
    if value == .null { return .null }
    switch (type, value) {
    case (.object, .object(let object)), (.dictionary, .object(let object)):
      return .container(object.count == 1 ? "1 key" : "\(object.count) keys")
    case (.array, .array(let elements)):
      return .container(elements.count == 1 ? "1 element" : "\(elements.count) elements")
    case (.enumeration(_, let cases), .string(let text)):
      return cases.contains(text) ? .value(value.compactText) : .raw(value.compactText)
    case (.enumeration(_, let cases), .number(let number)):
      // An `Int` enum's cases are its raw values, written as numbers.
      return cases.contains(number.text) ? .value(value.compactText) : .raw(value.compactText)
    case (.string, .string), (.url, .string), (.uuid, .string), (.data, .string), (.bool, .bool),
      (.integer, .number), (.number, .number), (.date, .string), (.date, .number):
      return .value(value.compactText)
    case (.recursive, _), (.unknown, _):
      return .value(value.compactText)
    default:
      return .raw(value.compactText)
    }
  }
}
