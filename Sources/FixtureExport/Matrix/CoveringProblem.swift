/// One dimension of a scenario matrix reduced to what the covering strategies need: how many
/// choices it has, which one is the base's, and which choices of its parent keep it in the payload.
package struct CoveringFactor: Sendable, Hashable {
  /// How many choices.
  var size: Int
  /// The index of the base payload's choice.
  var defaultChoice: Int
  /// The nearest earlier factor whose choices can remove this one (an enclosing object or array).
  var parent: Int?
  /// For each of this factor's choices, whether its child factors still take effect.
  var keepsChildren: [Bool]
  /// For each choice, whether the pairwise strategy gives it a row of its own instead of pairing
  /// it (a choice that makes decoding fail by itself, which would hide the others in its row).
  var isolated: [Bool]

  /// A factor of `size` choices; `keepsChildren` defaults to every choice keeping them, and
  /// `isolated` to none being isolated.
  package init(
    size: Int, defaultChoice: Int = 0, parent: Int? = nil, keepsChildren: [Bool]? = nil, isolated: [Bool]? = nil
  ) {
    self.size = size
    self.defaultChoice = defaultChoice
    self.parent = parent
    self.keepsChildren = keepsChildren ?? Array(repeating: true, count: size)
    self.isolated = isolated ?? Array(repeating: false, count: size)
  }
}

/// One case as choice indices, one per factor; `nil` where a parent's choice removed the factor
/// (its choice is moot).
package typealias ChoiceRow = [Int?]

/// The factors of a matrix, parents before their children, and what the strategies share.
package struct CoveringProblem: Sendable, Hashable, CustomStringConvertible {
  var factors: [CoveringFactor]

  package init(factors: [CoveringFactor]) {
    self.factors = factors
  }

  package var description: String {
    factors.enumerated().map { index, factor in
      let keeps = factor.keepsChildren.map { $0 ? "k" : "-" }.joined()
      let isolated =
        factor.isolated.contains(true) ? " isolated " + factor.isolated.map { $0 ? "i" : "-" }.joined() : ""
      return
        "\(index):\(factor.size)\(isolated) default \(factor.defaultChoice) parent \(factor.parent.map(String.init) ?? "-") \(keeps)"
    }.joined(separator: "; ")
  }

  /// The factors each factor is the parent of.
  var children: [[Int]] {
    var children = Array(repeating: [Int](), count: factors.count)
    for (index, factor) in factors.enumerated() {
      if let parent = factor.parent { children[parent].append(index) }
    }
    return children
  }

  /// Whether `ancestor` encloses `factor`, directly or further up.
  func isAncestor(_ ancestor: Int, of factor: Int) -> Bool {
    var current = factors[factor].parent
    while let index = current {
      if index == ancestor { return true }
      current = factors[index].parent
    }
    return false
  }

  /// Whether the pairwise strategy must make a case that gives `first` and `second` these
  /// choices with both taking effect: not when one encloses the other and its choice removes it,
  /// nor when either choice is isolated.
  func canMeet(_ first: Int, _ a: Int, _ second: Int, _ b: Int) -> Bool {
    if factors[first].isolated[a] || factors[second].isolated[b] { return false }
    if isAncestor(first, of: second), !factors[first].keepsChildren[a] { return false }
    if isAncestor(second, of: first), !factors[second].keepsChildren[b] { return false }
    return true
  }

  /// The row that keeps every factor at the base's choice.
  var defaultRow: ChoiceRow {
    effectiveRow { index, _ in factors[index].defaultChoice }
  }

  /// A row from a choice per factor, with moot factors (whose parent removed them) set to `nil`.
  /// `choose` is asked in factor order, only for factors that take effect, with the row so far.
  func effectiveRow(_ choose: (Int, ChoiceRow) -> Int) -> ChoiceRow {
    var row: ChoiceRow = []
    row.reserveCapacity(factors.count)
    for index in factors.indices {
      row.append(takesEffect(index, after: row) ? choose(index, row) : nil)
    }
    return row
  }

  /// Whether `factor` takes effect after the choices of the factors before it in `row`: its
  /// parent takes effect and keeps it.
  func takesEffect(_ factor: Int, after row: ChoiceRow) -> Bool {
    guard let parent = factors[factor].parent else { return true }
    return row[parent].map { factors[parent].keepsChildren[$0] } ?? false
  }
}
