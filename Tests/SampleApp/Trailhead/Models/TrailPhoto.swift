import Foundation

/// A photo of a trail, which the detail screen downloads itself.
struct TrailPhoto: Decodable, Identifiable {
  let id: Int
  let url: URL
  let caption: String?

  func download() async throws -> Data {
    try await URLSession.shared.data(from: url).0
  }
}
