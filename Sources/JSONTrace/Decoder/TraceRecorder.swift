import Foundation
import JSONCore

/// The state one tracing pass shares between all its decoders and containers.
final class TraceRecorder {
  let options: DecodingOptions
  var failures: [FieldFailure] = []
  var unreadKeys: [JSONPath] = []
  var readCount = 0
  /// How `JSONDecoder`'s `.iso8601` strategy reads dates (`ISO8601DateFormatter` accepts other text).
  let iso8601 = Date.ISO8601FormatStyle()
  private var formatter: DateFormatter?

  /// The formatter for a `.formatted` strategy, made once per pass.
  func dateFormatter(_ format: String) -> DateFormatter {
    if let formatter { return formatter }
    let made = JSONDateStrategy.dateFormatter(format)
    formatter = made
    return made
  }

  /// How dates are read when the package's decoder has a strategy of its own.
  let dateReading: PackageDecoder.DateReading
  /// How `Data` is read when the package's decoder has a strategy of its own.
  let dataReading: PackageDecoder.DataReading
  /// The package decoder's `.custom` key strategy, when it has one.
  let customKeys: (@Sendable ([any CodingKey]) -> any CodingKey)?
  /// The strings the package's decoder reads as infinities and NaN.
  let nonConformingFloats: [String: Double]
  /// The package decoder's `userInfo`, which its models' `init(from:)` may read.
  let userInfo: [CodingUserInfoKey: Any]

  init(options: DecodingOptions) {
    self.options = options
    dateReading = options.packageDecoder?.dateReading ?? .standard
    dataReading = options.packageDecoder?.dataReading ?? .standard
    customKeys = options.packageDecoder?.customKeys
    nonConformingFloats = options.packageDecoder?.nonConformingFloats ?? [:]
    if let decoder = options.packageDecoder?.decoder() { userInfo = decoder.userInfo } else { userInfo = [:] }
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

/// A type name as messages show it: `Int`, `Pokemon.Kind`, `[String]`, `Page<Forecast>`; an
/// optional's name is its wrapped type's.
package func readableTypeName(_ type: Any.Type) -> String {
  let name = SwiftTypeName.readable(type)
  return name.hasSuffix("?") ? String(name.dropLast()) : name
}
