/// An enum whose cases its decoder reads as the one key of an object (`{"every": {"days": 3}}`,
/// how synthesized `Codable` writes an enum with associated values), with the names of all its
/// cases as the model's code declares them.
///
/// A workbench launcher conforms the enums of a user's module to it from the symbol graph, so a
/// schema holds every case, not only those some fixture shows.
public protocol ListedPayloadCases {
  /// The names of the cases, in declaration order (`once`, `every`, `never`).
  static var payloadCaseNames: [String] { get }
}
