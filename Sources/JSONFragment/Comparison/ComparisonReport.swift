/// Every `FieldComparison` of one fragment against one model, in the fragment's key order.
public struct ComparisonReport: Sendable, Hashable, RandomAccessCollection, CustomStringConvertible {
  /// All results, matches included.
  public var results: [FieldComparison]

  /// A report of `results`.
  public init(_ results: [FieldComparison]) {
    self.results = results
  }

  /// The position of the first element.
  public var startIndex: Int { results.startIndex }
  /// The position past the last element.
  public var endIndex: Int { results.endIndex }
  /// The element at `position`.
  public subscript(position: Int) -> FieldComparison { results[position] }

  /// The results whose verdict is a mismatch.
  public var mismatches: [FieldComparison] { results.filter(\.isMismatch) }

  /// `true` when no key path disagrees.
  public var isMatch: Bool { !results.contains(where: \.isMismatch) }

  /// The result for `path`, if the report has one.
  public subscript(path: JSONPath) -> FieldComparison? {
    results.first { $0.path == path }
  }

  /// One line per result: `OK`, `FAIL`, `~` (normalized) or `--` (not compared), the path, and
  /// the values.
  public var description: String {
    results.map { result in
      let mark =
        switch result.verdict {
        case .match: "OK  "
        case .mismatch: "FAIL"
        case .normalized: "~   "
        case .notCompared: "--  "
        }
      return "\(mark) \(result)"
    }.joined(separator: "\n")
  }
}
