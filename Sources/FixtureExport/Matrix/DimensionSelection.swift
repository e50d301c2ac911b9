import JSONFragment

/// The dimensions a matrix varies out of every candidate: those asked for that have more than one
/// choice, each linked to its nearest varied parent.
struct DimensionSelection {
  let candidates: [ScenarioDimension]
  /// The keys asked for; `nil` for all.
  let paths: Set<JSONPath>?

  /// - Throws: for keys no candidate has, and for keys whose unvaried parent the base lacks (when
  ///   keys were asked for by name; otherwise such keys are left out).
  func selected() throws(ScenarioMatrixError) -> [ScenarioDimension] {
    if let paths {
      let known = Set(candidates.map(\.path))
      let unknown = paths.filter { !known.contains($0) }.sorted()
      if !unknown.isEmpty { throw .unknownPaths(unknown, known: candidates.map(\.path)) }
    }
    let candidatesByPath = Dictionary(candidates.map { ($0.path, $0) }) { first, _ in first }
    let varied = candidates.filter { (paths?.contains($0.path) ?? true) && $0.choices.count > 1 }
    let variedPaths = Set(varied.map(\.path))
    var selected: [ScenarioDimension] = []
    for var dimension in varied {
      switch linkParent(of: dimension, variedPaths: variedPaths, candidatesByPath: candidatesByPath) {
      case .parent(let parent):
        dimension.parentPath = parent
        selected.append(dimension)
      case .missing(let parent):
        if paths != nil { throw .unreachable(dimension.path, missingParent: parent) }
      }
    }
    return selected
  }

  private enum Link {
    case parent(JSONPath?)
    case missing(JSONPath)
  }

  /// The nearest enclosing varied key, provided every unvaried one between keeps its children
  /// in the base.
  private func linkParent(
    of dimension: ScenarioDimension, variedPaths: Set<JSONPath>, candidatesByPath: [JSONPath: ScenarioDimension]
  ) -> Link {
    for path in dimension.enclosingPaths {
      if variedPaths.contains(path) { return .parent(path) }
      guard let enclosing = candidatesByPath[path], enclosing.keepsChildren(enclosing.defaultChoice) else {
        return .missing(path)
      }
    }
    return .parent(nil)
  }
}
