import JSONCore
import JSONTrace

extension EnumCases {
  /// The Swift case names and JSON raw values of such an enum, or `nil` when `type` is not one.
  package static func detail(of type: Any.Type) -> EnumDetail? {
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
