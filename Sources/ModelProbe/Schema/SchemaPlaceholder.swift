import Foundation
import JSONCore
import JSONTrace
import ModelAdapter

/// A plausible JSON value for a schema type, for keys and elements added by hand, for models
/// without a fragment or fixture, for the full payload exports learn from, and for array elements
/// a scenario matrix adds: every field present, non-empty strings, non-zero numbers, a real URL,
/// enums at their first case, dates in the decoder's strategy. The values are those discovery
/// hands a model (``ScalarSchema``), so a model that accepted them there decodes them here.
public enum SchemaPlaceholder {
  /// A value of `type` that the model decodes, as far as the schema knows (`null` for recursive
  /// and unknown types, and below `depth` 16). `enums` names the raw values of integer enums.
  public static func value(
    for type: SchemaType, options: DecodingOptions, enums: [String: EnumDetail] = [:], depth: Int = 0
  ) -> JSONValue {
    guard depth < 16 else { return .null }
    switch type {
    case .string: return "text"
    case .bool: return false
    case .integer: return 1
    case .number: return 1.5
    case .url: return "https://example.com"
    case .uuid: return "00000000-0000-0000-0000-000000000001"
    case .data: return .string(Data("text".utf8).base64EncodedString())
    case .date: return options.dates.jsonValue(for: ScalarSchema.placeholderDate)
    case .enumeration(let name, let cases):
      return enums[name]?.cases.first?.rawValue ?? cases.first.map(JSONValue.string) ?? .null
    case .object(_, let fields):
      return .object(
        JSONObject(
          fields.map {
            JSONMember($0.key, value(for: $0.type, options: options, enums: enums, depth: depth + 1))
          }))
    case .array(let element): return [value(for: element, options: options, enums: enums, depth: depth + 1)]
    case .dictionary: return [:]
    case .recursive, .unknown: return .null
    }
  }
}
