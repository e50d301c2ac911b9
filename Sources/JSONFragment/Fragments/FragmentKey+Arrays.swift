extension FragmentKey {
  /// A key holding an array of objects, each described by a fragment and compared with the
  /// model element at the same index.
  public init<Element: ModelJSONFragment & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[Element]>> & Sendable,
    model property: KeyPath<Fragment.Model, [Element.Model]> & Sendable
  ) {
    self.init(
      name: name, field: field, requirement: .required,
      encode: { .array($0.map(\.json)) },
      compareValue: { elements, model, path in
        compareElements(elements, model[keyPath: property], at: path) { $0.compare(to: $1, at: $2) }
      },
      compareMissing: { presence, model, path in
        [.unexpectedValue(for: presence, actual: model[keyPath: property], at: path)]
      },
      compareJSON: { json, model, path in
        FieldComparison.payloadElements(json, against: model[keyPath: property], at: path) {
          Element.compare(payload: $0, to: $1, at: $2)
        }
      })
  }

  /// A key holding an array of objects that the model keeps in an optional property.
  public init<Element: ModelJSONFragment & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[Element]>> & Sendable,
    model property: KeyPath<Fragment.Model, [Element.Model]?> & Sendable
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { .array($0.map(\.json)) },
      compareValue: { elements, model, path in
        guard let models = model[keyPath: property] else {
          return [.mismatch(at: path, expected: elementCount(elements.count), actual: "nil")]
        }
        return compareElements(elements, models, at: path) { $0.compare(to: $1, at: $2) }
      },
      compareMissing: { _, model, path in [.expectingNil(model[keyPath: property], at: path)] },
      compareJSON: { json, model, path in
        guard let models = model[keyPath: property] else {
          return [.mismatch(at: path, expected: json.summary, actual: "nil")]
        }
        return FieldComparison.payloadElements(json, against: models, at: path) {
          Element.compare(payload: $0, to: $1, at: $2)
        }
      })
  }

  /// A key holding an array of plain values (`["fire", "ice"]`), compared element by element.
  public init<Element: JSONRepresentable & Equatable & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[Element]>> & Sendable,
    model property: KeyPath<Fragment.Model, [Element]> & Sendable
  ) {
    self.init(
      name: name, field: field, requirement: .required,
      encode: { $0.jsonValue },
      compareValue: { elements, model, path in
        compareElements(elements, model[keyPath: property], at: path) { [.comparing($0, $1, at: $2)] }
      },
      compareMissing: { presence, model, path in
        [.unexpectedValue(for: presence, actual: model[keyPath: property], at: path)]
      },
      compareJSON: { json, model, path in
        FieldComparison.payloadElements(json, against: model[keyPath: property], at: path) {
          [FieldComparison.payload($0, against: $1, at: $2)]
        }
      })
  }

  /// A key holding an array of plain values that the model keeps in an optional property.
  public init<Element: JSONRepresentable & Equatable & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[Element]>> & Sendable,
    model property: KeyPath<Fragment.Model, [Element]?> & Sendable
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { $0.jsonValue },
      compareValue: { elements, model, path in
        guard let models = model[keyPath: property] else {
          return [.mismatch(at: path, expected: elementCount(elements.count), actual: "nil")]
        }
        return compareElements(elements, models, at: path) { [.comparing($0, $1, at: $2)] }
      },
      compareMissing: { _, model, path in [.expectingNil(model[keyPath: property], at: path)] },
      compareJSON: { json, model, path in
        guard let models = model[keyPath: property] else {
          return [.mismatch(at: path, expected: json.summary, actual: "nil")]
        }
        return FieldComparison.payloadElements(json, against: models, at: path) {
          [FieldComparison.payload($0, against: $1, at: $2)]
        }
      })
  }
}
