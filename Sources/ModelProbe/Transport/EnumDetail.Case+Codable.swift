import JSONCore

// An enum case crosses from the worker to the process that shows it with its raw value as JSON text.

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
