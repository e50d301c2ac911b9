extension IdiomModels {
  /// A model that checks a value it read and refuses the whole object with an error of its own,
  /// no `DecodingError`: `JSONDecoder` names only the object.
  public struct Throttle: Decodable, Sendable {
    public struct Invalid: Error {}
    public var attempts: Int
    public var multiplier: Double

    enum CodingKeys: String, CodingKey { case attempts, multiplier }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      attempts = try container.decode(Int.self, forKey: .attempts)
      multiplier = try container.decode(Double.self, forKey: .multiplier)
      guard multiplier > 0 else { throw Invalid() }
    }
  }
}
