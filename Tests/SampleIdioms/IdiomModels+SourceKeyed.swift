extension IdiomModels {
  /// Where a forecast value comes from; a source the app does not know is `unknown`.
  public enum Source: String, Decodable, Hashable, Sendable {
    case noaa, icon, unknown
  }

  /// One value from each source, read from an object keyed by source name.
  public struct BySource<Value: Decodable & Equatable & Sendable>: Decodable, Equatable, Sendable {
    public var values: [Source: Value]

    public init(from decoder: any Decoder) throws {
      let raw = try decoder.singleValueContainer().decode([String: Value].self)
      var values: [Source: Value] = [:]
      for (key, value) in raw { values[Source(rawValue: key) ?? .unknown] = value }
      self.values = values
    }
  }

  /// A forecast hour: each reading comes from several sources.
  public struct ForecastHour: Decodable, Equatable, Sendable {
    public var time: String
    public var wind: BySource<Double>
    public var swell: BySource<Double>?
  }
}
