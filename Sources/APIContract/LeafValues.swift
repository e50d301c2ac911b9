import Foundation
import JSONCore
import OpenAPIKit

/// The value of a schema that holds no other (a string, a number, a boolean) and the changes it
/// allows: its other enum values, its format's other forms, the empty string. The example comes
/// first, then the default, the first enum value, a value of the format; numbers lie within
/// their bounds and strings within their lengths and pattern.
enum LeafValues {
  /// What a schema that says nothing of its value (`{}`) is given.
  static let anyValue = JSONValue.string("value")

  static func generate(
    _ schema: JSONSchema, at pointer: JSONPointer, path: JSONPath, example: JSONValue?
  ) -> SchemaWalk.Generated {
    let enumValues = (schema.allowedValues ?? []).compactMap { JSONValue(openAPI: $0) }
    let own =
      (example.map { [$0] } ?? []) + schema.examples.compactMap { JSONValue(openAPI: $0) }
      + (schema.defaultValue.flatMap { JSONValue(openAPI: $0) }.map { [$0] } ?? [])
    let fitting = own.first { fits($0, schema) && (enumValues.isEmpty || enumValues.contains($0)) }
    let base: JSONValue? = fitting ?? enumValues.first ?? made(schema)
    guard let base else { return SchemaWalk.Generated(value: nil) }
    var changes: [PayloadChange] = []
    let change = { (kind: PayloadChange.Kind, value: JSONValue, keyword: String?, allowance: String) in
      guard value != base else { return }
      changes.append(
        PayloadChange(
          kind: kind, edits: [.init(path: path, value: value)], pointer: pointer, keyword: keyword,
          allowance: allowance))
    }
    for value in enumValues where value != .null {
      change(.enumValue, value, "enum", "allows \(value.compactText) (enum)")
    }
    if enumValues.isEmpty {
      for form in FormatForms.forms(of: schema) where fits(form.value, schema) {
        change(.format, form.value, "format", "allows \(form.value.compactText) (\(form.name))")
      }
      if case .string(_, let context) = schema.value, context.minLength == 0, (schema.formatString ?? "").isEmpty,
        matches("", context.pattern)
      {
        change(.emptyString, .string(""), nil, "allows an empty string")
      }
    }
    return SchemaWalk.Generated(value: base, changes: changes)
  }

  /// A value of the schema's type and format within its constraints.
  private static func made(_ schema: JSONSchema) -> JSONValue? {
    switch schema.value {
    case .boolean: return .bool(true)
    case .null: return .null
    case .integer(_, let context):
      var value = 1
      if let minimum = context.minimum { value = max(value, minimum.value + (minimum.exclusive ? 1 : 0)) }
      if let maximum = context.maximum { value = min(value, maximum.value - (maximum.exclusive ? 1 : 0)) }
      if let step = context.multipleOf, step > 0, value % step != 0 { value = (value / step + 1) * step }
      return .number(JSONNumber(value))
    case .number(_, let context):
      var value = 1.5
      if let minimum = context.minimum { value = max(value, minimum.value + (minimum.exclusive ? 0.5 : 0)) }
      if let maximum = context.maximum { value = min(value, maximum.value - (maximum.exclusive ? 0.5 : 0)) }
      if let step = context.multipleOf, step > 0 { value = (value / step).rounded(.up) * step }
      return JSONNumber(value).map(JSONValue.number)
    case .string(_, let context):
      if let form = FormatForms.base(of: schema) { return form }
      let candidates = ["text", "abc", "A1", "1", "abc-123", "ABC", "a1b2c3", "2024-05-01"]
      var text = candidates.first { matches($0, context.pattern) } ?? "text"
      while text.count < context.minLength { text += "x" }
      if let maximum = context.maximumLength { text = String(text.prefix(maximum)) }
      return .string(text)
    case .fragment, .not: return anyValue
    default: return nil
    }
  }

  /// Whether `value` is of the schema's type and within its constraints.
  static func fits(_ value: JSONValue, _ schema: JSONSchema) -> Bool {
    switch (schema.value, value) {
    case (.boolean, .bool), (.null, .null), (.fragment, _), (.not, _): return true
    case (.integer(_, let context), .number(let number)):
      guard let integer = number.intValue else { return false }
      return within(
        integer, context.minimum.map { ($0.value, $0.exclusive) }, context.maximum.map { ($0.value, $0.exclusive) })
    case (.number(_, let context), .number(let number)):
      guard let double = number.doubleValue else { return false }
      return within(
        double, context.minimum.map { ($0.value, $0.exclusive) }, context.maximum.map { ($0.value, $0.exclusive) })
    case (.string(_, let context), .string(let text)):
      return text.count >= context.minLength && text.count <= (context.maximumLength ?? .max)
        && matches(text, context.pattern)
    default:
      return false
    }
  }

  /// Whether `value` lies between the bounds, each included unless exclusive.
  private static func within<Value: Comparable>(
    _ value: Value, _ minimum: (value: Value, exclusive: Bool)?, _ maximum: (value: Value, exclusive: Bool)?
  ) -> Bool {
    if let minimum, value < minimum.value || minimum.exclusive && value == minimum.value { return false }
    if let maximum, value > maximum.value || maximum.exclusive && value == maximum.value { return false }
    return true
  }

  private static func matches(_ text: String, _ pattern: String?) -> Bool {
    guard let pattern else { return true }
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return true }
    let range = NSRange(text.startIndex..., in: text)
    return expression.firstMatch(in: text, range: range) != nil
  }
}

extension JSONSchema.StringContext {
  var maximumLength: Int? { maxLength }
}
