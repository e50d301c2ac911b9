/// A generic instantiation in the configuration that names no generic model of the package.
public struct LauncherPlanError: Error, Sendable, Hashable {
  /// Its index in `generics`.
  public var index: Int
  /// The instantiation as written.
  public var instantiation: String
  /// The generic models there are (`Page<Item>`).
  public var generics: [String]

  /// What is wrong and what is allowed.
  public var message: String {
    let known =
      generics.isEmpty
      ? "the package has no generic Decodable types" : "generic models: \(generics.joined(separator: ", "))"
    return "\"\(instantiation)\" names no generic Decodable type of the package; \(known)"
  }
}
