import Foundation

/// A page of results in an envelope the server wraps every list in.
public struct Page<Item: Decodable & Equatable & Sendable>: Decodable, Equatable, Sendable {
  public var items: [Item]
  public var nextCursor: String?
  public var fetchedAt: Date

  enum CodingKeys: String, CodingKey {
    case items
    case nextCursor = "next_cursor"
    case fetchedAt = "fetched_at"
  }
}

/// A city's forecast for one hour; ISO 8601 dates.
public struct Forecast: Decodable, Equatable, Sendable {
  /// The sky.
  public enum Condition: String, Decodable, CaseIterable, Sendable {
    case clear, cloudy, rain, snow
  }

  public var city: String
  public var temperature: Double
  public var condition: Condition
  public var at: Date
}

/// A page of forecasts by the name a package's tests use for it: `LauncherMainCompilesTests`
/// registers it as its own model, as a user's launcher does.
public typealias ForecastPage = Page<Forecast>
