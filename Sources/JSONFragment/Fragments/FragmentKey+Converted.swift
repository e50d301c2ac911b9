extension FragmentKey {
  /// A key whose value the model accepts as more than one JSON type and keeps, converted, in
  /// `property` (an identifier read from `42` or `"wo_12"` and kept as its text): the fragment
  /// holds the JSON as it is sent, compared with the property as the same scalar, whatever its
  /// type (`42` matches `"42"`, `true` matches `"true"`). A property of a type of the model's own
  /// is compared by the one value it holds: the value an enum case carries (`.number(42)`), or
  /// the one a struct keeps.
  ///
  /// - Parameters:
  ///   - name: the JSON key, as the model's CodingKeys spell it.
  ///   - field: the fragment's field holding the JSON sent.
  ///   - property: the model property the converted value lands in.
  public init<Value: SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<JSONValue>> & Sendable,
    convertedTo property: KeyPath<Fragment.Model, Value> & Sendable
  ) {
    self.init(
      name: name, field: field, requirement: .required,
      encode: { $0 },
      compareValue: { json, model, path in [.converted(json, model[keyPath: property], at: path)] },
      compareMissing: { presence, model, path in
        [.unexpectedValue(for: presence, actual: model[keyPath: property], at: path)]
      },
      compareJSON: { json, model, path in [.converted(json, model[keyPath: property], at: path)] })
  }

  /// A key whose value the model accepts as more than one JSON type and keeps, converted, in an
  /// optional `property`; absent and `null` expect `nil`.
  public init<Value: SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<JSONValue>> & Sendable,
    convertedTo property: KeyPath<Fragment.Model, Value?> & Sendable
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { $0 },
      compareValue: { json, model, path in [.converted(json, model[keyPath: property], at: path)] },
      compareMissing: { _, model, path in [.expectingNil(model[keyPath: property], at: path)] },
      compareJSON: { json, model, path in [.converted(json, model[keyPath: property], at: path)] })
  }
}
