import JSONCore

/// What Swift code needs to know about a raw-value enum of a model, beyond its raw values: the
/// Swift name of each case and whether the type can already be a fragment field's value.
public struct EnumDetail: Sendable, Hashable, Codable {
  /// One case of the enum.
  public struct Case: Sendable, Hashable {
    /// The case's Swift name (`fire`), or `nil` when the type describes itself with a custom
    /// `description` and the name cannot be read at run time.
    public var name: String?
    /// The raw value as JSON: a string, or a number for an integer-backed enum.
    public var rawValue: JSONValue

    /// A case made of its parts.
    public init(name: String?, rawValue: JSONValue) {
      self.name = name
      self.rawValue = rawValue
    }
  }

  /// The type's name as Swift code in its own module spells it (`Pokemon.Kind`).
  public var typeName: String
  /// The cases, in `allCases` order.
  public var cases: [Case]
  /// Whether the type already conforms to `JSONRepresentable` (so test code must not declare it).
  public var isJSONRepresentable: Bool

  /// An enum's details made of their parts.
  public init(typeName: String, cases: [Case], isJSONRepresentable: Bool) {
    self.typeName = typeName
    self.cases = cases
    self.isJSONRepresentable = isJSONRepresentable
  }

  /// The case whose raw value is `json`, if there is one.
  public func caseWithRawValue(_ json: JSONValue) -> Case? {
    cases.first { $0.rawValue == json }
  }
}
