import SwiftUI

struct Coordinate: Codable, Hashable {
  let latitude: Double
  let longitude: Double
}
