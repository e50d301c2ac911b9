import Foundation

public struct Forecast: Decodable, Hashable, Sendable {
  public let temperatureC: Double
  public let condition: Condition
  public let hourly: [HourlyForecast]
}

public struct HourlyForecast: Decodable, Hashable, Sendable {
  public let hour: Int
  public let temperatureC: Double
  public let precipitationChance: Double?
}
