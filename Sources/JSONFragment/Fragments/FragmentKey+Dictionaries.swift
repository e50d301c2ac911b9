extension FragmentKey {
  /// A key holding an object used as a dictionary of plain values (`{"EUR": 0.92}`), compared key
  /// by key: each entry at its own path (`rates.EUR`), and every key one side lacks.
  public init<Value: JSONRepresentable & Equatable & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[String: Value]>> & Sendable,
    model property: KeyPath<Fragment.Model, [String: Value]> & Sendable
  ) {
    self.init(entries: name, field) { $0[keyPath: property] }
  }

  /// A dictionary of plain values that the model keeps in an optional property.
  public init<Value: JSONRepresentable & Equatable & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[String: Value]>> & Sendable,
    model property: KeyPath<Fragment.Model, [String: Value]?> & Sendable
  ) {
    self.init(optionalEntries: name, field) { $0[keyPath: property] }
  }

  /// The form of a dictionary of plain values, `entries` reading the model's.
  init<Value: JSONRepresentable & Equatable & SendableMetatype>(
    entries name: String,
    _ field: WritableKeyPath<Fragment, Field<[String: Value]>> & Sendable,
    _ entries: @escaping @Sendable (Fragment.Model) -> [String: Value]
  ) {
    self.init(
      name: name, field: field, requirement: .required,
      encode: { $0.jsonValue },
      compareValue: { expected, model, path in
        compareEntries(expected, entries(model), at: path) { [.comparing($0, $1, at: $2)] }
      },
      compareMissing: { presence, model, path in [.unexpectedValue(for: presence, actual: entries(model), at: path)] },
      compareJSON: { json, model, path in
        FieldComparison.payloadEntries(json, against: entries(model), at: path) {
          [FieldComparison.payload($0, against: $1, at: $2)]
        }
      })
  }

  /// The form of a dictionary of plain values in an optional property, `entries` reading the model's.
  init<Value: JSONRepresentable & Equatable & SendableMetatype>(
    optionalEntries name: String,
    _ field: WritableKeyPath<Fragment, Field<[String: Value]>> & Sendable,
    _ entries: @escaping @Sendable (Fragment.Model) -> [String: Value]?
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { $0.jsonValue },
      compareValue: { expected, model, path in
        guard let actual = entries(model) else {
          return [.mismatch(at: path, expected: entryCount(expected.count), actual: "nil")]
        }
        return compareEntries(expected, actual, at: path) { [.comparing($0, $1, at: $2)] }
      },
      compareMissing: { _, model, path in [.expectingNil(entries(model), at: path)] },
      compareJSON: { json, model, path in
        guard let actual = entries(model) else {
          return [.mismatch(at: path, expected: json.summary, actual: "nil")]
        }
        return FieldComparison.payloadEntries(json, against: actual, at: path) {
          [FieldComparison.payload($0, against: $1, at: $2)]
        }
      })
  }

  /// A key holding an object used as a dictionary of objects, each described by a fragment and
  /// compared with the model's entry of the same key.
  public init<Nested: ModelJSONFragment & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[String: Nested]>> & Sendable,
    model property: KeyPath<Fragment.Model, [String: Nested.Model]> & Sendable
  ) {
    self.init(
      name: name, field: field, requirement: .required,
      encode: { entries in
        .object(JSONObject(entries.sorted { $0.key < $1.key }.map { JSONMember($0.key, $0.value.json) }))
      },
      compareValue: { entries, model, path in
        compareEntries(entries, model[keyPath: property], at: path) { $0.compare(to: $1, at: $2) }
      },
      compareMissing: { presence, model, path in
        [.unexpectedValue(for: presence, actual: model[keyPath: property], at: path)]
      },
      compareJSON: { json, model, path in
        FieldComparison.payloadEntries(json, against: model[keyPath: property], at: path) {
          Nested.compare(payload: $0, to: $1, at: $2)
        }
      })
  }
}

/// Compares two dictionaries key by key, in sorted key order: each shared key with
/// `compareOne`, and each key that only one side has as a mismatch at its path.
func compareEntries<Expected, Actual>(
  _ expected: [String: Expected], _ actual: [String: Actual], at path: JSONPath,
  _ compareOne: (Expected, Actual, JSONPath) -> [FieldComparison]
) -> [FieldComparison] {
  Set(expected.keys).union(actual.keys).sorted().flatMap { key -> [FieldComparison] in
    let keyPath = path.appending(key: key)
    switch (expected[key], actual[key]) {
    case (let wanted?, let found?): return compareOne(wanted, found, keyPath)
    case (_?, nil): return [.mismatch(at: keyPath, expected: "an entry", actual: "no entry")]
    case (nil, _?): return [.mismatch(at: keyPath, expected: "no entry", actual: "an entry")]
    case (nil, nil): return []
    }
  }
}

extension FieldComparison {
  /// A payload's object, member by member, against the model's dictionary: each key both have
  /// with `compareOne`, and each key only one side has as a mismatch.
  static func payloadEntries<Model>(
    _ json: JSONValue, against models: [String: Model], at path: JSONPath,
    _ compareOne: (JSONValue, Model, JSONPath) -> [FieldComparison]
  ) -> [FieldComparison] {
    guard case .object(let object) = json else {
      return [.mismatch(at: path, expected: json.summary, actual: entryCount(models.count))]
    }
    var entries: [String: JSONValue] = [:]
    for member in object.members where entries[member.key] == nil { entries[member.key] = member.value }
    return compareEntries(entries, models, at: path, compareOne)
  }
}

func entryCount(_ count: Int) -> String {
  count == 1 ? "1 entry" : "\(count) entries"
}

extension FragmentKey {
  /// A key holding an object of dynamic keys that the model keeps in a dictionary keyed by an enum
  /// of their names (`[Source: Double]` from `{"noaa": 4.5}`), compared entry by entry by the
  /// cases' raw values. A key the enum folds into a case of its own (`unknown`) is a mismatch:
  /// the model lost its name.
  public init<
    Key: RawRepresentable & Hashable & SendableMetatype, Value: JSONRepresentable & Equatable & SendableMetatype
  >(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[String: Value]>> & Sendable,
    model property: KeyPath<Fragment.Model, [Key: Value]> & Sendable
  ) where Key.RawValue == String {
    self.init(entries: name, field) { byRawValue($0[keyPath: property]) }
  }

  /// A dictionary keyed by an enum that the model keeps in an optional property.
  public init<
    Key: RawRepresentable & Hashable & SendableMetatype, Value: JSONRepresentable & Equatable & SendableMetatype
  >(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[String: Value]>> & Sendable,
    model property: KeyPath<Fragment.Model, [Key: Value]?> & Sendable
  ) where Key.RawValue == String {
    self.init(optionalEntries: name, field) { $0[keyPath: property].map(byRawValue) }
  }
}

/// An enum-keyed dictionary keyed by its cases' raw values.
private func byRawValue<Key: RawRepresentable, Value>(_ dictionary: [Key: Value]) -> [String: Value]
where Key.RawValue == String {
  Dictionary(dictionary.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: { first, _ in first })
}
