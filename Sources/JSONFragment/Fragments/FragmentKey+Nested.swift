import CustomDump

extension FragmentKey {
  /// A key holding a nested object described by its own fragment; the nested fragment is
  /// compared with the sub-model that `property` reaches, not with the whole model.
  public init<Nested: ModelJSONFragment & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Nested>> & Sendable,
    model property: KeyPath<Fragment.Model, Nested.Model> & Sendable
  ) {
    self.init(
      name: name, field: field, requirement: .required,
      encode: { $0.json },
      compareValue: { nested, model, path in nested.compare(to: model[keyPath: property], at: path) },
      compareMissing: { presence, model, path in
        [.unexpectedValue(for: presence, actual: model[keyPath: property], at: path)]
      },
      compareJSON: { json, model, path in Nested.compare(payload: json, to: model[keyPath: property], at: path) })
  }

  /// A key holding a nested object that the model keeps in an optional property.
  public init<Nested: ModelJSONFragment & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Nested>> & Sendable,
    model property: KeyPath<Fragment.Model, Nested.Model?> & Sendable
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { $0.json },
      compareValue: { nested, model, path in
        guard let subModel = model[keyPath: property] else {
          return [.mismatch(at: path, expected: "an object", actual: "nil")]
        }
        return nested.compare(to: subModel, at: path)
      },
      compareMissing: { _, model, path in [.expectingNil(model[keyPath: property], at: path)] },
      compareJSON: { json, model, path in
        guard let subModel = model[keyPath: property] else {
          return [.mismatch(at: path, expected: json.summary, actual: "nil")]
        }
        return Nested.compare(payload: json, to: subModel, at: path)
      })
  }
}
