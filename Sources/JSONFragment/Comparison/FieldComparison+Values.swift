import CustomDump

extension FieldComparison {
  /// Compares `expected` with `actual` by `==`.
  public static func comparing<Value: Equatable>(_ expected: Value, _ actual: Value, at path: JSONPath)
    -> FieldComparison
  {
    let agree = expected == actual
    return FieldComparison(
      path: path,
      expected: String(customDumping: expected),
      actual: String(customDumping: actual),
      verdict: agree ? .match : .mismatch,
      difference: agree ? nil : diff(expected, actual, format: .proportional))
  }
}
