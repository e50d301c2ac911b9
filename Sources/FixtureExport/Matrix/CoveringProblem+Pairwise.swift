import JSONFragment

extension CoveringProblem {
  /// How many candidate rows each new row of ``pairwiseRows()`` is picked from.
  static let pairwiseCandidates = 12

  /// Rows in which every pair of choices of two factors that can take effect together does so at
  /// least once (and every single choice too); the first row is the default row.
  ///
  /// A deterministic greedy cover in the manner of AETG: each new row starts from the first pair
  /// not yet covered (from the pair of factors with the most combinations first), fixes it, keeps
  /// the enclosing factors of both at choices that keep them, and then gives every other factor
  /// the choice that covers the most pairs not yet covered with the factors already chosen (ties
  /// go to the choice with the most left to cover, then to the earlier choice). Several rows are
  /// built that way, each visiting the factors in another order (parents always before their
  /// children; the orders come from a fixed seed), and the one covering most is kept.
  ///
  /// Isolated choices are not paired: each gets a row of its own, the default row but for it.
  package func pairwiseRows() -> [ChoiceRow] {
    var ledger = PairLedger(problem: self)
    var rows = [defaultRow]
    ledger.cover(rows[0])
    var random = SplitMix64(seed: 0x5EED)
    let sizeOrder = factors.indices.sorted { factors[$0].size > factors[$1].size }
    while let target = ledger.nextTarget() {
      if case .single(let factor, let choice) = target, factors[factor].isolated[choice] {
        let row = isolatedRow(factor, choice)
        if ledger.newlyCovered(by: row) == 0 { ledger.abandon(target) }
        ledger.cover(row)
        rows.append(row)
        continue
      }
      var best: (row: ChoiceRow, covers: Int)?
      for candidate in 0..<Self.pairwiseCandidates {
        let priority =
          candidate == 0
          ? Array(factors.indices) : candidate == 1 ? sizeOrder : factors.indices.shuffled(using: &random)
        let row = row(covering: target, visiting: parentsFirst(priority), ledger: ledger)
        let covers = ledger.newlyCovered(by: row)
        if covers > best?.covers ?? -1 { best = (row, covers) }
      }
      guard best!.covers > 0 else {
        ledger.abandon(target)
        continue
      }
      ledger.cover(best!.row)
      rows.append(best!.row)
    }
    return rows
  }

  /// The default row with `factor` set to the isolated `choice`, and any other isolated default
  /// (and any enclosing factor that would remove `factor`) replaced by the first choice that is
  /// neither.
  private func isolatedRow(_ factor: Int, _ choice: Int) -> ChoiceRow {
    let mustKeep = ancestors(of: [factor])
    return effectiveRow { index, _ in
      if index == factor { return choice }
      let candidate = factors[index]
      let fits = { (option: Int) in
        !candidate.isolated[option] && (!mustKeep.contains(index) || candidate.keepsChildren[option])
      }
      return fits(candidate.defaultChoice)
        ? candidate.defaultChoice : (0..<candidate.size).first(where: fits) ?? candidate.defaultChoice
    }
  }

  /// The factors enclosing any of `fixed`.
  private func ancestors(of fixed: some Sequence<Int>) -> Set<Int> {
    var found = Set<Int>()
    for factor in fixed {
      var current = factors[factor].parent
      while let ancestor = current {
        found.insert(ancestor)
        current = factors[ancestor].parent
      }
    }
    return found
  }

  /// `priority` reordered so that every factor comes after its parent, otherwise keeping the order.
  private func parentsFirst(_ priority: [Int]) -> [Int] {
    var placed = Array(repeating: false, count: factors.count)
    var order: [Int] = []
    order.reserveCapacity(factors.count)
    while order.count < factors.count {
      let next = priority.first { !placed[$0] && factors[$0].parent.map { placed[$0] } ?? true }!
      placed[next] = true
      order.append(next)
    }
    return order
  }

  private func row(covering target: PairLedger.Target, visiting order: [Int], ledger: PairLedger) -> ChoiceRow {
    var fixed: [Int: Int] = [:]
    switch target {
    case .pair(let first, let a, let second, let b): fixed = [first: a, second: b]
    case .single(let factor, let choice): fixed = [factor: choice]
    }
    let mustKeep = ancestors(of: fixed.keys)
    var row = ChoiceRow(repeating: nil, count: factors.count)
    var known = fixed.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    for factor in order {
      let reached =
        factors[factor].parent.map { parent in row[parent].map { factors[parent].keepsChildren[$0] } ?? false } ?? true
      guard reached else { continue }
      if let choice = fixed[factor] {
        row[factor] = choice
        continue
      }
      let allowed = (0..<factors[factor].size).filter {
        !mustKeep.contains(factor) || factors[factor].keepsChildren[$0]
      }
      let passing = allowed.filter { !factors[factor].isolated[$0] }
      let candidates = passing.isEmpty ? allowed : passing
      let choice = candidates.max { lhs, rhs in
        let (l, r) = (gain(factor, lhs, known, ledger), gain(factor, rhs, known, ledger))
        if l != r { return l < r }
        let (lo, ro) = (ledger.outstanding[factor][lhs], ledger.outstanding[factor][rhs])
        if lo != ro { return lo < ro }
        return lhs > rhs
      }!
      row[factor] = choice
      known.append((factor, choice))
    }
    return row
  }

  private func gain(_ factor: Int, _ choice: Int, _ known: [(Int, Int)], _ ledger: PairLedger) -> Int {
    known.reduce(0) { $0 + ($1.0 != factor && ledger.isUncovered(factor, choice, $1.0, $1.1) ? 1 : 0) }
  }
}
