public enum Condition: String, Decodable, Hashable, Sendable {
  case clear, cloudy, rain, snow, storm
}
