/// A fragment changed in one way from its reference payload, with the outcome a decoder should
/// reach for it.
///
/// `Sendable` whenever the fragment is (a struct of fields always is), so a list of variants can
/// be the arguments of a parameterized test:
///
/// ```swift
/// @Test(arguments: PokemonFragment.presenceVariants())
/// func presence(_ variant: FragmentVariant<PokemonFragment>) {
///   expectOutcome(variant)
/// }
/// ```
public struct FragmentVariant<Fragment: ModelJSONFragment> {
  /// The key that changed, as the payload spells it (`pokedexIndex`).
  public let key: String
  /// What the key's field became: ``FieldPresence/null`` or ``FieldPresence/absent``.
  public let presence: FieldPresence
  /// The changed fragment.
  public let fragment: Fragment
  /// Whether the payload should decode, or where decoding should fail.
  public let expectation: DecodingExpectation

  /// A variant made of its parts.
  public init(key: String, presence: FieldPresence, fragment: Fragment, expectation: DecodingExpectation) {
    self.key = key
    self.presence = presence
    self.fragment = fragment
    self.expectation = expectation
  }

  /// What changed, for test names and failure messages: `name = null`, `pokedexIndex absent`.
  public var name: String {
    switch presence {
    case .null: "\(key) = null"
    case .absent: "\(key) absent"
    case .value, .raw: "\(key) changed"
    }
  }
}

extension FragmentVariant: Sendable where Fragment: Sendable {}

extension FragmentVariant: CustomStringConvertible {
  /// `name = null -> fails at name`.
  public var description: String { "\(name) -> \(expectation)" }
}

/// What a decoder should make of a payload.
public enum DecodingExpectation: Sendable, Hashable, CustomStringConvertible {
  /// The payload decodes.
  case decodes
  /// Decoding fails at this key path.
  case fails(at: JSONPath)

  /// `decodes`, or `fails at moves[2].power`.
  public var description: String {
    switch self {
    case .decodes: "decodes"
    case .fails(let path): "fails at \(path)"
    }
  }
}

extension ModelJSONFragment {
  /// One copy of this fragment per case of an enum field, in `allCases` order.
  public func variants<Value: CaseIterable>(of field: WritableKeyPath<Self, Field<Value>>) -> [Self] {
    Value.allCases.map { value in
      var variant = self
      variant[keyPath: field] = .value(value)
      return variant
    }
  }

  /// One reference fragment per case of an enum field: `PokemonFragment.variants(of: \.baseType)`.
  public static func variants<Value: CaseIterable>(of field: WritableKeyPath<Self, Field<Value>>) -> [Self] {
    Self().variants(of: field)
  }

  /// Each key of this fragment made `null` and made absent, one key at a time, with the outcome:
  /// an optional or defaulted key still decodes; a required one fails at its own path.
  public func presenceVariants() -> [FragmentVariant<Self>] {
    Self.keys.flatMap { key in
      [FieldPresence.absent, .null].map { presence in
        var changed = self
        key.makeMissing(&changed, presence)
        let expectation: DecodingExpectation =
          key.requirement == .required ? .fails(at: JSONPath([.key(key.name)])) : .decodes
        return FragmentVariant(key: key.name, presence: presence, fragment: changed, expectation: expectation)
      }
    }
  }

  /// ``presenceVariants()`` of the reference fragment.
  public static func presenceVariants() -> [FragmentVariant<Self>] {
    Self().presenceVariants()
  }
}
