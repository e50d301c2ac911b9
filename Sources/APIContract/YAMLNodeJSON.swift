import JSONCore
import Yams

/// A composed YAML document as the JSON value it stands for: mappings are objects in their order,
/// sequences arrays, and each scalar the type its resolved tag says (a quoted `'200'` stays a
/// string). What `JSONDecoder` then reads many times faster than a decoder walking the nodes.
enum YAMLNodeJSON {
  static func value(of node: Node) -> JSONValue {
    switch node {
    case .scalar(let scalar):
      switch Tag.Name(rawValue: node.tag.rawValue) {
      case .null: return .null
      case .bool: return node.bool.map(JSONValue.bool) ?? .string(scalar.string)
      case .int, .float:
        if let number = JSONNumber(text: scalar.string) { return .number(number) }
        if let int = node.int { return .number(JSONNumber(int)) }
        if let double = node.float, double.isFinite, let number = JSONNumber(double) { return .number(number) }
        return .string(scalar.string)
      default: return .string(scalar.string)
      }
    case .mapping(let mapping):
      var object = JSONObject()
      for (key, value) in mapping { object.append(key.string ?? "\(key)", Self.value(of: value)) }
      return .object(object)
    case .sequence(let sequence):
      return .array(sequence.map(Self.value(of:)))
    case .alias:
      return .null
    }
  }
}
