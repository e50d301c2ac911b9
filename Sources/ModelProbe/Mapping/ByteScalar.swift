import Foundation
import JSONCore

/// A scalar's type as a ``ByteRoute`` reads it from the bytes its value sits in: the types most
/// payload values decode to, read with a typed load, and small plain types (an enum without
/// payloads) whose answers are kept by their bytes; a `URL` and a `Date` where the schema reads
/// them as such.
///
/// Each answer is the one ``ScalarMatch/matches(_:_:as:)`` gives for the same value, or `false`
/// where this does not decide.
struct ByteScalar {
  private enum Kind {
    case string, int, double, bool, url, date
    indirect case optional(Kind)
    /// A type whose values are their bytes alone (nothing to retain), at most 16 of them.
    case plain(Any.Type, size: Int)
  }

  private let kind: Kind
  /// For a plain type: the answer for each value's bytes beside each payload value and reading.
  private var answers: [PlainAnswer: Bool] = [:]

  private struct PlainAnswer: Hashable {
    let low: UInt64
    let high: UInt64
    let value: JSONValue
    let reading: ScalarMatch.Reading?
  }

  /// `nil` for a type this does not read.
  init?(_ type: Any.Type) {
    guard let kind = Self.kind(of: type) else { return nil }
    self.kind = kind
  }

  private static func kind(of type: Any.Type) -> Kind? {
    let read: [(Any.Type, Kind)] = [
      (String.self, .string), (Int.self, .int), (Double.self, .double), (Bool.self, .bool), (URL.self, .url),
      (Date.self, .date), (String?.self, .optional(.string)), (Int?.self, .optional(.int)),
      (Double?.self, .optional(.double)), (Bool?.self, .optional(.bool)), (URL?.self, .optional(.url)),
      (Date?.self, .optional(.date)),
    ]
    if let found = read.first(where: { $0.0 == type }) { return found.1 }
    func plain<Value>(_: Value.Type) -> Kind? {
      guard _isPOD(Value.self), MemoryLayout<Value>.size <= 16 else { return nil }
      return .plain(Value.self, size: MemoryLayout<Value>.size)
    }
    return _openExistential(type, do: plain)
  }

  /// Whether the value at `address` is surely what `value` says, read as `reading`.
  mutating func matches(
    _ value: JSONValue, at address: UnsafeRawPointer, reading: ScalarMatch.Reading?, scalars: ScalarMatch
  ) -> Bool {
    if case .plain(let type, let size) = kind {
      return plainMatches(value, at: address, type: type, size: size, reading: reading, scalars: scalars)
    }
    return Self.matches(value, at: address, kind: kind, reading: reading, scalars: scalars)
  }

  private static func matches(
    _ value: JSONValue, at address: UnsafeRawPointer, kind: Kind, reading: ScalarMatch.Reading?, scalars: ScalarMatch
  ) -> Bool {
    switch (kind, value) {
    case (.string, .string(let text)) where reading == nil || reading == .string || reading == .enumeration:
      return address.load(as: String.self) == text
    case (.int, .number(let number)) where reading == nil || reading == .integer:
      return Int(number.text) == address.load(as: Int.self)
    case (.double, .number(let number)) where reading != .integer:
      guard let written = Double(number.text) else { return false }
      let double = address.load(as: Double.self)
      return written == double && written.sign == double.sign
    case (.bool, .bool(let flag)):
      return address.load(as: Bool.self) == flag
    case (.url, .string(let text)) where reading == .url:
      return address.load(as: URL.self).absoluteString == text
    case (.date, _) where reading == .date:
      return scalars.date(from: value)?.timeIntervalSince1970 == address.load(as: Date.self).timeIntervalSince1970
    case (.optional(let wrapped), _):
      return optionalMatches(value, at: address, wrapped: wrapped, reading: reading, scalars: scalars)
    default:
      return false
    }
  }

  private static func optionalMatches(
    _ value: JSONValue, at address: UnsafeRawPointer, wrapped: Kind, reading: ScalarMatch.Reading?,
    scalars: ScalarMatch
  ) -> Bool {
    func read<Wrapped>(_: Wrapped.Type) -> Bool {
      guard var present = address.load(as: Wrapped?.self) else { return value == .null }
      return withUnsafeBytes(of: &present) {
        matches(value, at: $0.baseAddress!, kind: wrapped, reading: reading, scalars: scalars)
      }
    }
    switch wrapped {
    case .string: return read(String.self)
    case .int: return read(Int.self)
    case .double: return read(Double.self)
    case .bool: return read(Bool.self)
    case .url: return read(URL.self)
    case .date: return read(Date.self)
    case .optional, .plain: return false
    }
  }

  /// Asks `scalars` once for each value's bytes beside each payload value, as the resolver would
  /// with the value boxed; at most 4,096 answers are kept.
  private mutating func plainMatches(
    _ value: JSONValue, at address: UnsafeRawPointer, type: Any.Type, size: Int, reading: ScalarMatch.Reading?,
    scalars: ScalarMatch
  ) -> Bool {
    var bits: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &bits) { $0.copyMemory(from: UnsafeRawBufferPointer(start: address, count: size)) }
    let key = PlainAnswer(low: bits.0, high: bits.1, value: value, reading: reading)
    if let known = answers[key] { return known }
    func box<Value>(_: Value.Type) -> Any { address.load(as: Value.self) }
    let answer = scalars.matches(value, ModelReflection.unwrap(_openExistential(type, do: box)), as: reading)
    if answers.count < Self.answersKept { answers[key] = answer }
    return answer
  }

  private static let answersKept = 4_096
}
