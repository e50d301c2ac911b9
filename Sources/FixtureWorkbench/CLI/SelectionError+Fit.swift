import FixtureEngine

extension ModelSelectionError {
  /// Whether the only thing left to choose is the model: a payload can choose it by fit.
  var leavesTheModelOpen: Bool {
    if case .ambiguous(_, .model, _) = error { return true }
    return false
  }
}
