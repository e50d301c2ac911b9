import Foundation
import JSONCore

/// The state one tracing pass shares between all its decoders and containers, unchecked for
/// exclusivity as ``TraceNode``'s is.
final class TraceRecorder {
  let options: DecodingOptions
  @exclusivity(unchecked) var failures: [FieldFailure] = []
  @exclusivity(unchecked) var unreadKeys: [JSONPath] = []
  /// Whether the model decoded some value a second time (trying one type after another).
  @exclusivity(unchecked) var triesAgain = false
  /// Whether the model's code looked in the decoder's `userInfo`.
  @exclusivity(unchecked) var readsUserInfo = false
  /// Where the model's own error came after it looked in an empty `userInfo`.
  @exclusivity(unchecked) var contextRefusals: [JSONPath] = []
  /// Where a type handed its whole value to another that decoded it, at the payload or a member
  /// of it: the innermost such type.
  @exclusivity(unchecked) var handedOn: [JSONPath: String] = [:]
  /// Where the model's own error (no `DecodingError`) now on its way up was recorded, and how it
  /// reads: the place a settled pass stops at, recorded once on the way.
  @exclusivity(unchecked) var ownError: (path: JSONPath, text: String)?
  /// The last keys of ``unreadKeys`` (and of some removed since).
  @exclusivity(unchecked) var unreadNames: Set<String> = []
  /// Every read of a value, a value read again counted again: what tells whether a read took a
  /// value (``noteSuccess(at:startedAt:readCountBefore:)``).
  @exclusivity(unchecked) var readCount = 0
  /// How many of the payload's values were read, each once (``TraceNode/countRead()``).
  @exclusivity(unchecked) var valuesRead = 0
  /// The node read last: what a model's own error after reading it most likely refuses. Its path
  /// is worked out only for such an error. The node holds this recorder: ``endPass()`` lets go.
  @exclusivity(unchecked) var lastRead: TraceNode?

  /// Lets go of the nodes this recorder holds, which hold it, once the pass is over.
  func endPass() {
    lastRead = nil
  }
  /// How `JSONDecoder`'s `.iso8601` strategy reads dates (`ISO8601DateFormatter` accepts other text).
  let iso8601 = Date.ISO8601FormatStyle()
  @exclusivity(unchecked) private var formatter: DateFormatter?

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

  /// In a settled pass, the paths of the failures known to stop `JSONDecoder`: a failure there is
  /// answered with a placeholder, so decoding goes on; anywhere else it throws, as `JSONDecoder`
  /// does, so that a model that catches it (`try?`, a second type tried) goes its own way. `nil`
  /// answers every failure with a placeholder.
  let placeholdersAt: Set<JSONPath>?
  /// Counts failures and reads, to tell what happened after what.
  @exclusivity(unchecked) private var sequence = 0
  /// The failures thrown in a settled pass, by index in ``failures``, with when each was thrown
  /// and the ``readCount`` then.
  @exclusivity(unchecked) private var thrown: [(index: Int, at: Int, reads: Int)] = []
  /// The indexes of thrown failures whose value the model then read another way.
  @exclusivity(unchecked) private(set) var accepted: Set<Int> = []

  init(options: DecodingOptions, placeholdersAt: Set<JSONPath>? = nil) {
    self.options = options
    self.placeholdersAt = placeholdersAt
    dateReading = options.packageDecoder?.dateReading ?? .standard
    dataReading = options.packageDecoder?.dataReading ?? .standard
    customKeys = options.packageDecoder?.customKeys
    nonConformingFloats = options.packageDecoder?.nonConformingFloats ?? [:]
    if let decoder = options.packageDecoder?.decoder() { userInfo = decoder.userInfo } else { userInfo = [:] }
  }

  func recordFailure(
    at node: TraceNode, _ kind: FieldFailure.Kind, expected: String, found: JSONValue?, message: String
  ) throws {
    guard !node.isPlaceholder else { return }
    try recordFailure(at: node.path, kind, expected: expected, found: found, message: message)
  }

  /// Records a failure; in a settled pass, away from ``placeholdersAt``, throws it as `JSONDecoder`
  /// would, or throws `error`, the model's own.
  func recordFailure(
    at path: JSONPath, _ kind: FieldFailure.Kind, expected: String, found: JSONValue?, message: String,
    throwing error: (any Error)? = nil
  ) throws {
    failures.append(FieldFailure(path: path, kind: kind, expected: expected, found: found?.summary, message: message))
    guard let placeholdersAt, !placeholdersAt.contains(path) else { return }
    sequence += 1
    thrown.append((failures.count - 1, sequence, readCount))
    throw error ?? Self.decodingError(kind, at: path, message: message)
  }

  /// Whether a failure at `path` throws rather than being answered with a placeholder.
  func throwsFailure(at path: JSONPath) -> Bool {
    placeholdersAt.map { !$0.contains(path) } ?? false
  }

  /// Marks the start of a read: the number ``noteSuccess(at:startedAt:readCountBefore:)`` takes.
  func startRead() -> Int {
    sequence += 1
    return sequence
  }

  /// A read of the value at `node`, started at `start` when ``readCount`` was `reads`, succeeded:
  /// a failure thrown at or below `node` before it started was caught, and when this read took a
  /// value (`Int` tried, then `String`), the model accepts what is there. So was one thrown at
  /// `node` itself during this read, when the read went on to take the value another way (a
  /// keyed container asked of an array, then an unkeyed one). One that read nothing (an element
  /// skipped as an empty type) accepts nothing.
  func noteSuccess(at node: TraceNode, startedAt start: Int, readCountBefore reads: Int) {
    guard !thrown.isEmpty, readCount > reads else { return }
    let path = node.path
    for (index, at, readsThen) in thrown where path.isAncestorOrSelf(of: failures[index].path) {
      if at < start || (failures[index].path == path && readCount > readsThen) { accepted.insert(index) }
    }
  }

  /// The failures a settled pass leaves: those at ``placeholdersAt`` (they stop `JSONDecoder`), or,
  /// when there are none, those the model caught without reading the value another way (it
  /// tolerates them).
  var settledFailures: [FieldFailure] {
    let thrownIndexes = Set(thrown.map(\.index))
    let stopping = failures.indices.filter { !thrownIndexes.contains($0) }
    let kept = stopping.isEmpty ? thrown.map(\.index).filter { !accepted.contains($0) } : stopping
    return kept.sorted().map { failures[$0] }
  }

  private static func decodingError(_ kind: FieldFailure.Kind, at path: JSONPath, message: String) -> DecodingError {
    let codingPath = path.components.map(AnyCodingKey.init)
    let context = DecodingError.Context(codingPath: codingPath, debugDescription: message)
    switch kind {
    case .missingKey:
      let key = codingPath.last ?? AnyCodingKey(.key(""))
      return .keyNotFound(key, DecodingError.Context(codingPath: codingPath.dropLast(), debugDescription: message))
    case .nullValue: return .valueNotFound(Any.self, context)
    case .wrongType: return .typeMismatch(Any.self, context)
    case .unknownEnumValue, .invalidValue: return .dataCorrupted(context)
    }
  }

  /// The trace so far; a key left unread by each of several tries at one object (an enum that
  /// tries one type after another) is listed once.
  var trace: DecodeTrace {
    var seen = Set<JSONPath>()
    var trace = DecodeTrace(
      failures: failures, unreadKeys: unreadKeys.filter { seen.insert($0).inserted }, readCount: valuesRead)
    if !contextRefusals.isEmpty { trace.contextRefusals = contextRefusals }
    if !handedOn.isEmpty { trace.handedOn = handedOn }
    return trace
  }
}

/// A type name as messages show it: `Int`, `Pokemon.Kind`, `[String]`, `Page<Forecast>`; an
/// optional's name is its wrapped type's.
package func readableTypeName(_ type: Any.Type) -> String {
  let name = SwiftTypeName.readable(type)
  return name.hasSuffix("?") ? String(name.dropLast()) : name
}
