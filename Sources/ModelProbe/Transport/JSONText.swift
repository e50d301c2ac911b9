import JSONCore

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
