import Foundation
import JSONFragment

/// A model whose keys, and the type each key holds, come from data: the fuzzer's way to hand the
/// Swift code generator key names no hand-written model has. The keys are set per task with
/// ``KeysFromData/$fields`` while the engine learns and exports the model.
public struct KeysFromData: Decodable, Sendable {
  /// The Swift type a key's value decodes as.
  public enum FieldType: Sendable, Hashable {
    case string, int, double, bool, optionalString, integers, strings

    /// The type a JSON value suggests: its own, a list of its first element's, `String?` for `null`.
    init(suggestedBy value: JSONValue) {
      switch value {
      case .null: self = .optionalString
      case .bool: self = .bool
      case .number(let number): self = Int(number.text) != nil ? .int : .double
      case .string, .object: self = .string
      case .array(let elements):
        if case .number = elements.first { self = .integers } else { self = .strings }
      }
    }
  }

  /// A decoded value, kept under its key.
  public enum Value: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case optionalString(String?)
    case integers([Int])
    case strings([String])
  }

  /// The keys the model reads, in order, with their types.
  @TaskLocal public static var fields: [Field] = []

  /// One key and the type of its value.
  public struct Field: Sendable, Hashable {
    public var key: String
    public var type: FieldType
  }

  /// The fields of `object`'s members, first of duplicate keys only, at most `limit` of them.
  public static func fields(of object: JSONObject, limit: Int = 24) -> [Field] {
    var seen: Set<String> = []
    var fields: [Field] = []
    for member in object.members where fields.count < limit && seen.insert(member.key).inserted {
      fields.append(Field(key: member.key, type: FieldType(suggestedBy: member.value)))
    }
    return fields
  }

  /// The decoded values by key.
  public var values: [String: Value] = [:]

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    for field in Self.fields {
      let key = AnyKey(stringValue: field.key)
      values[field.key] =
        switch field.type {
        case .string: .string(try container.decode(String.self, forKey: key))
        case .int: .int(try container.decode(Int.self, forKey: key))
        case .double: .double(try container.decode(Double.self, forKey: key))
        case .bool: .bool(try container.decode(Bool.self, forKey: key))
        case .optionalString: .optionalString(try container.decodeIfPresent(String.self, forKey: key))
        case .integers: .integers(try container.decode([Int].self, forKey: key))
        case .strings: .strings(try container.decode([String].self, forKey: key))
        }
    }
  }

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
