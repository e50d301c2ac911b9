import JSONCore

/// The raw values of an enum that is `CaseIterable` and `RawRepresentable`, found at run time.
package enum EnumCases {
  /// The raw values as text, or `nil` when `type` is not such an enum.
  package static func rawValues(of type: Any.Type) -> [String]? {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    let cases = allCases(of: iterable)
    let raws = cases.compactMap { ($0 as? any RawRepresentable).map { String(describing: $0.rawValue) } }
    return raws.count == cases.count && !raws.isEmpty ? raws : nil
  }

  /// The first case of a `CaseIterable` type, for placeholders.
  package static func firstCase(of type: Any.Type) -> Any? {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    return allCases(of: iterable).first
  }

  /// Every case of a `CaseIterable` type, as values.
  package static func allCases(of type: any CaseIterable.Type) -> [Any] {
    func open<C: CaseIterable>(_ type: C.Type) -> [Any] { type.allCases.map { $0 } }
    return open(type)
  }
}
