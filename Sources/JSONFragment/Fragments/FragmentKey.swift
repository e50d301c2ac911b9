import CustomDump

/// One key of a ``ModelJSONFragment``: its JSON name, the fragment field that holds its value,
/// and the model property that the value lands in.
///
/// Pick the initializer by the model property's type; the compiler chooses for you:
/// - a plain value (`String`, `Int`, an enum, ...) or an optional one;
/// - a nested fragment for a sub-model, or an optional sub-model;
/// - an array of fragments or of plain values, compared element by element;
/// - no model property at all (the key is written but not compared).
public struct FragmentKey<Fragment: ModelJSONFragment>: Sendable {
  /// The key as it appears in JSON (the model's CodingKeys spelling, `pokedex_index`).
  public let name: String
  /// Whether a payload without a value for this key should still decode.
  public let requirement: KeyRequirement

  let write: @Sendable (Fragment) -> JSONValue?
  let compare: @Sendable (Fragment, Fragment.Model, JSONPath) -> [FieldComparison]
  /// A payload's value for this key (`nil` when the key is absent) against the model.
  let comparePayload: @Sendable (JSONValue?, Fragment.Model, JSONPath) -> [FieldComparison]
  let presence: @Sendable (Fragment) -> FieldPresence
  let makeMissing: @Sendable (inout Fragment, FieldPresence) -> Void

  /// The general form the public initializers share.
  init<Value: SendableMetatype>(
    name: String,
    field: WritableKeyPath<Fragment, Field<Value>> & Sendable,
    requirement: KeyRequirement,
    encode: @escaping @Sendable (Value) -> JSONValue,
    compareValue: @escaping @Sendable (Value, Fragment.Model, JSONPath) -> [FieldComparison],
    compareMissing: @escaping @Sendable (FieldPresence, Fragment.Model, JSONPath) -> [FieldComparison],
    compareJSON: @escaping @Sendable (JSONValue, Fragment.Model, JSONPath) -> [FieldComparison]
  ) {
    self.name = name
    self.requirement = requirement
    self.write = { fragment in
      switch fragment[keyPath: field] {
      case .value(let value): encode(value)
      case .null: .null
      case .absent: nil
      case .raw(let json): json
      }
    }
    self.compare = { fragment, model, path in
      switch fragment[keyPath: field] {
      case .value(let value): compareValue(value, model, path)
      case .null: compareMissing(.null, model, path)
      case .absent: compareMissing(.absent, model, path)
      case .raw(let json): [.notCompared(at: path, expected: json.compactText, reason: "raw JSON")]
      }
    }
    self.comparePayload = { json, model, path in
      switch json {
      case nil: compareMissing(.absent, model, path)
      case .null?: compareMissing(.null, model, path)
      case let value?: compareJSON(value, model, path)
      }
    }
    self.presence = { $0[keyPath: field].presence }
    self.makeMissing = { fragment, presence in
      fragment[keyPath: field] = presence == .null ? .null : .absent
    }
  }

  /// Reads this key's field state from `fragment`.
  public func presence(in fragment: Fragment) -> FieldPresence {
    presence(fragment)
  }
}

/// What a model needs of a key.
public enum KeyRequirement: Sendable, Hashable {
  /// Decoding fails when the key is absent or `null`.
  case required
  /// The model property is optional: absent and `null` decode as `nil`.
  case optional
  /// The model falls back to a default value when the key is absent or `null`.
  case defaulted
}

extension FieldComparison {
  /// The result for a key that the payload left out or set to `null`, when the model property is
  /// not optional: only a model with a fallback value could have decoded at all.
  static func unexpectedValue(for presence: FieldPresence, actual: some Any, at path: JSONPath) -> FieldComparison {
    .mismatch(
      at: path,
      expected: presence == .null ? "no value (the payload has null)" : "no value (the payload leaves the key out)",
      actual: String(customDumping: actual))
  }

  /// The result for a missing key whose model property is optional: `nil` is expected.
  static func expectingNil<Value>(_ actual: Value?, at path: JSONPath) -> FieldComparison {
    guard let actual else { return FieldComparison(path: path, expected: "nil", actual: "nil", verdict: .match) }
    return .mismatch(at: path, expected: "nil", actual: String(customDumping: actual))
  }
}
