import JSONFragment
import JSONTrace
import ModelAdapter
import ModelProbe

/// Every key of a model's schema that a scenario matrix could vary, found by walking the schema
/// beside a base payload: one dimension per key, parents before their children, in the order the
/// model reads them.
///
/// Inside an object the base lacks (or holds `null`), and inside the first element of an array the
/// base leaves empty, the keys are walked in a schema placeholder instead, which is what the
/// parent's `value` or array-size choices write.
struct DimensionDiscovery {
  let options: DecodingOptions
  let includesNullAndAbsent: Bool

  func dimensions(of schema: ModelSchema, base: JSONValue) -> [ScenarioDimension] {
    var found: [ScenarioDimension] = []
    walk(schema.root, at: .root, in: base, enclosing: [], into: &found)
    return found
  }

  private func walk(
    _ type: SchemaType, at path: JSONPath, in value: JSONValue, enclosing: [JSONPath],
    into found: inout [ScenarioDimension]
  ) {
    switch (type, value) {
    case (.object(_, let fields), .object(let object)):
      let order = fields.map(\.key)
      for field in fields {
        add(
          field, at: path.appending(key: field.key), current: object[field.key], siblingOrder: order,
          enclosing: enclosing, into: &found)
      }
    case (.array(let element), .array(let elements)):
      if let first = elements.first {
        walk(element, at: path.appending(index: 0), in: first, enclosing: enclosing, into: &found)
      }
    default:
      break
    }
  }

  private func add(
    _ field: SchemaField, at path: JSONPath, current: JSONValue?, siblingOrder: [String], enclosing: [JSONPath],
    into found: inout [ScenarioDimension]
  ) {
    let type = field.type
    let placeholder = SchemaPlaceholder.value(for: type, options: options)
    let presence: ScenarioCase.Choice = current == nil ? .absent : current == .null ? .null : .value
    let present = current.flatMap { $0 == .null ? nil : $0 }
    let inner = enclosing + [path]
    switch type {
    case .enumeration(_, let cases):
      let raw = present.flatMap { if case .string(let text) = $0, cases.contains(text) { text } else { nil } }
      let defaultChoice = raw.map(ScenarioCase.Choice.enumCase) ?? presence
      let own: [ScenarioCase.Choice] = defaultChoice == .value ? [.value] : []
      found.append(
        dimension(
          path, required: field.isRequired, own + cases.map(ScenarioCase.Choice.enumCase), defaultChoice,
          value: present, siblingOrder, enclosing))
    case .array(let elementType):
      let elements = present.flatMap { if case .array(let elements) = $0 { elements } else { nil } }
      let defaultChoice = elements.map { ScenarioCase.Choice.arraySize($0.count) } ?? presence
      let sizes = Set([0, 1, 3] + (elements.map { [$0.count] } ?? [])).sorted()
      let own: [ScenarioCase.Choice] = defaultChoice == .value ? [.value] : []
      let template = elements?.first ?? SchemaPlaceholder.value(for: elementType, options: options)
      found.append(
        dimension(
          path, required: field.isRequired, own + sizes.map(ScenarioCase.Choice.arraySize), defaultChoice,
          value: present, siblingOrder,
          enclosing,
          elements: elements ?? [], elementTemplate: template))
      walk(elementType, at: path.appending(index: 0), in: template, enclosing: inner, into: &found)
    case .object:
      let value = present ?? placeholder
      found.append(
        dimension(path, required: field.isRequired, [.value], presence, value: value, siblingOrder, enclosing))
      walk(type, at: path, in: value, enclosing: inner, into: &found)
    default:
      let value = present ?? (placeholder == .null ? nil : placeholder)
      found.append(
        dimension(
          path, required: field.isRequired, value == nil ? [] : [.value], presence, value: value, siblingOrder,
          enclosing))
    }
  }

  /// A dimension with `null` and `absent` after `values` (only the default's when they are turned
  /// off).
  private func dimension(
    _ path: JSONPath, required: Bool, _ values: [ScenarioCase.Choice], _ defaultChoice: ScenarioCase.Choice,
    value: JSONValue?,
    _ siblingOrder: [String], _ enclosing: [JSONPath], elements: [JSONValue] = [], elementTemplate: JSONValue? = nil
  ) -> ScenarioDimension {
    let missing = [ScenarioCase.Choice.null, .absent].filter { includesNullAndAbsent || $0 == defaultChoice }
    return ScenarioDimension(
      path: path, choices: values + missing, defaultChoice: defaultChoice, isRequired: required, value: value,
      elements: elements,
      elementTemplate: elementTemplate, siblingOrder: siblingOrder, enclosingPaths: enclosing.reversed())
  }
}
