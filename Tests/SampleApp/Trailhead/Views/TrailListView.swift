import SwiftUI

struct TrailListView: View {
  let model: TrailListModel

  var body: some View {
    List(model.trails) { trail in
      NavigationLink(value: trail.id) { TrailRow(trail: trail) }
    }
    .navigationTitle("Trails")
    .task { await model.load() }
  }
}

struct TrailRow: View {
  let trail: Trail

  var body: some View {
    VStack(alignment: .leading) {
      Text(trail.title).font(.headline)
      Text(trail.difficulty.rawValue.capitalized).foregroundStyle(trail.difficulty.color)
    }
  }
}
