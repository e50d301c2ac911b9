import Foundation

extension FragmentKey {
  /// A key holding a date, written in `dates` (the fragment's ``ModelJSONFragment/dateStrategy``
  /// when left out) and compared with the model's date as `JSONDecoder` reads that text back.
  ///
  /// - Parameters:
  ///   - name: the JSON key, as the model's CodingKeys spell it.
  ///   - field: the fragment's field holding the date.
  ///   - property: the model property the date lands in.
  ///   - dates: how this key's date is written, when not the fragment's strategy.
  ///   - fallback: the date the model falls back to when the key is absent or `null`.
  public init(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Date>> & Sendable,
    model property: KeyPath<Fragment.Model, Date> & Sendable,
    dates: JSONDateStrategy? = nil,
    whenMissing fallback: Date? = nil
  ) {
    self.init(
      name: name, field: field, requirement: fallback == nil ? .required : .defaulted,
      encode: { (dates ?? Fragment.dateStrategy).jsonValue(for: $0) },
      compareValue: { date, model, path in
        [.comparingDates(date, model[keyPath: property], in: dates ?? Fragment.dateStrategy, at: path)]
      },
      compareMissing: { presence, model, path in
        let actual = model[keyPath: property]
        guard let fallback else { return [.unexpectedValue(for: presence, actual: actual, at: path)] }
        return [.comparingDates(fallback, actual, in: dates ?? Fragment.dateStrategy, at: path, readBack: false)]
      },
      compareJSON: { json, model, path in
        [.payloadDate(json, against: model[keyPath: property], in: dates ?? Fragment.dateStrategy, at: path)]
      })
  }

  /// A key holding a date that the model keeps in an optional property; absent and `null` expect `nil`.
  public init(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Date>> & Sendable,
    model property: KeyPath<Fragment.Model, Date?> & Sendable,
    dates: JSONDateStrategy? = nil
  ) {
    self.init(
      optionalDate: name, field, model: property, dates: dates,
      compareMissing: { _, model, path in [.expectingNil(model[keyPath: property], at: path)] })
  }

  /// The form of the keys of an optional date: `compareMissing` holds an absent or `null` key
  /// against the model.
  init(
    optionalDate name: String,
    _ field: WritableKeyPath<Fragment, Field<Date>> & Sendable,
    model property: KeyPath<Fragment.Model, Date?> & Sendable,
    dates: JSONDateStrategy?,
    compareMissing: @escaping @Sendable (FieldPresence, Fragment.Model, JSONPath) -> [FieldComparison]
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { (dates ?? Fragment.dateStrategy).jsonValue(for: $0) },
      compareValue: { date, model, path in
        let strategy = dates ?? Fragment.dateStrategy
        guard let actual = model[keyPath: property] else {
          return [.mismatch(at: path, expected: strategy.text(for: date), actual: "nil")]
        }
        return [.comparingDates(date, actual, in: strategy, at: path)]
      },
      compareMissing: compareMissing,
      compareJSON: { json, model, path in
        guard let actual = model[keyPath: property] else {
          return [.mismatch(at: path, expected: json.compactText, actual: "nil")]
        }
        return [.payloadDate(json, against: actual, in: dates ?? Fragment.dateStrategy, at: path)]
      })
  }

  /// A key holding an array of dates, each written in `dates` and compared element by element.
  public init(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[Date]>> & Sendable,
    model property: KeyPath<Fragment.Model, [Date]> & Sendable,
    dates: JSONDateStrategy? = nil
  ) {
    self.init(
      name: name, field: field, requirement: .required,
      encode: { list in .array(list.map { (dates ?? Fragment.dateStrategy).jsonValue(for: $0) }) },
      compareValue: { list, model, path in
        compareElements(list, model[keyPath: property], at: path) {
          [.comparingDates($0, $1, in: dates ?? Fragment.dateStrategy, at: $2)]
        }
      },
      compareMissing: { presence, model, path in
        [.unexpectedValue(for: presence, actual: model[keyPath: property], at: path)]
      },
      compareJSON: { json, model, path in
        FieldComparison.payloadElements(json, against: model[keyPath: property], at: path) {
          [.payloadDate($0, against: $1, in: dates ?? Fragment.dateStrategy, at: $2)]
        }
      })
  }
}

extension FieldComparison {
  /// A payload's date, read as `JSONDecoder` reads it under `strategy`, against the model's.
  static func payloadDate(_ json: JSONValue, against actual: Date, in strategy: JSONDateStrategy, at path: JSONPath)
    -> FieldComparison
  {
    let expected = json.compactText
    guard strategy.date(from: json) == actual else {
      return .mismatch(at: path, expected: expected, actual: strategy.text(for: actual))
    }
    return FieldComparison(path: path, expected: expected, actual: expected, verdict: .match)
  }

  /// Compares the date the payload says (`expected`, as `JSONDecoder` reads it back from the
  /// text `strategy` writes, unless `readBack` is false) with the model's; both are shown in the
  /// strategy's text.
  static func comparingDates(
    _ expected: Date, _ actual: Date, in strategy: JSONDateStrategy, at path: JSONPath, readBack: Bool = true
  ) -> FieldComparison {
    let wanted = readBack ? strategy.roundTripped(expected) : expected
    let agree = wanted == actual
    var actualText = strategy.text(for: actual)
    if !agree && actualText == strategy.text(for: wanted) {
      actualText += " (\(actual.timeIntervalSince1970 - wanted.timeIntervalSince1970) s later)"
    }
    return FieldComparison(
      path: path, expected: strategy.text(for: wanted), actual: actualText, verdict: agree ? .match : .mismatch)
  }
}

extension FragmentKey {
  /// A key holding a date, written in `dates` (the fragment's ``ModelJSONFragment/dateStrategy``
  /// when left out), that feeds no model property the fragment can name, so it is not compared.
  public init(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Date>> & Sendable,
    dates: JSONDateStrategy? = nil
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { (dates ?? Fragment.dateStrategy).jsonValue(for: $0) },
      compareValue: { date, _, path in
        [
          .notCompared(
            at: path, expected: (dates ?? Fragment.dateStrategy).text(for: date), reason: "no model property")
        ]
      },
      compareMissing: { presence, _, path in
        [.notCompared(at: path, expected: presence.rawValue, reason: "no model property")]
      },
      compareJSON: { json, _, path in [.notCompared(at: path, expected: json.compactText, reason: "no model property")]
      })
  }
}
