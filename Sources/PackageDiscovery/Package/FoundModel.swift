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
  /// Whether it is an enum with raw values (`enum Sky: String`): mostly a value inside models, a
  /// model of its own for a fixture that is a bare value (`"clear"`), listed after the others.
  public var isValue = false

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

  /// `Page<Item>` for a generic type, else the type name.
  public var displayName: String {
    isGeneric ? "\(typeName)<\(genericParameters.joined(separator: ", "))>" : typeName
  }

  public static func < (lhs: FoundModel, rhs: FoundModel) -> Bool {
    (lhs.module, lhs.typeName) < (rhs.module, rhs.typeName)
  }
}
