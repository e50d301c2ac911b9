import SwiftUI

extension Difficulty {
  var color: Color {
    switch self {
    case .easy: .green
    case .moderate: .blue
    case .hard: .orange
    case .expert: .red
    }
  }
}
