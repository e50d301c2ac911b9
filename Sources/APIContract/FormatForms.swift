import JSONCore
import OpenAPIKit

/// The forms a value of a format may take that a decoder may read differently: a `date-time` with
/// and without fractional seconds and with each form of offset, an `int64` past 32 bits, a URI
/// with a query and a fragment, a UUID in capitals.
enum FormatForms {
  struct Form {
    var name: String
    var value: JSONValue
  }

  /// The value a string of the schema's format begins with, or `nil` for a format with none here.
  static func base(of schema: JSONSchema) -> JSONValue? {
    switch schema.formatString {
    case "date-time": .string("2024-05-01T12:00:00Z")
    case "date": .string("2024-05-01")
    case "time": .string("12:00:00")
    case "uri", "url", "iri": .string("https://example.com/items/1")
    case "uri-reference", "iri-reference": .string("/items/1")
    case "uuid": .string("3f2504e0-4f89-41d3-9a0c-0305e82c3301")
    case "email": .string("ana@example.com")
    case "hostname": .string("example.com")
    case "ipv4": .string("192.0.2.1")
    case "ipv6": .string("2001:db8::1")
    case "byte": .string("aGVsbG8=")
    case "password": .string("secret")
    default: nil
    }
  }

  /// The other forms of the schema's format.
  static func forms(of schema: JSONSchema) -> [Form] {
    switch (schema.formatString, schema.value) {
    case ("date-time", _):
      return [
        Form(name: "date-time with fractional seconds", value: .string("2024-05-01T12:00:00.250Z")),
        Form(name: "date-time with an offset", value: .string("2024-05-01T14:00:00+02:00")),
        Form(name: "date-time with fractional seconds and an offset", value: .string("2024-05-01T05:00:00.250-07:00")),
      ]
    case ("int64", .integer):
      return [Form(name: "int64 past 32 bits", value: .number(JSONNumber(4_294_967_297)))]
    case ("uri", _), ("url", _), ("iri", _):
      return [Form(name: "uri with a query and a fragment", value: .string("https://example.com/items/1?page=2#top"))]
    case ("uuid", _):
      return [Form(name: "uuid in capitals", value: .string("3F2504E0-4F89-41D3-9A0C-0305E82C3301"))]
    default:
      return []
    }
  }
}
