import JSONCore
import JSONTrace

/// One repair `lint --fix` makes in a fixture, as its summary names it.
public struct RepairNote: Sendable, Hashable, CustomStringConvertible {
  /// What kind of repair.
  public enum Kind: String, Sendable, Hashable {
    /// A key the model reads under a new name: the value moved to it, in place.
    case renamedKey = "renamed"
    /// Members moved into an object, or a member into the object below it.
    case moved
    /// A required value the fixture lacked (or held as `null`): filled, for a person to review.
    case filled
    /// An enum case renamed in the model: the value renamed.
    case renamedCase = "renamed case"
    /// A value converted to the type the model now reads, losing nothing.
    case converted
  }

  /// What kind.
  public var kind: Kind
  /// Where the repaired value is now.
  public var path: JSONPath
  /// What happened there, in a few words (`number to reference`, `0`).
  public var detail: String

  /// Whether a person should look at the value: a filled one is a guess at what the fixture means.
  public var needsReview: Bool { kind == .filled }

  /// `renamed number to reference`, `filled total_cents with 0: review`.
  public var description: String {
    switch kind {
    case .filled: "filled \(path) with \(detail): review"
    case .renamedKey, .moved, .renamedCase, .converted: "\(kind.rawValue) \(detail)"
    }
  }
}

/// A failing field `lint --fix` does not repair, and why: nothing is guessed.
public struct UnrepairedField: Sendable, Hashable, CustomStringConvertible {
  /// The field, as decoding reported it.
  public var failure: FieldFailure
  /// What was tried, and why it was not enough.
  public var reason: String

  /// `total: expected Int, found the string "ten"; not a number written as a string`.
  public var description: String { "\(failure.path): \(failure.message); \(reason)" }
}
