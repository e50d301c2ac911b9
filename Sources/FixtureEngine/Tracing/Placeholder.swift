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
    let stand = node.isPlaceholder ? node : TraceNode(placeholderBelow: node.parent, component: node.component, recorder: node.recorder)
    guard !stand.placeholderTooDeep else { throw TraceAbandoned() }
    do {
      return try T(from: stand)
    } catch {
      throw TraceAbandoned()
    }
  }

  private static func wellKnown<T>(_ type: T.Type) -> T? {
    let value: Any? =
      switch type {
      case is String.Type: ""
      case is Bool.Type: false
      case is Int.Type: 0 as Int
      case is Int8.Type: 0 as Int8
      case is Int16.Type: 0 as Int16
      case is Int32.Type: 0 as Int32
      case is Int64.Type: 0 as Int64
      case is UInt.Type: 0 as UInt
      case is UInt8.Type: 0 as UInt8
      case is UInt16.Type: 0 as UInt16
      case is UInt32.Type: 0 as UInt32
      case is UInt64.Type: 0 as UInt64
      case is Double.Type: 0 as Double
      case is Float.Type: 0 as Float
      case is Decimal.Type: Decimal(0)
      case is Date.Type: Date(timeIntervalSince1970: 0)
      case is URL.Type: URL(string: "about:blank")
      case is UUID.Type: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
      case is Data.Type: Data()
      default: nil
      }
    return value as? T
  }
}
