extension CoveringProblem {
  /// How many different cases the whole product makes, or `nil` when that does not fit in an
  /// `Int`. A choice that removes a factor's children counts once, not once per choice of theirs.
  func fullCount() -> Int? {
    let children = self.children
    var total = 1
    for root in factors.indices where factors[root].parent == nil {
      guard let count = casesUnder(root, children: children) else { return nil }
      let (product, overflow) = total.multipliedReportingOverflow(by: count)
      if overflow { return nil }
      total = product
    }
    return total
  }

  private func casesUnder(_ index: Int, children: [[Int]]) -> Int? {
    var keptChildrenCases = 1
    for child in children[index] {
      guard let count = casesUnder(child, children: children) else { return nil }
      let (product, overflow) = keptChildrenCases.multipliedReportingOverflow(by: count)
      if overflow { return nil }
      keptChildrenCases = product
    }
    var total = 0
    for keeps in factors[index].keepsChildren {
      let (sum, overflow) = total.addingReportingOverflow(keeps ? keptChildrenCases : 1)
      if overflow { return nil }
      total = sum
    }
    return total
  }

  /// Every different case, each factor's choices with the default first, so the default row
  /// comes first. Check ``fullCount()`` before: this builds them all.
  func fullRows() -> [ChoiceRow] {
    var rows: [ChoiceRow] = []
    var row = ChoiceRow()
    row.reserveCapacity(factors.count)
    func extend() {
      guard row.count < factors.count else {
        rows.append(row)
        return
      }
      let factor = factors[row.count]
      guard takesEffect(row.count, after: row) else {
        row.append(nil)
        extend()
        row.removeLast()
        return
      }
      for choice in [factor.defaultChoice] + (0..<factor.size).filter({ $0 != factor.defaultChoice }) {
        row.append(choice)
        extend()
        row.removeLast()
      }
    }
    extend()
    return rows
  }
}
