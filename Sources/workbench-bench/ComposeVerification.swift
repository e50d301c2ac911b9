import Foundation
import JSONFragment

/// Parses a composed payload back and checks it holds exactly the input's fields. Key order is
/// not compared (the seed's single fragment follows dictionary order) and numbers are compared by
/// value (each composer spells doubles its own way).
enum ComposeVerification {
  /// Whether the payload held exactly the input, and what was found.
  struct Result {
    var passed: Bool
    var message: String

    static func failure(_ message: String) -> Result { Result(passed: false, message: message) }
  }

  static func compare(_ payload: Data, with fields: [ComposeField]) -> Result {
    let parsed: JSONValue
    do {
      parsed = try JSONParser.parse(payload)
    } catch {
      return .failure("output is not JSON: \(error)")
    }
    guard case .object(let object) = parsed else {
      return .failure("output is \(parsed.kindDescription), not an object")
    }
    guard object.count == fields.count else {
      return .failure("output has \(object.count) members, input has \(fields.count) fields")
    }
    let values = Dictionary(object.members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    for field in fields {
      guard let value = values[field.key] else { return .failure("key \(field.key) is missing") }
      guard matches(field.value, value) else {
        return .failure("key \(field.key): \(value.compactText) != \(field.value)")
      }
    }
    return Result(passed: true, message: "all \(fields.count) fields read back equal")
  }

  private static func matches(_ expected: ComposeValue, _ actual: JSONValue) -> Bool {
    switch (expected, actual) {
    case (.int(let number), .number(let written)): written.intValue == number
    case (.double(let number), .number(let written)): written.doubleValue == number
    case (.string(let text), .string(let written)): written == text
    case (.bool(let flag), .bool(let written)): written == flag
    default: false
    }
  }
}
