import Foundation
import TrailKit

struct Trail: Decodable, Identifiable, Hashable {
  let id: Int
  let name: String
  let difficulty: Difficulty
  let lengthKm: Double
  let elevationGainM: Int
  let tags: [String]
  let trailhead: Coordinate
  let updatedAt: Date
  let forecast: Forecast?
}
