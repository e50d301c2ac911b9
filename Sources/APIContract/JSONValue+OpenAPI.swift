import Foundation
import JSONCore
import OpenAPIKitCore

extension JSONValue {
  /// The JSON value a document's example, enum value or default holds, as `JSONEncoder` writes it
  /// with its keys sorted; `nil` for one JSON cannot write.
  init?(openAPI value: AnyCodable) {
    guard let made = Self.made(of: value.value) else { return nil }
    self = made
  }

  /// What OpenAPIKit decodes a document's value into, read directly; anything else `Encodable`
  /// through `JSONEncoder`, as `AnyCodable` encodes it.
  private static func made(of value: Any) -> JSONValue? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return .null }
      return made(of: wrapped)
    }
    switch value {
    case let nested as AnyCodable: return made(of: nested.value)
    case is NSNull: return .null
    case let flag as Bool: return .bool(flag)
    case let integer as Int: return .number(JSONNumber(integer))
    case let integer as UInt: return .number(JSONNumber(integer))
    case let double as Double:
      // `JSONEncoder` writes a whole number without its fraction.
      if double.rounded() == double, abs(double) < 0x1p53 { return .number(JSONNumber(Int(double))) }
      return JSONNumber(text: double.description).map(JSONValue.number)
    case let text as String: return .string(text)
    case let array as [Any]:
      let elements = array.compactMap(made(of:))
      return elements.count == array.count ? .array(elements) : nil
    case let object as [String: Any]:
      let members = object.sorted { $0.key < $1.key }.compactMap { key, value in
        made(of: value).map { JSONMember(key, $0) }
      }
      return members.count == object.count ? .object(JSONObject(members)) : nil
    default:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      guard let encodable = value as? any Encodable, let data = try? encoder.encode(encodable) else { return nil }
      return try? JSONParser.parse(data)
    }
  }
}
