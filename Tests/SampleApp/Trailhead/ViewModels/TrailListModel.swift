import Foundation
import Observation

@Observable
final class TrailListModel {
  private(set) var trails: [Trail] = []
  private(set) var error: String?
  private var cursor: String?
  private let client: APIClient

  init(client: APIClient) {
    self.client = client
  }

  @MainActor
  func load() async {
    do {
      let page: TrailPage = try await client.get("trails", query: cursor.map { ["cursor": $0] } ?? [:])
      trails += page.items
      cursor = page.nextCursor
    } catch {
      self.error = error.localizedDescription
    }
  }
}
