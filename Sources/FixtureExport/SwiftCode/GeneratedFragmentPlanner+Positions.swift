import JSONCore
import ModelProbe

/// Arrays the model reads by position (`[1710201600, 18.2]` as a time and a value): a key
/// holding one, or an array of them, is compared position by position with the element's own
/// properties.
extension GeneratedFragmentPlanner {
  /// A positional key at `path`: whether it holds an array of such arrays, the property path of
  /// the model's value (the element, or the array of elements), and each position's property names
  /// below the element (`nil` for a position not compared). `nil` when no position's value lands
  /// in a property a key path reaches with a plain value's type.
  func positions(at path: JSONPath, prefix: [PropertyMap.Step])
    -> (nested: Bool, steps: [PropertyMap.Step], positions: [[String]?])?
  {
    let nested = schema.positionalArrays.contains(path.appending(index: 0))
    guard nested || schema.positionalArrays.contains(path) else { return nil }
    let tuple = nested ? path.appending(index: 0) : path
    guard let first = schema.type(following: tuple.appending(index: 0)) else { return nil }
    let count = schema.positionTypes(at: tuple, first: first).count
    let mapped = (0..<count).map { map.properties[tuple.appending(index: $0)] }
    guard let firstMapped = mapped.lazy.compactMap({ $0 }).first, firstMapped.count > 1 else { return nil }
    let element = Array(firstMapped.dropLast())
    var steps = element
    if nested {
      guard element.last == .index(0) else { return nil }
      steps.removeLast()
    }
    guard isPropertyPath(steps, below: prefix), let held = facts.property(at: steps), !(nested && held.isOptional)
    else { return nil }
    let positions = (0..<count).map { index -> [String]? in
      guard let steps = mapped[index], steps.count == element.count + 1, steps.starts(with: element),
        let type = schema.type(following: tuple.appending(index: index)), comparesByValue(type),
        let property = facts.property(at: steps), property.typeName == type.displayName
      else { return nil }
      return chainedNames(steps, below: element)
    }
    return positions.contains { $0 != nil } ? (nested, steps, positions) : nil
  }

  /// Whether a position of `type` is compared as a plain value.
  private func comparesByValue(_ type: SchemaType) -> Bool {
    switch type {
    case .string, .bool, .integer, .number: true
    default: false
    }
  }
}
