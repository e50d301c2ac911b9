extension FragmentKey {
  /// A key whose value lands in a non-optional model property.
  ///
  /// - Parameters:
  ///   - name: the JSON key, as the model's CodingKeys spell it.
  ///   - field: the fragment's field holding the value.
  ///   - property: the model property the value lands in.
  ///   - fallback: the value the model falls back to when the key is absent or `null` (for a
  ///     model whose `init(from:)` uses `decodeIfPresent(...) ?? default`). Leave it out when
  ///     such a payload must fail to decode.
  public init<Value: JSONRepresentable & Equatable & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Value>> & Sendable,
    model property: KeyPath<Fragment.Model, Value> & Sendable,
    whenMissing fallback: Value? = nil
  ) {
    let fallback = UncheckedSendable(fallback)
    self.init(
      name: name, field: field, requirement: fallback.value == nil ? .required : .defaulted,
      encode: { $0.jsonValue },
      compareValue: { value, model, path in [.comparing(value, model[keyPath: property], at: path)] },
      compareMissing: { presence, model, path in
        let actual = model[keyPath: property]
        guard let fallback = fallback.value else { return [.unexpectedValue(for: presence, actual: actual, at: path)] }
        return [.comparing(fallback, actual, at: path)]
      },
      compareJSON: { json, model, path in [.payload(json, against: model[keyPath: property], at: path)] })
  }

  /// A key whose value lands in an optional model property; absent and `null` expect `nil`.
  public init<Value: JSONRepresentable & Equatable & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Value>> & Sendable,
    model property: KeyPath<Fragment.Model, Value?> & Sendable
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { $0.jsonValue },
      compareValue: { value, model, path in [.comparing(Optional(value), model[keyPath: property], at: path)] },
      compareMissing: { _, model, path in [.expectingNil(model[keyPath: property], at: path)] },
      compareJSON: { json, model, path in [.payload(json, against: model[keyPath: property], at: path)] })
  }

  /// A key that is written to the payload but feeds no model property, so it is not compared
  /// (a key the model is expected to ignore).
  public init<Value: JSONRepresentable & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Value>> & Sendable
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { $0.jsonValue },
      compareValue: { value, _, path in
        [.notCompared(at: path, expected: value.jsonValue.compactText, reason: "no model property")]
      },
      compareMissing: { presence, _, path in
        [.notCompared(at: path, expected: presence.rawValue, reason: "no model property")]
      },
      compareJSON: { json, _, path in [.notCompared(at: path, expected: json.compactText, reason: "no model property")]
      }
    )
  }
}

/// Carries an immutable value into a `@Sendable` closure. The values are reference values that a
/// fragment key only reads, so sharing them across threads is safe even when the model's types
/// do not declare `Sendable`.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
