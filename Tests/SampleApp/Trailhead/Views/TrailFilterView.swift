import SwiftUI

/// The filter the list remembers between launches.
struct TrailFilter: Codable, Equatable {
  var difficulties: Set<Difficulty>
  var maximumLengthKm: Double?
}

struct TrailFilterView: View {
  @Binding var filter: TrailFilter

  var body: some View {
    Form {
      ForEach(Difficulty.allCases, id: \.self) { difficulty in
        Toggle(difficulty.rawValue.capitalized, isOn: binding(for: difficulty))
      }
    }
  }

  private func binding(for difficulty: Difficulty) -> Binding<Bool> {
    Binding(
      get: { filter.difficulties.contains(difficulty) },
      set: { isOn in
        if isOn { filter.difficulties.insert(difficulty) } else { filter.difficulties.remove(difficulty) }
      })
  }
}
