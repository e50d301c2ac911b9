import Foundation

/// Neutral values that stand in for a missing or broken value, so a model's `init(from:)` can
/// finish and the tracing decoder can go on to the next key.
enum Placeholder {
  static func make<T: Decodable>(_ type: T.Type, below node: TraceNode) throws -> T {
    if let known = wellKnown(type) { return known }
    if let nilable = type as? any ExpressibleByNilLiteral.Type, let empty = nilable.init(nilLiteral: ()) as? T {
      return empty
    }
    if let first = EnumCases.firstCase(of: type) as? T { return first }
    let stand =
      node.isPlaceholder
      ? node : TraceNode(placeholderBelow: node.parent, component: node.component, recorder: node.recorder)
    guard !stand.placeholderTooDeep else { throw TraceAbandoned() }
    do {
      return try T(from: stand)
    } catch {
      throw TraceAbandoned()
    }
  }

  private static func wellKnown<T>(_ type: T.Type) -> T? {
    ScalarSchema.of(type)?.placeholder as? T
  }
}
