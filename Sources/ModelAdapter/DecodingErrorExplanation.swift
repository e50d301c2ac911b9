import Foundation
import JSONCore

/// The path and plain message for a `DecodingError`, given the value it names in the payload.
struct DecodingErrorExplanation {
  let path: JSONPath
  let message: String

  /// Explains `error`; `found` is the payload's value at the error's path, when there is one.
  init(_ error: DecodingError, found: JSONValue?) {
    path = error.jsonPath
    switch error {
    case .keyNotFound(let key, _):
      message = "the required key \(JSONValue.string(key.stringValue).compactText) is missing"
    case .valueNotFound(let type, _):
      message = "expected \(Self.name(of: type)), found null"
    case .typeMismatch(let type, _):
      message = "expected \(Self.name(of: type)), found \(found?.summary ?? "nothing")"
    case .dataCorrupted(let context)
    where context.codingPath.isEmpty && context.debugDescription.contains("not valid JSON"):
      // Only reached for a payload that parsed: JSONDecoder says this of a number out of range.
      message =
        "JSONDecoder refuses the payload as not valid JSON, though it is JSON: "
        + "it does so when a number does not fit its property's type (beyond Int64, or beyond Double such as 1e400)"
    case .dataCorrupted(let context):
      let shown = found.map { "found \($0.summary): " } ?? ""
      message = "\(shown)\(context.debugDescription)"
    @unknown default:
      message = String(describing: error)
    }
  }

  static func name(of type: Any.Type) -> String {
    let name = String(describing: type)
    if name.hasPrefix("Optional<"), name.hasSuffix(">") { return String(name.dropFirst(9).dropLast()) }
    if name.hasPrefix("Array<") { return "an array" }
    if name.hasPrefix("Dictionary<") || name == "KeyedDecodingContainer" { return "an object" }
    if name == "UnkeyedDecodingContainer" { return "an array" }
    return name
  }
}
