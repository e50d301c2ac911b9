import JSONCore

extension ModelComparison {
  /// The comparison of a flag the model reads only to decide whether a property holds a value
  /// (``PropertyMap/gates``): a match where the property holds one exactly when the flag says.
  func compareGate(
    _ gate: PropertyMap.Gate, flag: Bool, path: [JSONPath.Component], indexes: [Int],
    resolver: inout ModelReflection.Resolver, listsMatches: Bool
  ) -> FieldComparison? {
    let holds =
      resolver.value(at: PropertyMap.steps(gate.property, indexes: indexes)).flatMap(ModelReflection.unwrap) != nil
    let matches = holds == (flag == gate.holdsWhenTrue)
    if matches && !listsMatches { return nil }
    let property = PropertyMap.describe(PropertyMap.steps(gate.property, indexes: indexes))
    let actual = "\(property) \(holds ? "holds a value" : "holds none") (this flag decides whether it does)"
    return FieldComparison(
      path: JSONPath(path), expected: String(flag), actual: actual, verdict: matches ? .match : .mismatch)
  }
}
