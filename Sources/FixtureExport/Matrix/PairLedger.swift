/// Which choices, and which pairs of choices of two factors, no row has covered yet. Only pairs
/// that can meet count: a choice that removes a factor never pairs with that factor's choices,
/// and isolated choices pair with nothing. A row holding an isolated choice covers only that
/// choice, and only when it holds no other: what else it holds is hidden behind the failure.
struct PairLedger {
  /// Something still to cover, and so the seed of the next row.
  enum Target: Equatable {
    case pair(Int, Int, Int, Int)
    case single(Int, Int)
  }

  private let problem: CoveringProblem
  /// The start of each factor pair's `size × size` block in `uncoveredPairs`, by `[first][second]`
  /// with `first < second`.
  private var blockStart: [[Int]]
  private var uncoveredPairs: [Bool]
  private var uncoveredSingles: [[Bool]]
  /// For each choice, how many things still uncovered it would cover.
  private(set) var outstanding: [[Int]]
  /// Factor pairs, the largest product of sizes first: seeding rows from them first covers the
  /// big blocks row by row, the way IPOG starts from the two largest factors.
  private let seedOrder: [(Int, Int)]
  private var seedCursor = 0

  init(problem: CoveringProblem) {
    self.problem = problem
    let factors = problem.factors
    let sizes = factors.map(\.size)
    blockStart = Array(repeating: Array(repeating: 0, count: factors.count), count: factors.count)
    var total = 0
    for first in factors.indices {
      for second in factors.indices where second > first {
        blockStart[first][second] = total
        total += sizes[first] * sizes[second]
      }
    }
    uncoveredPairs = Array(repeating: false, count: total)
    uncoveredSingles = sizes.map { Array(repeating: true, count: $0) }
    outstanding = sizes.map { Array(repeating: 1, count: $0) }
    for first in factors.indices {
      for second in factors.indices where second > first {
        for a in 0..<sizes[first] {
          for b in 0..<sizes[second] where problem.canMeet(first, a, second, b) {
            uncoveredPairs[blockStart[first][second] + a * sizes[second] + b] = true
            outstanding[first][a] += 1
            outstanding[second][b] += 1
          }
        }
      }
    }
    seedOrder = factors.indices.flatMap { first in factors.indices.filter { $0 > first }.map { (first, $0) } }
      .enumerated()
      .sorted { lhs, rhs in
        let (l, r) = (sizes[lhs.element.0] * sizes[lhs.element.1], sizes[rhs.element.0] * sizes[rhs.element.1])
        return l != r ? l > r : lhs.offset < rhs.offset
      }
      .map(\.element)
  }

  /// Whether no row has yet given `first` choice `a` and `second` choice `b`, both taking effect
  /// (`false` for pairs that cannot meet).
  func isUncovered(_ first: Int, _ a: Int, _ second: Int, _ b: Int) -> Bool {
    first < second ? uncoveredPairs[index(first, a, second, b)] : uncoveredPairs[index(second, b, first, a)]
  }

  /// The next thing to cover: a pair from the largest factor pairs first, then a lone choice.
  mutating func nextTarget() -> Target? {
    let sizes = problem.factors.map(\.size)
    while seedCursor < seedOrder.count {
      let (first, second) = seedOrder[seedCursor]
      for a in 0..<sizes[first] {
        for b in 0..<sizes[second] where uncoveredPairs[index(first, a, second, b)] {
          return .pair(first, a, second, b)
        }
      }
      seedCursor += 1
    }
    for factor in sizes.indices {
      if let choice = uncoveredSingles[factor].firstIndex(of: true) { return .single(factor, choice) }
    }
    return nil
  }

  /// How many choices and pairs of choices not yet covered `row` would cover.
  func newlyCovered(by row: ChoiceRow) -> Int {
    let chosen = row.indices.compactMap { factor in row[factor].map { (factor, $0) } }
    let isolated = chosen.filter { problem.factors[$0.0].isolated[$0.1] }
    guard isolated.isEmpty else {
      return isolated.count == 1 && uncoveredSingles[isolated[0].0][isolated[0].1] ? 1 : 0
    }
    var count = 0
    for (position, (first, a)) in chosen.enumerated() {
      if uncoveredSingles[first][a] { count += 1 }
      for (second, b) in chosen[(position + 1)...] where uncoveredPairs[index(first, a, second, b)] {
        count += 1
      }
    }
    return count
  }

  /// Marks every choice and pair of choices that take effect in `row` as covered.
  mutating func cover(_ row: ChoiceRow) {
    let chosen = row.indices.compactMap { factor in row[factor].map { (factor, $0) } }
    let isolated = chosen.filter { problem.factors[$0.0].isolated[$0.1] }
    guard isolated.isEmpty else {
      if isolated.count == 1 { markCovered(isolated[0].0, isolated[0].1) }
      return
    }
    for (position, (first, a)) in chosen.enumerated() {
      markCovered(first, a)
      for (second, b) in chosen[(position + 1)...] {
        let slot = index(first, a, second, b)
        if uncoveredPairs[slot] {
          uncoveredPairs[slot] = false
          outstanding[first][a] -= 1
          outstanding[second][b] -= 1
        }
      }
    }
  }

  /// Gives up on `target`, which no row managed to cover, so that the cover ends.
  mutating func abandon(_ target: Target) {
    switch target {
    case .pair(let first, let a, let second, let b):
      let slot = index(first, a, second, b)
      if uncoveredPairs[slot] {
        uncoveredPairs[slot] = false
        outstanding[first][a] -= 1
        outstanding[second][b] -= 1
      }
    case .single(let factor, let choice):
      markCovered(factor, choice)
    }
  }

  /// Marks a single choice as covered.
  mutating func markCovered(_ factor: Int, _ choice: Int) {
    if uncoveredSingles[factor][choice] {
      uncoveredSingles[factor][choice] = false
      outstanding[factor][choice] -= 1
    }
  }

  private func index(_ first: Int, _ a: Int, _ second: Int, _ b: Int) -> Int {
    blockStart[first][second] + a * problem.factors[second].size + b
  }
}
