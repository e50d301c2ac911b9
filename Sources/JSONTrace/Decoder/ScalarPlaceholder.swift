import Foundation

/// Plausible values of the types a decoder reads as JSON scalars: a model that checks what it
/// reads (a non-empty id, a real URL, a non-zero count) accepts them. The tracing decoder hands
/// them to a model in place of a broken value; schema discovery hands them to a model it learns.
package enum ScalarPlaceholder {
  /// 2026-01-01T00:00:00Z, a date every strategy writes.
  package static let date = Date(timeIntervalSince1970: 1_767_225_600)

  /// The placeholder of `type`, or `nil` when it is not such a scalar type.
  package static func of(_ type: Any.Type) -> Any? {
    switch type {
    case is String.Type: "text"
    case is Bool.Type: false
    case is Int.Type: 1 as Int
    case is Int8.Type: 1 as Int8
    case is Int16.Type: 1 as Int16
    case is Int32.Type: 1 as Int32
    case is Int64.Type: 1 as Int64
    case is UInt.Type: 1 as UInt
    case is UInt8.Type: 1 as UInt8
    case is UInt16.Type: 1 as UInt16
    case is UInt32.Type: 1 as UInt32
    case is UInt64.Type: 1 as UInt64
    case is Double.Type: 1.5 as Double
    case is Float.Type: 1.5 as Float
    case is Decimal.Type: Decimal(string: "1.5")!
    case is URL.Type: URL(string: "https://example.com")!
    case is Date.Type: date
    case is UUID.Type: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    case is Data.Type: Data("text".utf8)
    default: nil
    }
  }
}
