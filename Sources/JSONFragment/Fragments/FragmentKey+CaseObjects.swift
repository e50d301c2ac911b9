extension FragmentKey {
  /// A key holding a nested object that lands in an enum case's payload: a model that is one of
  /// several types (`case session(Session)`, `case user(User)`, decoded by trying each), whose
  /// `Session` holds a `user` object.
  ///
  /// The nested fragment has the enum as its model too, and its keys name where their values land
  /// with `inCases:` paths from the enum (`["session", "user", "email"]`); `paths` lead to the
  /// object itself (`[["session", "user"]]`). An absent or `null` key matches a case that holds
  /// `nil` there or does not read the key.
  ///
  /// ```swift
  /// struct ResponseFragment: ModelJSONFragment {
  ///   typealias Model = Response
  ///   var token: Field<String> = "t0k"
  ///   var user: Field<UserFragment> = .value(UserFragment())
  ///
  ///   static let keys: FragmentKeys<Self> = [
  ///     .init("token", \.token, inCases: [["session", "token"]]),
  ///     .init("user", \.user, inCases: [["session", "user"]]),
  ///   ]
  /// }
  /// ```
  public init<Nested: ModelJSONFragment & SendableMetatype>(
    _ name: String,
    _ field: WritableKeyPath<Fragment, Field<Nested>> & Sendable,
    inCases paths: [[String]]
  ) where Nested.Model == Fragment.Model {
    self.init(
      name: name, field: field, requirement: .optional,
      encode: { $0.json },
      compareValue: { nested, model, path in
        CaseValue.comparing("an object", paths, in: model, at: path, as: Any.self) { _ in
          nested.compare(to: model, at: path)
        }
      },
      compareMissing: { presence, model, path in CaseValue.missing(presence, paths, in: model, at: path) },
      compareJSON: { json, model, path in
        CaseValue.comparing(json.summary, paths, in: model, at: path, as: Any.self) { _ in
          Nested.compare(payload: json, to: model, at: path)
        }
      })
  }
}
