import JSONFragment
import JSONTrace

/// Swift source text for values: string literals, `JSONValue` literals and `JSONPath`s.
package enum SwiftLiteral {
  /// A string literal that reads back as `text` (`SwiftStringLiteral.quoting(_:)`).
  static func string(_ text: String) -> String {
    SwiftStringLiteral.quoting(text)
  }

  /// Whether JSON number text is an integer literal Swift accepts as `Int`.
  static func isIntLiteral(_ text: String) -> Bool {
    Int(text) != nil
  }

  /// A `JSONValue` expression equal to `value`; objects and arrays too long for one line are
  /// written one member per line, indented by two spaces per level.
  static func json(_ value: JSONValue, indent: String = "") -> String {
    // The type-checker takes minutes over deeply nested collection literals: parse those instead.
    if nestingDepth(of: value) > maximumLiteralDepth {
      return "(try! JSONParser.parse(" + string(value.compactText) + "))"
    }
    let flat = jsonOnOneLine(value)
    guard flat.count + indent.count > 100 else { return flat }
    let inner = indent + "  "
    switch value {
    case .array(let elements):
      return "[\n" + elements.map { inner + json($0, indent: inner) + ",\n" }.joined() + indent + "]"
    case .object(let object):
      return "[\n"
        + object.members.map { inner + string($0.key) + ": " + json($0.value, indent: inner) + ",\n" }.joined() + indent
        + "]"
    default:
      return flat
    }
  }

  /// The deepest nesting of arrays and objects written as Swift collection literals.
  static let maximumLiteralDepth = 16

  private static func nestingDepth(of value: JSONValue) -> Int {
    switch value {
    case .array(let elements): 1 + (elements.map(nestingDepth).max() ?? 0)
    case .object(let object): 1 + (object.members.map { nestingDepth(of: $0.value) }.max() ?? 0)
    default: 0
    }
  }

  private static func jsonOnOneLine(_ value: JSONValue) -> String {
    switch value {
    case .null: return ".null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return numberLiteral(number)
    case .string(let text): return string(text)
    case .array(let elements): return "[" + elements.map(jsonOnOneLine).joined(separator: ", ") + "]"
    case .object(let object):
      guard !object.isEmpty else { return "[:]" }
      return "[" + object.members.map { string($0.key) + ": " + jsonOnOneLine($0.value) }.joined(separator: ", ") + "]"
    }
  }

  /// A number literal when Swift's literal keeps the exact text, else the text itself.
  private static func numberLiteral(_ number: JSONNumber) -> String {
    if isIntLiteral(number.text) { return number.text }
    if let double = Double(number.text), double.isFinite, JSONNumber(floatLiteral: double).text == number.text {
      return number.text
    }
    return ".number(JSONNumber(text: \(string(number.text)))!)"
  }

  /// A `JSONPath` expression: a string literal for plain keys (`"assets[0].state"`), the
  /// components otherwise.
  static func path(_ path: JSONPath) -> String {
    let plain = path.components.allSatisfy { component in
      if case .key(let key) = component { return SwiftIdentifier.isPlain(key) }
      return true
    }
    if plain, !path.components.isEmpty { return string(path.description) }
    if path.components.isEmpty { return ".root" }
    let parts = path.components.map { component in
      switch component {
      case .key(let key): ".key(\(string(key)))"
      case .index(let index): ".index(\(index))"
      }
    }
    return "JSONPath([" + parts.joined(separator: ", ") + "])"
  }
}

extension SwiftLiteral {
  /// `.iso8601`, or `.formatted("yyyy-MM-dd")`.
  static func dateStrategy(_ strategy: JSONDateStrategy) -> String {
    if case .formatted(let format) = strategy { return ".formatted(\(string(format)))" }
    return ".\(strategy)"
  }
}
