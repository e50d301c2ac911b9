import SwiftUI

@main
struct TrailheadApp: App {
  @State private var model = TrailListModel(client: APIClient(baseURL: URL(string: "https://api.trailhead.example")!))

  var body: some Scene {
    WindowGroup {
      NavigationStack { TrailListView(model: model) }
    }
  }
}
