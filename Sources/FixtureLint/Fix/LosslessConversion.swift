import Foundation
import JSONCore
import ModelProbe

/// A value turned into the type a model now reads without losing anything: `42` and `"42"`, a
/// single value and a one-element array, a value and a one-field object holding it.
enum LosslessConversion {
  /// The JSON text of `value` (written as `written`) as `type`, if it converts whole.
  static func convert(_ value: JSONValue, written: String, to type: SchemaType) -> String? {
    switch (value, type) {
    case (.number(let number), .string), (.number(let number), .enumeration):
      let quoted = JSONValue.string(number.text)
      return type.admits(quoted) ? quoted.compactText : nil
    case (.bool(let flag), .string):
      return JSONValue.string(String(flag)).compactText
    case (.string(let text), .integer), (.string(let text), .number), (.string(let text), .bool):
      guard let parsed = try? JSONParser.parse(text), parsed.compactText == text, type.admits(parsed) else {
        return nil
      }
      return text
    case (.array(let elements), _) where elements.count == 1:
      if case .array = type { return nil }
      return type.admits(elements[0]) ? inner(of: written) : nil
    case (_, .array(let element)):
      return element.admits(value) ? "[" + written + "]" : nil
    case (.object(let object), _) where object.count == 1:
      if case .object = type { return nil }
      if case .dictionary = type { return nil }
      return object.first.flatMap { type.admits($0.value) ? member(of: written) : nil }
    case (_, .object(_, let fields)):
      let holders = fields.filter { $0.type.admits(value) }
      guard holders.count == 1, let holder = holders.first,
        fields.allSatisfy({ !$0.isRequired || $0.key == holder.key })
      else { return nil }
      return "{" + JSONValue.string(holder.key).compactText + ": " + written + "}"
    default:
      return nil
    }
  }

  /// The text of the one element of an array, as written.
  private static func inner(of written: String) -> String? {
    JSONTextMap(Array(written.utf8))[JSONPath([.index(0)])].map {
      String(decoding: Array(written.utf8)[$0.value], as: UTF8.self)
    }
  }

  /// The text of the one member's value of an object, as written.
  private static func member(of written: String) -> String? {
    let bytes = Array(written.utf8)
    let map = JSONTextMap(bytes)
    return map[.root]?.children.first.flatMap { map[$0] }.map { String(decoding: bytes[$0.value], as: UTF8.self) }
  }
}
