import JSONFragment

// What the engine learns and finds about a model crosses from the worker process to the one that
// shows it; these are the forms it travels in.

extension EnumDetail.Case: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, rawValue
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decodeIfPresent(String.self, forKey: .name),
      rawValue: try container.decode(JSONText.self, forKey: .rawValue).value)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encode(JSONText(rawValue), forKey: .rawValue)
  }
}

/// A JSON value travelling as its compact text, so that key order and repeated keys survive.
struct JSONText: Codable, Sendable, Hashable {
  var value: JSONValue

  init(_ value: JSONValue) {
    self.value = value
  }

  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      value = try JSONParser.parse(text)
    } catch {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value.compactText)
  }
}
