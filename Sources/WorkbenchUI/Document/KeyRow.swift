import FixtureEngine
import JSONCore
import ModelProbe

/// One row of the keys pane: a key of the model (or of the payload) and the state of its value.
public struct KeyRow: Sendable, Hashable {
  /// What the payload holds for the key.
  public enum State: Sendable, Hashable {
    /// A value of the type the model expects (shown as its JSON).
    case value(String)
    /// `null`.
    case null
    /// The key is left out.
    case absent
    /// JSON of another type than the model expects (a negative case), or an enum string that is
    /// not one of its cases.
    case raw(String)
    /// An object or array, with its summary (`3 elements`).
    case container(String)
  }

  /// The key path in the payload.
  public var path: JSONPath
  /// Nesting depth, for indentation.
  public var depth: Int
  /// The key (`baseType`) or element (`[2]`) as shown.
  public var label: String
  /// The schema type, or `nil` for a key the model does not know.
  public var type: SchemaType?
  /// Whether decoding needs the key.
  public var isRequired: Bool
  /// The value's state.
  public var state: State
  /// Whether the row is an object or array that can fold.
  public var isFoldable: Bool
  /// Whether it is folded now.
  public var isFolded: Bool
  /// The type's name where the schema names it otherwise than the type alone can (an array read
  /// by position, `(Int, Double)`).
  public var typeName: String?

  /// A key in the payload that the model does not read.
  public var isUnknownKey: Bool { type == nil }

  /// The value as the keys pane shows it: its JSON, `null`, `absent`, or a container's summary.
  public var valueText: String {
    switch state {
    case .value(let text), .raw(let text), .container(let text): text
    case .null: "null"
    case .absent: "absent"
    }
  }

  /// The type as the keys pane shows it: the schema's name for it, or `unknown`.
  /// Without the types a name is nested in (`[Parcel]` for `[IdiomModels.Shipment.Parcel]`) where
  /// the whole name is longer than the keys pane shows (``KeyRowWidths/typeLimit``).
  public var typeText: String {
    let whole = typeName ?? type?.displayName ?? "unknown"
    return TextWidth.of(whole) > KeyRowWidths.typeLimit ? SwiftTypeName.short(whole) : whole
  }

  /// The label as the keys pane shows it, with the fold mark of an object or array (`▾ address`).
  public var foldedLabel: String {
    isFoldable ? (isFolded ? "▸ " : "▾ ") + label : label
  }

  /// Whether the row is an element of an array (it can be removed).
  public var isArrayElement: Bool {
    if case .index = path.components.last { return true }
    return false
  }
}
