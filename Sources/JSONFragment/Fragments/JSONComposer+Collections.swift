extension Dictionary where Key == String, Value: JSONFragment {
  /// A JSON object of the fragments' objects under their keys, written in key order; its
  /// comparison checks each key's fragment against the model under that key, and that the
  /// decoded map holds the same keys.
  public func toJSONObject() -> JSONComposer<[String: Value.Model]> {
    let entries = sorted { $0.key < $1.key }
    let members = entries.map { JSONMember($0.key, $0.value.json) }
    return JSONComposer(json: .object(JSONObject(members))) { models, path in
      var results: [FieldComparison] = []
      for (key, fragment) in entries {
        guard let model = models[key] else {
          results.append(.mismatch(at: path.appending(key: key), expected: "an entry", actual: "no entry"))
          continue
        }
        results += fragment.compare(to: model, at: path.appending(key: key))
      }
      for key in models.keys.sorted() where self[key] == nil {
        results.append(.mismatch(at: path.appending(key: key), expected: "no entry", actual: "an entry"))
      }
      return results
    }
  }
}

extension JSONComposer where Model: JSONRepresentable & Equatable {
  /// A document of plain values (`[true, false]`, `["EUR": 1.0]`), compared with the decoded value
  /// by `==`.
  public init(value: Model) {
    self.init(json: value.jsonValue) { model, path in [.comparing(value, model, at: path)] }
  }
}
