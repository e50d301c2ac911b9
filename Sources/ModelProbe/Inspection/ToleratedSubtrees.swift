import JSONCore
import JSONTrace

/// The parts of a payload the model dropped: where its `init(from:)` caught a failure and went on
/// without the value (`try?` leaving `nil`, an element a lossy array skips). What the model holds
/// there says nothing of the payload's value, so it is not compared.
enum ToleratedSubtrees {
  static let reason = "the model's init(from:) dropped this value after a failure it tolerates"

  /// `results` with each one under a dropped part as not compared, and a value the model kept
  /// another for (a default where the failure was) as normalized by the model's fallback.
  static func marking(_ results: [FieldComparison], failures: [FieldFailure]) -> [FieldComparison] {
    let kept = keptElements(results, failures: failures)
    let dropped = failures.map { failure in
      let part = droppedPart(failure)
      return part != failure.path && kept.contains(part) ? failure.path : part
    }
    guard !dropped.isEmpty else { return results }
    let droppedParts = Set(dropped)
    let replaced = Set(failures.map(\.path).filter(droppedParts.contains))
    return results.map { result in
      guard result.verdict != .match, dropped.contains(where: { $0.isAncestorOrSelf(of: result.path) }) else {
        return result
      }
      if result.verdict == .mismatch, replaced.contains(result.path) {
        return FieldComparison(
          path: result.path, expected: result.expected, actual: result.actual,
          verdict: .normalized(Normalization.fallbackRule))
      }
      return .notCompared(at: result.path, expected: result.expected, reason: reason)
    }
  }

  /// The array elements holding a failure that are still in the model, their failing values
  /// replaced by defaults rather than the element skipped: something else of each matches, and
  /// nothing else of it mismatches (a skipped element's place holds the next one). One pass over
  /// `results`, each looked up by its ancestors.
  private static func keptElements(_ results: [FieldComparison], failures: [FieldFailure]) -> Set<JSONPath> {
    let elements = Set(
      failures.compactMap { failure in
        let part = droppedPart(failure)
        return part != failure.path ? part : nil
      })
    guard !elements.isEmpty else { return [] }
    let failing = Set(failures.map(\.path))
    var matching: Set<JSONPath> = []
    var mismatching: Set<JSONPath> = []
    for result in results where result.verdict == .match || result.verdict == .mismatch {
      let components = result.path.components
      let ancestors = (0...components.count).map { JSONPath(Array(components[..<$0])) }
      guard !ancestors.contains(where: failing.contains) else { continue }
      for element in ancestors where elements.contains(element) {
        if result.verdict == .match { matching.insert(element) } else { mismatching.insert(element) }
      }
    }
    return matching.subtracting(mismatching)
  }

  /// The part a failure at `failure.path` drops: the array element it is in (a lossy array skips
  /// the whole element), else the value itself.
  private static func droppedPart(_ failure: FieldFailure) -> JSONPath {
    droppedPart(at: failure.path)
  }

  private static func droppedPart(at path: JSONPath) -> JSONPath {
    let components = path.components
    guard let last = components.lastIndex(where: { if case .index = $0 { true } else { false } }) else {
      return path
    }
    return JSONPath(Array(components[...last]))
  }
}
