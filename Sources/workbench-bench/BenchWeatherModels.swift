import Foundation

// The models of the generated package `BenchWeather` (`PackageInspectCases.modelSource` is the
// same text), compiled here too so that JSONDecoder decodes the same payload into the same types.

struct BenchPage<Item: Decodable>: Decodable {
  let items: [Item]
  let page: Int
  let total: Int
}

struct BenchForecast: Decodable {
  enum Sky: String, Decodable { case clear, cloudy, rain, snow }
  struct Wind: Decodable {
    let speed: Double
    let direction: Int
  }
  let id: Int
  let city: String
  let temperature: Double
  let humidity: Int
  let sky: Sky
  let issued: String
  let wind: Wind
}
