/// One position of an array that a model reads by position (`[1710201600, 18.2]` read as a time
/// and a value): the property of the element model that the value at that position lands in.
public struct ArrayPosition<Element>: Sendable {
  let compare: @Sendable (JSONValue, Element, JSONPath) -> FieldComparison

  /// The position whose value lands in `property`.
  public static func value<Value: JSONRepresentable & Equatable & SendableMetatype>(
    _ property: KeyPath<Element, Value> & Sendable
  ) -> Self {
    Self { json, element, path in .payload(json, against: element[keyPath: property], at: path) }
  }

  /// The position whose value lands in an optional `property`, which must hold it.
  public static func value<Value: JSONRepresentable & Equatable & SendableMetatype>(
    _ property: KeyPath<Element, Value?> & Sendable
  ) -> Self {
    Self { json, element, path in .payload(json, against: element[keyPath: property], at: path) }
  }

  /// A position whose value the model reads but keeps where no key path reaches: written, not
  /// compared.
  public static var notCompared: Self {
    Self { json, _, path in .notCompared(at: path, expected: json.compactText, reason: "no model property") }
  }

  /// `json`, an array, against `element`: each value with its position's property, a value past
  /// the last position not compared.
  static func compare(_ json: JSONValue, _ positions: [Self], with element: Element, at path: JSONPath)
    -> [FieldComparison]
  {
    guard case .array(let values) = json else {
      return [.mismatch(at: path, expected: json.summary, actual: "an array read by position")]
    }
    var results: [FieldComparison] = []
    for (index, value) in values.enumerated() {
      let at = path.appending(index: index)
      results.append(
        index < positions.count
          ? positions[index].compare(value, element, at)
          : .notCompared(at: at, expected: value.compactText, reason: "no model property"))
    }
    if values.count < positions.count {
      results.append(.mismatch(at: path, expected: elementCount(values.count), actual: elementCount(positions.count)))
    }
    return results
  }
}

extension FragmentKey {
  /// A key holding an array that the model reads by position into one value (`[13.4, 52.5]` as a
  /// longitude and a latitude): written as it is, each position compared with its own property.
  public init<Element: SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[JSONValue]>> & Sendable,
    model property: KeyPath<Fragment.Model, Element> & Sendable,
    positions: [ArrayPosition<Element>]
  ) {
    self.init(
      name: name, field: field, requirement: .required,
      encode: { .array($0) },
      compareValue: { values, model, path in
        ArrayPosition.compare(.array(values), positions, with: model[keyPath: property], at: path)
      },
      compareMissing: { presence, model, path in
        [.unexpectedValue(for: presence, actual: model[keyPath: property], at: path)]
      },
      compareJSON: { json, model, path in
        ArrayPosition.compare(json, positions, with: model[keyPath: property], at: path)
      })
  }

  /// A key holding an array read by position that the model keeps in an optional property;
  /// absent and `null` expect `nil`.
  public init<Element: SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[JSONValue]>> & Sendable,
    model property: KeyPath<Fragment.Model, Element?> & Sendable,
    positions: [ArrayPosition<Element>]
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { .array($0) },
      compareValue: { values, model, path in
        guard let element = model[keyPath: property] else {
          return [.mismatch(at: path, expected: JSONValue.array(values).summary, actual: "nil")]
        }
        return ArrayPosition.compare(.array(values), positions, with: element, at: path)
      },
      compareMissing: { _, model, path in [.expectingNil(model[keyPath: property], at: path)] },
      compareJSON: { json, model, path in
        guard let element = model[keyPath: property] else {
          return [.mismatch(at: path, expected: json.summary, actual: "nil")]
        }
        return ArrayPosition.compare(json, positions, with: element, at: path)
      })
  }

  /// A key holding an array of arrays, each read by position into one element of the model's
  /// array (`[[1710201600, 18.2], ...]` as readings of a time and a value).
  public init<Element: SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[[JSONValue]]>> & Sendable,
    model property: KeyPath<Fragment.Model, [Element]> & Sendable,
    positions: [ArrayPosition<Element>]
  ) {
    self.init(
      name: name, field: field, requirement: .required,
      encode: { .array($0.map(JSONValue.array)) },
      compareValue: { values, model, path in
        compareElements(values, model[keyPath: property], at: path) {
          ArrayPosition.compare(.array($0), positions, with: $1, at: $2)
        }
      },
      compareMissing: { presence, model, path in
        [.unexpectedValue(for: presence, actual: model[keyPath: property], at: path)]
      },
      compareJSON: { json, model, path in
        FieldComparison.payloadElements(json, against: model[keyPath: property], at: path) {
          ArrayPosition.compare($0, positions, with: $1, at: $2)
        }
      })
  }
}
