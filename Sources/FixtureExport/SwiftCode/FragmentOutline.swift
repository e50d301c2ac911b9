import JSONFragment
import ModelProbe

/// What code generation knows about a fragment type, hand-written or generated: its name, the
/// model it describes, its fields and the JSON its `init()` writes.
struct FragmentOutline: Sendable, Hashable {
  /// How code outside the type names it (`ReleaseFragment.AccountFragment`).
  var qualifiedName: String
  /// The name in its own declaration (`AccountFragment`).
  var localName: String
  /// The model type (`Account`).
  var modelTypeName: String
  /// The fields in key order.
  var fields: [FragmentField]
  /// The JSON object the fragment's `init()` writes.
  var defaults: JSONObject
  /// Fragment types declared inside this one (generated fragments only).
  var nestedTypes: [FragmentOutline] = []

  /// How code written inside the fragment type `scope` (a qualified name) names this one: by the
  /// path below `scope` when it is nested there, so a name nested at several depths
  /// (`LinkFragment` in two fragments) is the one meant; else in full.
  func name(writtenIn scope: String?) -> String {
    guard let scope, qualifiedName.hasPrefix(scope + ".") else { return qualifiedName }
    return String(qualifiedName.dropFirst(scope.count + 1))
  }

  /// The field for the JSON key `key`.
  func field(forKey key: String) -> FragmentField? {
    fields.first { $0.key == key }
  }

  /// Whether comparing the fragment with its model compares any value: some key, here or in a
  /// nested fragment, is tied to a model property.
  var comparesAnyValue: Bool {
    fields.contains { field in
      switch field.kind {
      case .fragment(let nested), .fragments(let nested):
        (field.modelPath != nil || field.enumCase != nil || field.casePaths != nil) && nested.comparesAnyValue
      default:
        field.modelPath != nil || field.casePaths != nil
      }
    }
  }

  /// Why the first field is not compared, as its note says.
  var firstNote: String? {
    fields.lazy.compactMap { field in field.note.map { "\(field.key): \($0)" } }.first
  }
}

/// One field of a ``FragmentOutline``.
struct FragmentField: Sendable, Hashable {
  /// The JSON key.
  var key: String
  /// The Swift property name, unescaped.
  var property: String
  /// What the field holds.
  var kind: FieldKind
  /// The model key path relative to the fragment's model (`tagName`, `address.city`), when the
  /// key is compared; an optional property on the way ends in `?` (`swell?`, `values`).
  var modelPath: [String]?
  /// Where the key's value lands inside the model's enum cases, as `Mirror` labels from the
  /// fragment's model (`[["poll", "question"]]`), one path per case that reads it, when no key
  /// path reaches it.
  var casePaths: [[String]]? = nil
  /// For a nested fragment of an enum case's payload (`{"every": {...}}`), the case's label: the
  /// nested fragment has the enum as its model too.
  var enumCase: String? = nil
  /// What a non-optional model property falls back to when the key is absent or `null`.
  var fallback: JSONValue?
  /// Whether a non-optional model property holds a value of the model's own making when the key
  /// is absent or `null` (`?? Date()`): compared only when the payload holds the key.
  var madeValue = false
  /// For an array read by position, the property names below its element that each position's
  /// value lands in (`["time"]`, `["value"]`), `nil` for a position not compared.
  var positions: [[String]?]? = nil
  /// Why the key is written but not compared, for a one-line comment.
  var note: String?

  /// The property as code writes it (backticked when it is a keyword).
  var escapedProperty: String { SwiftIdentifier.escaped(property) }
}

/// The value type of a fragment field.
indirect enum FieldKind: Sendable, Hashable {
  case string
  case bool
  /// An integer type (`Int`, `UInt8`).
  case integer(String)
  /// `Double` or `Float`.
  case floating(String)
  case decimal
  case url
  case uuid
  /// A `Date`, written in the strategy of the model's decoder.
  case date(JSONDateStrategy)
  /// `Data`, written as base64.
  case data
  /// A dictionary with string keys and plain values.
  case dictionary(FieldKind)
  case enumeration(EnumDetail)
  /// Any JSON, written as given and not compared (dictionaries of objects, unknown types).
  case json
  /// A nested object with its own fragment.
  case fragment(FragmentOutline)
  /// An array of objects, each with a fragment.
  case fragments(FragmentOutline)
  /// An array of plain values.
  case values(FieldKind)
  /// An array the model reads by position (`[13.4, 52.5]` as a longitude and a latitude), or,
  /// `nested`, an array of such arrays; ``FragmentField/positions`` says where each position lands.
  case positions(nested: Bool)
  /// A type code generation cannot write values of (a hand-written fragment's own type):
  /// only `null`, absent and raw JSON can be expressed.
  case other(String)

  /// The `Field`'s value type as Swift code writes it.
  var swiftType: String {
    switch self {
    case .string: "String"
    case .bool: "Bool"
    case .integer(let name), .floating(let name): name
    case .decimal: "Decimal"
    case .url: "URL"
    case .uuid: "UUID"
    case .date: "Date"
    case .data: "Data"
    case .dictionary(let value): "[String: \(value.swiftType)]"
    case .enumeration(let detail): detail.typeName
    case .json: "JSONValue"
    case .fragment(let outline): outline.localName
    case .fragments(let outline): "[\(outline.localName)]"
    case .values(let element): "[\(element.swiftType)]"
    case .positions(let nested): nested ? "[[JSONValue]]" : "[JSONValue]"
    case .other(let name): name
    }
  }

  /// The date strategy of this field's dates, if it holds any.
  var dateStrategy: JSONDateStrategy? {
    switch self {
    case .date(let strategy): strategy
    case .values(let element), .dictionary(let element): element.dateStrategy
    default: nil
    }
  }

  /// The enums whose values this field holds, for their `JSONRepresentable` conformances.
  var enums: [EnumDetail] {
    switch self {
    case .enumeration(let detail): [detail]
    case .values(let element), .dictionary(let element): element.enums
    case .fragment(let outline), .fragments(let outline): outline.fields.flatMap(\.kind.enums)
    default: []
    }
  }
}
