import Foundation

/// A weather report with nested objects, an array and an enum, read with snake_case keys.
struct Weather: Decodable, Equatable {
  struct Wind: Decodable, Equatable {
    let speed: Double
    let deg: Int
  }

  struct Hour: Decodable, Equatable {
    enum Condition: String, Decodable, CaseIterable { case clear, cloudy, rain }
    let condition: Condition
    let temp: Double
  }

  let cityId: Int
  let wind: Wind
  let hours: [Hour]

  /// A payload that fails at four fields: a missing key, a wrong type, an unknown enum value and a
  /// wrong type in a later element.
  static let fourFailures = Data(
    """
    {
      "wind": {"speed": 3.5, "deg": "NW"},
      "hours": [
        {"condition": "fog", "temp": 12.5},
        {"condition": "rain", "temp": "warm"}
      ]
    }
    """.utf8)

}
