import Foundation

/// Neutral values that stand in for a missing or broken value, so a model's `init(from:)` can
/// finish and the tracing decoder can go on to the next key.
package enum Placeholder {
  /// A value of `type` that a model can be decoded with when nothing better is known: a well-known
  /// scalar's plausible value, `nil`, an enum's first case, or the type decoded from placeholders.
  package static func make<T: Decodable>(_ type: T.Type, options: DecodingOptions) -> T? {
    let stand = TraceNode(placeholderBelow: nil, component: nil, recorder: TraceRecorder(options: options))
    return try? make(type, below: stand)
  }

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
    ScalarPlaceholder.of(type) as? T
  }
}
