/// How a scenario matrix picks its cases from the product of its dimensions' choices.
public enum ScenarioStrategy: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Every choice of every dimension appears in at least one case: about as many cases as the
  /// dimension with the most choices.
  case eachChoice
  /// Every pair of choices of any two dimensions appears in at least one case: about as many
  /// cases as the two largest dimensions' product.
  case pairwise
  /// Every combination of choices.
  case full

  /// The name as people say it: `each choice`, `pairwise`, `full product`.
  public var description: String {
    switch self {
    case .eachChoice: "each choice"
    case .pairwise: "pairwise"
    case .full: "full product"
    }
  }
}
