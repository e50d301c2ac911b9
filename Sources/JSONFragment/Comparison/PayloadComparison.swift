import CustomDump

extension ModelJSONFragment {
  /// Compares a payload (any JSON object, not only one this fragment wrote) with the `model` it
  /// decoded into, through this fragment's keys: each member's value read as its key's type and
  /// held against the property the key feeds; each key the payload leaves out or sets to `null`
  /// held against its `whenMissing:` fallback (or `nil` for an optional property). Members in
  /// payload order, then the keys the payload lacks; a member no key names is not compared.
  ///
  /// Values are compared as values; only a difference renders the model's value with CustomDump.
  public static func compare(payload: JSONValue, to model: Model, at path: JSONPath = .root) -> [FieldComparison] {
    guard case .object(let object) = payload else {
      return [.mismatch(at: path, expected: payload.summary, actual: "an object")]
    }
    var results: [FieldComparison] = []
    var present = Set<String>()
    for member in object.members {
      let memberPath = path.appending(key: member.key)
      guard present.insert(member.key).inserted else {
        results += FieldComparison.notComparedRepeat(member.value, at: memberPath)
        continue
      }
      guard let key = key(named: member.key) else {
        results.append(
          .notCompared(
            at: memberPath, expected: member.value.compactText, reason: "no model property found for this key"))
        continue
      }
      results += key.comparePayload(member.value, model, memberPath)
    }
    for key in keys where !present.contains(key.name) {
      results += key.comparePayload(nil, model, path.appending(key: key.name))
    }
    return results
  }
}

extension FieldComparison {
  /// A payload's value against the model's: the JSON read as the property's type and compared by
  /// `==` (JSON against the value's JSON for types it cannot read).
  static func payload<Value: JSONRepresentable & Equatable>(_ json: JSONValue, against actual: Value, at path: JSONPath)
    -> FieldComparison
  {
    let expected = json.compactText
    let agree = JSONScalarReading.read(json, as: Value.self).map { $0 == actual } ?? (json == actual.jsonValue)
    guard agree else { return .mismatch(at: path, expected: expected, actual: String(customDumping: actual)) }
    return FieldComparison(path: path, expected: expected, actual: expected, verdict: .match)
  }

  /// A payload's value against an optional property, which must hold a value.
  static func payload<Value: JSONRepresentable & Equatable>(
    _ json: JSONValue, against actual: Value?, at path: JSONPath
  )
    -> FieldComparison
  {
    guard let actual else { return .mismatch(at: path, expected: json.compactText, actual: "nil") }
    return payload(json, against: actual, at: path)
  }

  /// A payload's array, element by element, against the model's elements.
  static func payloadElements<Model>(
    _ json: JSONValue, against models: [Model], at path: JSONPath,
    _ compareOne: (JSONValue, Model, JSONPath) -> [FieldComparison]
  ) -> [FieldComparison] {
    guard case .array(let elements) = json else {
      return [.mismatch(at: path, expected: json.summary, actual: elementCount(models.count))]
    }
    return compareElements(elements, models, at: path, compareOne)
  }
}
