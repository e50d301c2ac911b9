/// A `Decodable` type of a user's package, as the compiler's symbol graph names it.
public struct FoundModel: Sendable, Hashable, Comparable {
  /// What kind of type it is.
  public enum Kind: String, Sendable, Hashable {
    case structure = "struct"
    case enumeration = "enum"
    case `class`
  }

  /// The module (target) that declares it.
  public var module: String
  /// Its name as Swift code in its module spells it: `Forecast`, `Release.Asset`.
  public var typeName: String
  /// A struct, an enum or a class.
  public var kind: Kind
  /// `public`, `internal`, ... as the symbol graph says.
  public var accessLevel: String
  /// The names of its generic parameters (`["Item"]` for `Page<Item>`); empty when it has none.
  public var genericParameters: [String]
  /// Whether another model of its module holds it in a stored property or an enum case (`Day`
  /// in `Forecast`'s `let days: [Day]`): a part of payloads rather than a payload's own type.
  public var isHeldByAnotherModel = false
  /// The protocols it conforms to, by precise identifier (`s:Se` for `Decodable`), as the symbol
  /// graph says: what a generic type's constraints are held against.
  public var conformances: Set<String> = []
  /// For a generic type of one parameter, the protocols its parameter must conform to, by precise
  /// identifier; `nil` when it has another kind of constraint (a same-type or superclass one, or
  /// one on an associated type) that cannot be checked against a model's conformances, or when
  /// its constraints were not read.
  public var parameterConformances: Set<String>? = nil
  /// Whether it is an enum with raw values (`enum Sky: String`): mostly a value inside models, a
  /// model of its own for a fixture that is a bare value (`"clear"`), listed after the others.
  public var isValue = false
  /// Whether it is a property wrapper (it has a `wrappedValue`, `@DefaultEmpty`): a part of the
  /// models whose properties it wraps, never an envelope of a payload.
  public var isPropertyWrapper = false

  /// Whether `typeName` goes through a typealias (`Plex.Request.LibraryItems.Response`, nested in
  /// the generic type the alias instantiates): registered under that name, which the type's own
  /// name (`Plex.Request._LibraryItems<PlexMediaItem>.Response`) is not.
  public var isNamedThroughAlias = false

  /// A model named `typeName` in `module`.
  public init(
    module: String, typeName: String, kind: Kind, accessLevel: String = "public", genericParameters: [String] = []
  ) {
    self.module = module
    self.typeName = typeName
    self.kind = kind
    self.accessLevel = accessLevel
    self.genericParameters = genericParameters
  }

  /// Whether it needs type arguments (`Page<Forecast>`) before it can be decoded.
  public var isGeneric: Bool { !genericParameters.isEmpty }

  /// Whether `model` may be this generic type's argument: this type has one parameter, `model` is
  /// not generic, and it conforms to every protocol the parameter must.
  public func accepts(_ model: FoundModel) -> Bool {
    guard genericParameters.count == 1, !model.isGeneric, let required = parameterConformances else { return false }
    return required.isSubset(of: model.conformances)
  }

  /// Whether a generic type of one parameter may be made with `String` and `Int`: every protocol
  /// its parameter must conform to is one they conform to (`Decodable`, `Sendable`, `Hashable`, …).
  public var acceptsPlainValues: Bool {
    guard genericParameters.count == 1, let required = parameterConformances else { return false }
    return required.isSubset(of: Self.plainValueConformances)
  }

  /// The standard protocols `String` and `Int` both conform to, by precise identifier: `Decodable`,
  /// `Encodable`, `Sendable`, `Hashable`, `Equatable`, `Comparable`, `CustomStringConvertible`.
  static let plainValueConformances: Set<String> = [
    "s:Se", "s:SE", "s:s8SendableP", "s:SH", "s:SQ", "s:SL", "s:s23CustomStringConvertibleP",
  ]

  /// `Page<Item>` for a generic type, else the type name.
  public var displayName: String {
    isGeneric ? "\(typeName)<\(genericParameters.joined(separator: ", "))>" : typeName
  }

  public static func < (lhs: FoundModel, rhs: FoundModel) -> Bool {
    (lhs.module, lhs.typeName) < (rhs.module, rhs.typeName)
  }
}
