/// Which compared values an inspection lists: every one, or only those that need a look (the
/// matching ones counted, not listed), which keeps the answer of a large valid payload small.
public enum ComparisonListing: String, Sendable, Hashable, Codable {
  /// Every compared value.
  case everyValue
  /// Mismatches, normalized values and values not compared; matches only as a count.
  case needingAttention
}

extension PayloadInspection {
  /// This inspection with the values `listing` lists.
  public func listing(_ listing: ComparisonListing) -> PayloadInspection {
    listing == .everyValue ? self : needingAttention()
  }
}
