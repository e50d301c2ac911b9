import JSONCore

extension ModelComparison {
  /// The most elements an array may hold for the order its model keeps them in to be searched.
  static let mostReorderedElements = 32

  /// The rule a value of an element the model keeps at another position is normalized by.
  static func reorderedRule(at position: Int) -> String {
    "kept by the model at [\(position)]: it orders the list its own way"
  }

  /// For each of `elements` (objects or arrays), the position of the model's element that holds
  /// every value of it, when the model keeps the same elements in another order (a list it sorts
  /// as it decodes); `nil` when some element is held by none, or the order is the payload's.
  func modelOrder(
    of elements: ArraySlice<JSONValue>, plan: ComparisonPlan, path: inout [JSONPath.Component],
    indexes: inout [Int], selected: [JSONPath: [PropertyMap.Step]], resolver: inout ModelReflection.Resolver
  ) -> [Int]? {
    guard (2...Self.mostReorderedElements).contains(elements.count),
      elements.allSatisfy({ if case .object = $0 { true } else if case .array = $0 { true } else { false } })
    else { return nil }
    var taken = Set<Int>()
    var order: [Int] = []
    for index in elements.indices {
      path.append(.index(index))
      defer { path.removeLast() }
      let holder = (0..<elements.count).first { position in
        guard !taken.contains(position) else { return false }
        indexes.append(position)
        defer { indexes.removeLast() }
        var compared = Compared(countsMatches: true)
        walk(
          elements[index], plan: plan, path: &path, indexes: &indexes, selected: selected, resolver: &resolver,
          shares: false, limit: .max, into: &compared)
        return compared.omittedMatches > 0 && !compared.results.contains { $0.verdict == .mismatch }
      }
      guard let holder else { return nil }
      taken.insert(holder)
      order.append(holder)
    }
    return order == Array(0..<elements.count) ? nil : order
  }

  /// Compares each of `elements` with the model's element at its place in `order`: a value of an
  /// element held at another position is normalized, by ``reorderedRule(at:)``.
  func walkReordered(
    _ elements: ArraySlice<JSONValue>, order: [Int], plan: ComparisonPlan, path: inout [JSONPath.Component],
    indexes: inout [Int], selected: [JSONPath: [PropertyMap.Step]], resolver: inout ModelReflection.Resolver,
    into results: inout Compared
  ) {
    for (index, position) in zip(elements.indices, order) {
      path.append(.index(index))
      indexes.append(position)
      var compared = Compared(countsMatches: false)
      walk(
        elements[index], plan: plan, path: &path, indexes: &indexes, selected: selected, resolver: &resolver,
        shares: false, limit: .max, into: &compared)
      indexes.removeLast()
      path.removeLast()
      for var result in compared.results {
        if result.verdict == .match, position != index - elements.startIndex {
          result.verdict = .normalized(Self.reorderedRule(at: position))
        }
        if results.countsMatches, result.verdict == .match {
          results.omittedMatches += 1
        } else {
          results.results.append(result)
        }
      }
    }
  }
}
