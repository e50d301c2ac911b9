/// A typed fragment of one model: a struct with one ``Field`` per key and a list of ``keys`` that
/// ties each key to its field and to the model property it feeds.
///
/// ```swift
/// struct PokemonFragment: ModelJSONFragment {
///   typealias Model = Pokemon
///   var baseType: Field<Pokemon.Kind> = .value(.fire)
///   var name: Field<String> = "Charizard"
///   var pokedexIndex: Field<Int> = 6
///
///   static let keys: FragmentKeys<Self> = [
///     .init("baseType", \.baseType, model: \.baseType),
///     .init("name", \.name, model: \.name),
///     .init("pokedexIndex", \.pokedexIndex, model: \.pokedexIndex),
///   ]
/// }
/// ```
///
/// `init()` gives the reference payload; tests change fields from there. As the argument of a
/// parameterized test, a fragment names only what differs from that reference
/// (``testDescription``).
public protocol ModelJSONFragment<Model>: JSONFragment, SendableMetatype, FragmentTestNaming {
  /// The fragment with its reference values.
  init()

  /// The keys in payload order.
  static var keys: FragmentKeys<Self> { get }

  /// How this fragment's `Field<Date>` keys are written and read back, unless a key names its
  /// own; the default is `JSONDecoder`'s, `JSONDateStrategy.deferredToDate`.
  static var dateStrategy: JSONDateStrategy { get }
}

/// The keys of a ``ModelJSONFragment``, in payload order.
public typealias FragmentKeys<Fragment: ModelJSONFragment> = [FragmentKey<Fragment>]

extension ModelJSONFragment {
  /// JSONDecoder's own default, ``JSONDateStrategy/deferredToDate``.
  public static var dateStrategy: JSONDateStrategy { .deferredToDate }

  /// One member per key whose field is not ``Field/absent``, in the order of ``keys``.
  public var members: [JSONMember] {
    Self.keys.compactMap { key in key.write(self).map { JSONMember(key.name, $0) } }
  }

  /// Each key's field against the model property it feeds; nested fragments compare with their
  /// sub-models, arrays element by element.
  public func compare(to model: Model, at path: JSONPath) -> [FieldComparison] {
    Self.keys.flatMap { key in key.compare(self, model, path.appending(key: key.name)) }
  }

  /// The key named `name`, if the fragment has one.
  public static func key(named name: String) -> FragmentKey<Self>? {
    keys.first { $0.name == name }
  }

  /// Which state each key's field is in, in key order.
  public var presences: [(key: String, presence: FieldPresence)] {
    Self.keys.map { ($0.name, $0.presence(self)) }
  }
}
