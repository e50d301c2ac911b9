import Foundation
import JSONFragment
import ModelAdapter

/// The state one tracing pass shares between all its decoders and containers.
final class TraceRecorder {
  let options: DecodingOptions
  var failures: [FieldFailure] = []
  var unreadKeys: [JSONPath] = []
  var readCount = 0
  /// How `JSONDecoder`'s `.iso8601` strategy reads dates (`ISO8601DateFormatter` accepts other text).
  let iso8601 = Date.ISO8601FormatStyle()

  init(options: DecodingOptions) {
    self.options = options
  }

  func recordFailure(
    at node: TraceNode, _ kind: FieldFailure.Kind, expected: String, found: JSONValue?, message: String
  ) {
    guard !node.isPlaceholder else { return }
    failures.append(
      FieldFailure(path: node.path, kind: kind, expected: expected, found: found?.summary, message: message))
  }

  func recordFailure(at path: JSONPath, _ kind: FieldFailure.Kind, expected: String, found: JSONValue?, message: String)
  {
    failures.append(FieldFailure(path: path, kind: kind, expected: expected, found: found?.summary, message: message))
  }

  var trace: DecodeTrace {
    DecodeTrace(failures: failures, unreadKeys: unreadKeys, readCount: readCount)
  }
}

/// A type name as messages show it: `Int`, `Pokemon.Kind`, `[String]`.
func readableTypeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  if let dot = name.firstIndex(of: "."), !name.hasPrefix("Swift.") {
    let module = name[..<dot]
    if !module.contains("<") { name = String(name[name.index(after: dot)...]) }
  }
  for prefix in ["Swift.", "Foundation."] { name = name.replacingOccurrences(of: prefix, with: "") }
  if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = String(name.dropFirst(9).dropLast()) }
  if name.hasPrefix("Array<"), name.hasSuffix(">") { name = "[" + name.dropFirst(6).dropLast() + "]" }
  return name
}
