import CustomDump

extension FragmentKey {
  /// A key whose value lands in an associated value of an enum case: a model decoded by a
  /// discriminator (`"type": "poll"` reads `question` into `.poll(question:options:)`), which no
  /// key path reaches.
  ///
  /// Each path lists `Mirror` labels down from the model: the case, then the associated value's
  /// label (`["poll", "question"]`), with properties before them for an enum held by a property
  /// (`["content", "poll", "question"]`). A key that several cases read has a path for each
  /// (`[["image", "url"], ["link", "url"]]`); the value is compared where the first path that
  /// leads somewhere leads. When none does, the model is in a case that does not read the key: a
  /// value written for it is a mismatch, and an absent or `null` key matches. `fallback` is what
  /// the case holds when the key is absent or `null` (`decodeIfPresent(...) ?? false`).
  ///
  /// ```swift
  /// static let keys: FragmentKeys<Self> = [
  ///   .init("type", \.type),
  ///   .init("question", \.question, inCases: [["poll", "question"]]),
  ///   .init("url", \.url, inCases: [["image", "url"], ["link", "url"]]),
  /// ]
  /// ```
  public init<Value: JSONRepresentable & Equatable & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Value>> & Sendable,
    inCases paths: [[String]],
    whenMissing fallback: Value? = nil
  ) {
    let fallback = UncheckedSendable(fallback)
    self.init(
      name: name, field: field, requirement: fallback.value == nil ? .optional : .defaulted,
      encode: { $0.jsonValue },
      compareValue: { value, model, path in
        CaseValue.comparing(String(customDumping: value), paths, in: model, at: path, as: Value.self) {
          [.comparing(value, $0, at: path)]
        }
      },
      compareMissing: { presence, model, path in
        guard let fallback = fallback.value else { return CaseValue.missing(presence, paths, in: model, at: path) }
        return CaseValue.comparing(String(customDumping: fallback), paths, in: model, at: path, as: Value.self) {
          [.comparing(fallback, $0, at: path)]
        }
      },
      compareJSON: { json, model, path in
        CaseValue.comparing(json.compactText, paths, in: model, at: path, as: Value.self) {
          [.payload(json, against: $0, at: path)]
        }
      })
  }

  /// A key holding an array of plain values that lands in an associated value of an enum case,
  /// compared element by element; the paths are as for a single value.
  public init<Element: JSONRepresentable & Equatable & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<[Element]>> & Sendable,
    inCases paths: [[String]]
  ) {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { $0.jsonValue },
      compareValue: { elements, model, path in
        CaseValue.comparing(elementCount(elements.count), paths, in: model, at: path, as: [Element].self) {
          compareElements(elements, $0, at: path) { [.comparing($0, $1, at: $2)] }
        }
      },
      compareMissing: { presence, model, path in CaseValue.missing(presence, paths, in: model, at: path) },
      compareJSON: { json, model, path in
        CaseValue.comparing(json.summary, paths, in: model, at: path, as: [Element].self) {
          FieldComparison.payloadElements(json, against: $0, at: path) {
            [FieldComparison.payload($0, against: $1, at: $2)]
          }
        }
      })
  }
}

/// Reads a value inside a model's enum cases by `Mirror` labels.
enum CaseValue {
  /// What a list of paths finds in a model.
  enum Found {
    /// The value the first path that leads somewhere reaches (`nil` for an optional holding none).
    case value(Any?)
    /// No path leads anywhere; `caseName` is the case the model was in where the first path
    /// stopped, when it stopped at an enum.
    case nowhere(caseName: String?)
  }

  static func find(_ paths: [[String]], in model: Any) -> Found {
    var firstStop: String?
    for (index, labels) in paths.enumerated() {
      switch follow(labels, from: model) {
      case .value(let value): return .value(value)
      case .nowhere(let caseName): if index == 0 { firstStop = caseName }
      }
    }
    return .nowhere(caseName: firstStop)
  }

  /// Compares with `compare` what `paths` find, when it is an `Actual`; `expected` describes the
  /// fragment's or payload's value for the mismatches found before that.
  static func comparing<Actual>(
    _ expected: String, _ paths: [[String]], in model: Any, at path: JSONPath, as type: Actual.Type,
    _ compare: (Actual) -> [FieldComparison]
  ) -> [FieldComparison] {
    switch find(paths, in: model) {
    case .nowhere(let caseName):
      return [.mismatch(at: path, expected: expected, actual: nowhere(paths, caseName: caseName))]
    case .value(nil):
      return [.mismatch(at: path, expected: expected, actual: "nil")]
    case .value(let found?):
      guard let actual = found as? Actual else {
        return [
          .mismatch(
            at: path, expected: expected,
            actual: "\(String(customDumping: found)) (a \(Swift.type(of: found)), not a \(Actual.self))")
        ]
      }
      return compare(actual)
    }
  }

  /// An absent or `null` key: the model's case does not read it, or holds `nil` for it.
  static func missing(_ presence: FieldPresence, _ paths: [[String]], in model: Any, at path: JSONPath)
    -> [FieldComparison]
  {
    switch find(paths, in: model) {
    case .nowhere(let caseName):
      let actual = caseName.map { "not read by case \($0)" } ?? "not read by the model's case"
      return [FieldComparison(path: path, expected: presence.rawValue, actual: actual, verdict: .match)]
    case .value(nil):
      return [FieldComparison(path: path, expected: "nil", actual: "nil", verdict: .match)]
    case .value(let found?):
      return [.unexpectedValue(for: presence, actual: found, at: path)]
    }
  }

  private static func nowhere(_ paths: [[String]], caseName: String?) -> String {
    let places = paths.map { $0.joined(separator: ".") }.joined(separator: " or ")
    guard let caseName else { return "nothing at \(places)" }
    return "nothing at \(places): the model is in case \(caseName)"
  }

  private static func follow(_ labels: [String], from model: Any) -> Found {
    var current: Any = model
    for label in labels {
      guard let value = unwrapped(current) else { return .nowhere(caseName: nil) }
      let mirror = Mirror(reflecting: value)
      let child = mirror.children.first { $0.label.map(storageName) == label }
      guard let child else {
        guard mirror.displayStyle == .enum else { return .nowhere(caseName: nil) }
        return .nowhere(caseName: mirror.children.first?.label ?? String(describing: value))
      }
      current = child.value
    }
    return .value(unwrapped(current))
  }

  /// `Optional.some(x)` as `x` (nested optionals too), `nil` as `nil`, anything else as it is.
  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return unwrapped(wrapped)
  }

  /// A property wrapper's storage (`_name`) answers to `name`.
  private static func storageName(_ label: String) -> String {
    label.hasPrefix("_") ? String(label.dropFirst()) : label
  }
}
