import Foundation

/// What a model holds when a key is absent or `null` and it makes a value of its own, one that
/// differs from decode to decode (`decodeIfPresent(Date.self, forKey: .issuedAt) ?? Date()`):
/// there is no value to pin, so the key is compared only when the payload holds it.
///
/// ```swift
/// .init("issued_at", \.issuedAt, model: \.issuedAt, whenMissing: .anyValue)
/// ```
public enum ModelMadeValue: Sendable, Hashable {
  /// Whatever value the model makes: not compared.
  case anyValue

  /// The comparison of a missing key whose value the model makes.
  func comparison(_ presence: FieldPresence, at path: JSONPath) -> FieldComparison {
    .notCompared(at: path, expected: presence.rawValue, reason: "the model makes its own value when the key is missing")
  }
}

extension FragmentKey {
  /// A key whose value lands in a non-optional model property that the model fills with a value
  /// of its own when the key is absent or `null` (``ModelMadeValue``).
  public init<Value: JSONRepresentable & Equatable & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Value>> & Sendable,
    model property: KeyPath<Fragment.Model, Value> & Sendable,
    whenMissing made: ModelMadeValue
  ) {
    self.init(
      name: name, field: field, requirement: .defaulted,
      encode: { $0.jsonValue },
      compareValue: { value, model, path in [.comparing(value, model[keyPath: property], at: path)] },
      compareMissing: { presence, _, path in [made.comparison(presence, at: path)] },
      compareJSON: { json, model, path in [.payload(json, against: model[keyPath: property], at: path)] })
  }

  /// A key holding a date, written in `dates` (the fragment's ``ModelJSONFragment/dateStrategy``
  /// when left out), that the model fills with a date of its own when the key is absent or `null`
  /// (``ModelMadeValue``, as in `?? Date()`).
  public init(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Date>> & Sendable,
    model property: KeyPath<Fragment.Model, Date> & Sendable,
    dates: JSONDateStrategy? = nil,
    whenMissing made: ModelMadeValue
  ) {
    self.init(
      name: name, field: field, requirement: .defaulted,
      encode: { (dates ?? Fragment.dateStrategy).jsonValue(for: $0) },
      compareValue: { date, model, path in
        [.comparingDates(date, model[keyPath: property], in: dates ?? Fragment.dateStrategy, at: path)]
      },
      compareMissing: { presence, _, path in [made.comparison(presence, at: path)] },
      compareJSON: { json, model, path in
        [.payloadDate(json, against: model[keyPath: property], in: dates ?? Fragment.dateStrategy, at: path)]
      })
  }
}

extension FragmentKey {
  /// A key whose value lands in an optional model property that the model fills with a value of
  /// its own when the key is absent or `null` (``ModelMadeValue``): a `Date?` set to `Date()`.
  public init<Value: JSONRepresentable & Equatable & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Value>> & Sendable,
    model property: KeyPath<Fragment.Model, Value?> & Sendable,
    whenMissing made: ModelMadeValue
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { $0.jsonValue },
      compareValue: { value, model, path in [.comparing(Optional(value), model[keyPath: property], at: path)] },
      compareMissing: { presence, _, path in [made.comparison(presence, at: path)] },
      compareJSON: { json, model, path in [.payload(json, against: model[keyPath: property], at: path)] })
  }

  /// A key holding a date that the model keeps in an optional property and fills with a date of
  /// its own when the key is absent or `null` (``ModelMadeValue``).
  public init(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Date>> & Sendable,
    model property: KeyPath<Fragment.Model, Date?> & Sendable,
    dates: JSONDateStrategy? = nil,
    whenMissing made: ModelMadeValue
  ) {
    self.init(
      optionalDate: name, field, model: property, dates: dates,
      compareMissing: { presence, _, path in [made.comparison(presence, at: path)] })
  }
}
