import JSONFragment
import ModelAdapter

/// A plausible JSON value for a schema type, for keys and elements added by hand, for models
/// without a fragment and for array elements a scenario matrix adds: every field present, enums
/// at their first case, dates in the decoder's strategy.
public enum SchemaPlaceholder {
  /// A value of `type` that the model decodes, as far as the schema knows (`null` for recursive
  /// and unknown types, and below `depth` 8).
  public static func value(for type: SchemaType, options: DecodingOptions, depth: Int = 0) -> JSONValue {
    guard depth < 8 else { return .null }
    switch type {
    case .string: return "text"
    case .bool: return false
    case .integer: return 0
    case .number: return 0.5
    case .url: return "https://example.com"
    case .uuid: return "00000000-0000-0000-0000-000000000000"
    case .data: return ""
    case .date:
      switch options.dates {
      case .iso8601: return "2026-01-01T00:00:00Z"
      case .deferredToDate, .secondsSince1970, .millisecondsSince1970: return 0
      }
    case .enumeration(_, let cases): return .string(cases.first ?? "")
    case .object(_, let fields):
      return .object(
        JSONObject(fields.map { JSONMember($0.key, value(for: $0.type, options: options, depth: depth + 1)) }))
    case .array(let element): return [value(for: element, options: options, depth: depth + 1)]
    case .dictionary: return [:]
    case .recursive, .unknown: return .null
    }
  }
}
