extension CoveringProblem {
  /// Rows in which every choice of every factor takes effect at least once; the first row is the
  /// default row.
  ///
  /// Rows are handed out as slots: a factor cycles through the choices that keep its children in
  /// one run of slots, which its children share out in turn, and puts the choices that remove
  /// them in the remaining slots. Without parents that is as many rows as the largest factor has
  /// choices; a parent adds a row for each of its choices that removes its children.
  func eachChoiceRows() -> [ChoiceRow] {
    let children = self.children
    let roots = factors.indices.filter { factors[$0].parent == nil }
    let count = max(1, roots.map { slotsNeeded(by: $0, children: children) }.max() ?? 1)
    var rows = Array(repeating: ChoiceRow(repeating: nil, count: factors.count), count: count)
    for root in roots {
      fill(root, slots: Array(0..<count), children: children, rows: &rows)
    }
    var seen = Set<ChoiceRow>()
    return rows.filter { seen.insert($0).inserted }
  }

  private func slotsNeeded(by index: Int, children: [[Int]]) -> Int {
    let (keeping, removing) = keepingAndRemovingChoices(of: index, children: children)
    let reachesChildren = factors[index].keepsChildren.contains(true)
    let childNeed = reachesChildren ? children[index].map { slotsNeeded(by: $0, children: children) }.max() ?? 0 : 0
    return removing.count + max(keeping.count, childNeed)
  }

  private func fill(_ index: Int, slots: [Int], children: [[Int]], rows: inout [ChoiceRow]) {
    let (keeping, removing) = keepingAndRemovingChoices(of: index, children: children)
    let defaultRemoves = removing.contains(factors[index].defaultChoice)
    let removingSlots = defaultRemoves ? slots.prefix(removing.count) : slots.suffix(removing.count)
    let keepingSlots = Array(defaultRemoves ? slots.dropFirst(removing.count) : slots.dropLast(removing.count))
    for (slot, choice) in zip(removingSlots, removing) {
      rows[slot][index] = choice
    }
    for (position, slot) in keepingSlots.enumerated() {
      rows[slot][index] = keeping[position % keeping.count]
    }
    for child in children[index] where factors[index].keepsChildren.contains(true) {
      fill(child, slots: keepingSlots, children: children, rows: &rows)
    }
  }

  /// The factor's choices split by whether they keep its children, each list with the default
  /// first when it holds it. A factor without children, or whose children no choice keeps, needs
  /// no slots set apart: all its choices count as keeping.
  private func keepingAndRemovingChoices(of index: Int, children: [[Int]]) -> (keeping: [Int], removing: [Int]) {
    let factor = factors[index]
    let ordered = [factor.defaultChoice] + (0..<factor.size).filter { $0 != factor.defaultChoice }
    let keeping = ordered.filter { factor.keepsChildren[$0] }
    guard !children[index].isEmpty, !keeping.isEmpty else { return (ordered, []) }
    return (keeping, ordered.filter { !factor.keepsChildren[$0] })
  }
}
