import JSONFragment

/// The raw values of an enum that is `CaseIterable` and `RawRepresentable`, found at run time.
enum EnumCases {
  /// The raw values as text, or `nil` when `type` is not such an enum.
  static func rawValues(of type: Any.Type) -> [String]? {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    let cases = allCases(of: iterable)
    let raws = cases.compactMap { ($0 as? any RawRepresentable).map { String(describing: $0.rawValue) } }
    return raws.count == cases.count && !raws.isEmpty ? raws : nil
  }

  /// The first case of a `CaseIterable` type, for placeholders.
  static func firstCase(of type: Any.Type) -> Any? {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    return allCases(of: iterable).first
  }

  /// Every case of a `CaseIterable` type, as values.
  static func allCases(of type: any CaseIterable.Type) -> [Any] {
    func open<C: CaseIterable>(_ type: C.Type) -> [Any] { type.allCases.map { $0 } }
    return open(type)
  }

  /// The Swift case names and JSON raw values of such an enum, or `nil` when `type` is not one.
  static func detail(of type: Any.Type) -> EnumDetail? {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    let describesItself = type is any CustomStringConvertible.Type
    var cases: [EnumDetail.Case] = []
    for value in allCases(of: iterable) {
      guard let raw = (value as? any RawRepresentable)?.rawValue else { return nil }
      let json: JSONValue
      switch raw {
      case let text as String: json = .string(text)
      case let number as any BinaryInteger: json = .number(JSONNumber(number))
      default: return nil
      }
      cases.append(EnumDetail.Case(name: describesItself ? nil : String(describing: value), rawValue: json))
    }
    guard !cases.isEmpty else { return nil }
    return EnumDetail(
      typeName: readableTypeName(type), cases: cases, isJSONRepresentable: type is any JSONRepresentable.Type)
  }
}
