import CustomDump

extension FragmentKey {
  /// A key holding the payload of one case of an enum with associated values, as Swift's
  /// synthesized `Codable` writes it: `{"every": {"days": 3}}` for `case every(days: Int)`, an
  /// unlabelled payload under `_0`.
  ///
  /// The nested fragment describes the case's payload and has the enum as its model too: its keys
  /// name where their values land with `inCases:` paths from the enum (`["every", "days"]`). It is
  /// compared when the model is in the case `label`; a model in another case is a mismatch. An
  /// absent key matches a model in another case.
  ///
  /// ```swift
  /// struct RepeatFragment: ModelJSONFragment {
  ///   typealias Model = Repeat
  ///   var every: Field<EveryFragment> = .value(EveryFragment())
  ///   var once: Field<OnceFragment> = .absent
  ///
  ///   static let keys: FragmentKeys<Self> = [
  ///     .init("every", \.every, inCase: "every"),
  ///     .init("once", \.once, inCase: "once"),
  ///   ]
  /// }
  /// ```
  public init<Nested: ModelJSONFragment & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Nested>> & Sendable,
    inCase label: String
  ) where Nested.Model == Fragment.Model {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { $0.json },
      compareValue: { nested, model, path in
        let held = EnumCaseLabel.of(model)
        guard held == label else {
          return [.mismatch(at: path, expected: "the case \(label)", actual: "the case \(held)")]
        }
        return nested.compare(to: model, at: path)
      },
      compareMissing: { presence, model, path in
        let held = EnumCaseLabel.of(model)
        guard held == label else { return [] }
        return [.mismatch(at: path, expected: presence == .null ? "null" : "no key", actual: "the case \(held)")]
      },
      compareJSON: { json, model, path in
        let held = EnumCaseLabel.of(model)
        guard held == label else {
          return [.mismatch(at: path, expected: "the case \(label)", actual: "the case \(held)")]
        }
        return Nested.compare(payload: json, to: model, at: path)
      })
  }
}

/// The name of the case an enum value is in: its `Mirror` child's label, or, for a case without
/// associated values, the value as it prints.
enum EnumCaseLabel {
  static func of(_ value: Any) -> String {
    Mirror(reflecting: value).children.first?.label ?? String(describing: value)
  }
}
