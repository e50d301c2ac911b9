import Foundation
import JSONFragment

/// Swift expressions for fragment fields: the value a JSON payload holds, as a `Field` of the
/// field's type, or as `.raw(...)` when the JSON is not a value of that type.
enum FieldExpression {
  /// The `Field` expression for `json` (`nil`: the key is absent). Continuation lines of a
  /// multi-line expression are indented by `indent`; fragment types are named as code written
  /// inside the fragment type `scope` (a qualified name) reaches them, or in full.
  static func field(_ json: JSONValue?, kind: FieldKind, indent: String, scope: String? = nil) -> String {
    guard let json else { return ".absent" }
    if json == .null { return ".null" }
    switch kind {
    case .string, .bool, .integer, .floating:
      if let literal = value(json, kind: kind) { return literal }
    case .fragment(let outline):
      if case .object(let object) = json, let made = fragment(object, outline: outline, indent: indent, scope: scope) {
        return ".value(\(made))"
      }
    case .fragments(let outline):
      if case .array(let elements) = json,
        let made = fragmentArray(elements, outline: outline, indent: indent, scope: scope)
      {
        return ".value(\(made))"
      }
    case .json:
      return ".value(\(SwiftLiteral.json(json, indent: indent)))"
    case .positions(let nested):
      if case .array(let elements) = json, !nested || elements.allSatisfy({ $0.arrayValue != nil }) {
        return ".value(\(SwiftLiteral.json(json, indent: indent)))"
      }
    default:
      if let literal = value(json, kind: kind) { return ".value(\(literal))" }
    }
    return ".raw(\(SwiftLiteral.json(json, indent: indent)))"
  }

  /// The value expression of a plain kind for `json`, or `nil` when `json` is not such a value.
  static func value(_ json: JSONValue, kind: FieldKind) -> String? {
    switch (kind, json) {
    case (.string, .string(let text)):
      return SwiftLiteral.string(text)
    case (.bool, .bool(let flag)):
      return flag ? "true" : "false"
    case (.integer(let name), .number(let number)):
      return fitsInteger(number.text, name) ? number.text : nil
    case (.floating(let name), .number(let number)):
      let finite = name == "Float" ? Float(number.text)?.isFinite : Double(number.text)?.isFinite
      return finite == true ? number.text : nil
    case (.decimal, .number(let number)):
      return Decimal(string: number.text) == nil ? nil : "Decimal(string: \(SwiftLiteral.string(number.text)))!"
    case (.url, .string(let text)):
      return URL(string: text) == nil ? nil : "URL(string: \(SwiftLiteral.string(text)))!"
    case (.uuid, .string(let text)):
      return UUID(uuidString: text) == nil ? nil : "UUID(uuidString: \(SwiftLiteral.string(text)))!"
    case (.date(let strategy), _):
      return strategy.date(from: json).map(dateLiteral)
    case (.data, .string("")):
      return "Data()"
    case (.data, .string(let text)):
      return Data(base64Encoded: text) == nil ? nil : "Data(base64Encoded: \(SwiftLiteral.string(text)))!"
    case (.dictionary(let valueKind), .object(let object)):
      guard Set(object.map(\.key)).count == object.count else { return nil }
      let entries = object.sorted { $0.key < $1.key }.map { member in
        value(member.value, kind: valueKind).map { "\(SwiftLiteral.string(member.key)): \($0)" }
      }
      guard entries.allSatisfy({ $0 != nil }) else { return nil }
      return entries.isEmpty ? "[:]" : "[" + entries.map { $0! }.joined(separator: ", ") + "]"
    case (.enumeration(let detail), _):
      guard let found = detail.caseWithRawValue(json) else { return nil }
      if let name = found.name, SwiftIdentifier.isPlain(name) { return "." + SwiftIdentifier.escaped(name) }
      guard let raw = value(json, kind: json.isString ? .string : .integer("Int")) else { return nil }
      return "\(detail.typeName)(rawValue: \(raw))!"
    case (.json, _):
      return SwiftLiteral.json(json)
    case (.values(let element), .array(let elements)):
      let values = elements.map { value($0, kind: element) }
      guard values.allSatisfy({ $0 != nil }) else { return nil }
      return "[" + values.map { $0! }.joined(separator: ", ") + "]"
    default:
      return nil
    }
  }

  /// `Shape()` for the fragment's defaults, `Shape().changing { ... }` for other values, or
  /// `nil` when `object` has keys the fragment does not know.
  static func fragment(_ object: JSONObject, outline: FragmentOutline, indent: String, scope: String? = nil) -> String?
  {
    let changes = assignments(
      turning: outline.defaults, into: object, outline: outline, target: "$0", indent: indent + "  ", scope: scope)
    guard changes.extraMembers.isEmpty else { return nil }
    let name = outline.name(writtenIn: scope)
    guard !changes.statements.isEmpty else { return name + "()" }
    let body = changes.statements.map { indent + "  " + $0 + "\n" }.joined()
    return name + "().changing {\n" + body + indent + "}"
  }

  private static func fragmentArray(_ elements: [JSONValue], outline: FragmentOutline, indent: String, scope: String?)
    -> String?
  {
    var made: [String] = []
    for element in elements {
      guard case .object(let object) = element,
        let one = fragment(object, outline: outline, indent: indent + "  ", scope: scope)
      else { return nil }
      made.append(one)
    }
    let flat = "[" + made.joined(separator: ", ") + "]"
    if !flat.contains("\n"), flat.count + indent.count < 100 { return flat }
    return "[\n" + made.map { indent + "  " + $0 + ",\n" }.joined() + indent + "]"
  }

  /// The statements that turn a fragment writing `defaults` into one writing `target`, and the
  /// members of `target` the fragment has no key for (they must be added beside it).
  static func assignments(
    turning defaults: JSONObject, into target: JSONObject, outline: FragmentOutline, target variable: String,
    indent: String,
    scope: String? = nil
  ) -> (statements: [String], extraMembers: [JSONMember]) {
    var statements: [String] = []
    for entry in outline.fields where defaults[entry.key] != target[entry.key] {
      let expression = field(target[entry.key], kind: entry.kind, indent: indent, scope: scope)
      statements.append("\(variable).\(entry.escapedProperty) = \(expression)")
    }
    var seen = Set<String>()
    let extra = target.members.filter { member in
      let first = seen.insert(member.key).inserted
      return outline.field(forKey: member.key) == nil || !first
    }
    return (statements, extra)
  }

  /// `Date(timeIntervalSince1970: 1714564800)`: the exact instant, whatever the strategy.
  private static func dateLiteral(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    let text = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int64(seconds)) : "\(seconds)"
    return "Date(timeIntervalSince1970: \(text))"
  }

  /// Whether integer text is a value of the named integer type (so the literal compiles).
  private static func fitsInteger(_ text: String, _ name: String) -> Bool {
    switch name {
    case "Int8": Int8(text) != nil
    case "Int16": Int16(text) != nil
    case "Int32": Int32(text) != nil
    case "Int64": Int64(text) != nil
    case "UInt": UInt(text) != nil
    case "UInt8": UInt8(text) != nil
    case "UInt16": UInt16(text) != nil
    case "UInt32": UInt32(text) != nil
    case "UInt64": UInt64(text) != nil
    default: Int(text) != nil
    }
  }
}

extension JSONValue {
  fileprivate var isString: Bool {
    if case .string = self { return true }
    return false
  }
}
