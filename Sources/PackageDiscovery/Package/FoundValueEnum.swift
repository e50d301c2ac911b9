/// An enum of a user's module whose cases are unknown to a decoder that only has the type, so
/// the launcher lists them for it, from the symbol graph: a `Decodable` raw-value enum that is not
/// `CaseIterable` (`enum State: String, Decodable { case open, paid }`), or one read as an object
/// keyed by its case (`enum Repeat: Decodable { case every(days: Int), never }`).
public struct FoundValueEnum: Sendable, Hashable, Comparable {
  /// The module that declares it.
  public var module: String
  /// Its name inside the module, outer types first (`Order.State`).
  public var typeName: String
  /// Its cases, in declaration order.
  public var cases: [String]
  /// Whether it has no raw values, so that synthesized `Codable` reads it as an object whose one
  /// key is the case's name.
  public var isKeyedByCase: Bool

  /// An enum made of its parts.
  public init(module: String, typeName: String, cases: [String], isKeyedByCase: Bool = false) {
    self.module = module
    self.typeName = typeName
    self.cases = cases
    self.isKeyedByCase = isKeyedByCase
  }

  public static func < (lhs: FoundValueEnum, rhs: FoundValueEnum) -> Bool {
    (lhs.module, lhs.typeName) < (rhs.module, rhs.typeName)
  }
}
