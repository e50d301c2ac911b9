import FixtureEngine
import JSONFragment

extension SwiftCodeExporter {
  /// The literal kind of a list or a map of plain values (`[Bool]`, `[String: Double]`), or `nil`.
  static func plainValues(of model: WorkspaceModel) -> FieldKind? {
    guard let (collection, element) = model.collected else { return nil }
    let kind: FieldKind
    switch element.typeName {
    case "Bool": kind = .bool
    case "String": kind = .string
    case "Int": kind = .integer("Int")
    case "Double": kind = .floating("Double")
    default: return nil
    }
    return collection == .array ? .values(kind) : .dictionary(kind)
  }

  /// The lines that compose `payload` at `indent`, the name of what they make (`fragment`,
  /// `payload`, or `nil` when no fragment describes it) and the expression of its bytes.
  func composition(of payload: JSONValue, indent: String) -> (
    lines: [String], document: String?, data: String
  ) {
    if let plainValues, let literal = FieldExpression.value(payload, kind: plainValues) {
      let type = "JSONComposer<\(model.typeName)>"
      return (["\(indent)let document = \(type)(value: \(literal))"], "document", "document.data()")
    }
    if model.arrayElement != nil, case .array(let elements) = payload {
      let objects = elements.compactMap { element -> JSONObject? in
        if case .object(let object) = element { object } else { nil }
      }
      if objects.count == elements.count {
        return composition(ofElements: objects.map { (nil, $0) }, indent: indent)
      }
    }
    if model.mapElement != nil, case .object(let entries) = payload, Set(entries.map(\.key)).count == entries.count {
      let objects = entries.compactMap { entry -> (String?, JSONObject)? in
        if case .object(let object) = entry.value { (entry.key, object) } else { nil }
      }
      if objects.count == entries.count { return composition(ofElements: objects, indent: indent) }
    }
    guard model.mapElement == nil, case .object(let object) = payload else {
      return (
        [
          indent + "// The payload is not a JSON object, so no fragment describes it: only the outcome is checked.",
          indent + "let payload: JSONValue = \(SwiftLiteral.json(payload, indent: indent))",
        ], nil, "Data(JSONPrinter.bytes(of: payload, style: .compact))"
      )
    }
    let changes = FieldExpression.assignments(
      turning: fragment.defaults, into: object, outline: fragment, target: "fragment", indent: indent)
    var lines = ["\(indent)\(changes.statements.isEmpty ? "let" : "var") fragment = \(fragment.qualifiedName)()"]
    lines += changes.statements.map { indent + $0 }
    guard !changes.extraMembers.isEmpty else { return (lines, "fragment", "fragment.jsonData()") }
    lines.append(
      "\(indent)let payload = fragment.byAdding(PlainJSONFragment(members: \(Self.members(changes.extraMembers, indent: indent))))"
    )
    return (lines, "payload", "payload.jsonData()")
  }

  /// The lines that compose an array model's payload, one fragment per element, into one document
  /// whose comparison checks every element (`toJSONArray()`), or a map model's, one fragment per
  /// key (`toJSONObject()`): `objects` are keyed then.
  private func composition(ofElements objects: [(key: String?, object: JSONObject)], indent: String) -> (
    lines: [String], document: String?, data: String
  ) {
    var lines: [String] = []
    var names: [String] = []
    for (index, (_, object)) in objects.enumerated() {
      let name = "fragment\(index + 1)"
      let changes = FieldExpression.assignments(
        turning: fragment.defaults, into: object, outline: fragment, target: name, indent: indent)
      if !changes.extraMembers.isEmpty {
        let keys = changes.extraMembers.map(\.key).joined(separator: ", ")
        lines.append("\(indent)// Left out: keys of element \(index + 1) that the model never reads (\(keys)).")
      }
      lines.append("\(indent)\(changes.statements.isEmpty ? "let" : "var") \(name) = \(fragment.qualifiedName)()")
      lines += changes.statements.map { indent + $0 }
      names.append(name)
    }
    if model.mapElement != nil {
      let entries = zip(objects, names).map { "\(SwiftLiteral.string($0.0.key ?? "")): \($0.1)" }
      let map = entries.isEmpty ? "[String: \(fragment.qualifiedName)]()" : "[\(entries.joined(separator: ", "))]"
      lines.append("\(indent)let fragments = \(map).toJSONObject()")
      return (lines, "fragments", "fragments.data()")
    }
    let array = names.isEmpty ? "[\(fragment.qualifiedName)]()" : "[\(names.joined(separator: ", "))]"
    lines.append("\(indent)let fragments = \(array).toJSONArray()")
    return (lines, "fragments", "fragments.data()")
  }
}
