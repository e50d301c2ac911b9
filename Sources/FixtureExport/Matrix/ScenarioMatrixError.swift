import JSONFragment

/// Why a scenario matrix cannot be made or built, in words that say what to do.
public enum ScenarioMatrixError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Keys asked for that the model's schema does not have.
  case unknownPaths([JSONPath], known: [JSONPath])
  /// A key asked for sits inside `missingParent`, which the base payload lacks (absent, `null`,
  /// or an empty array) and which is not varied.
  case unreachable(JSONPath, missingParent: JSONPath)
  /// The strategy makes more cases than the limit.
  case tooManyCases(strategy: ScenarioStrategy, count: Int, limit: Int)
  /// The strategy makes more cases than an `Int` can count.
  case countOverflows(strategy: ScenarioStrategy)

  public var description: String {
    switch self {
    case .unknownPaths(let paths, let known):
      let list = paths.map(\.description).joined(separator: ", ")
      return "The model has no key \(list). Keys that can vary: \(known.map(\.description).joined(separator: ", "))."
    case .unreachable(let path, let parent):
      return "\(path) cannot vary: the base payload has no \(parent) to hold it (absent, null or an empty array); "
        + "include \(parent) too, or start from a base payload that has it."
    case .tooManyCases(let strategy, let count, let limit):
      return
        "The \(strategy) strategy makes \(count) cases, more than the limit of \(limit). \(Self.advice(for: strategy))"
    case .countOverflows(let strategy):
      return
        "The \(strategy) strategy makes more cases than can be counted (over \(Int.max)). \(Self.advice(for: strategy))"
    }
  }

  private static func advice(for strategy: ScenarioStrategy) -> String {
    switch strategy {
    case .full: "Pick the pairwise or each-choice strategy, or fewer keys."
    case .pairwise: "Pick the each-choice strategy, or fewer keys."
    case .eachChoice: "Pick fewer keys."
    }
  }
}
