/// A raw-value enum of a user's module that is `Decodable` but not `CaseIterable`
/// (`enum State: String, Decodable { case open, paid }`): its cases are unknown to a decoder
/// that only has the type, so the launcher lists them for it, from the symbol graph.
public struct FoundValueEnum: Sendable, Hashable, Comparable {
  /// The module that declares it.
  public var module: String
  /// Its name inside the module, outer types first (`Order.State`).
  public var typeName: String
  /// Its cases, in declaration order.
  public var cases: [String]

  /// An enum made of its parts.
  public init(module: String, typeName: String, cases: [String]) {
    self.module = module
    self.typeName = typeName
    self.cases = cases
  }

  public static func < (lhs: FoundValueEnum, rhs: FoundValueEnum) -> Bool {
    (lhs.module, lhs.typeName) < (rhs.module, rhs.typeName)
  }
}
