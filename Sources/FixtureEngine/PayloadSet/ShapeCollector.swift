import Foundation
import JSONCore
import ModelProbe

/// The distinct shapes of a set of payloads, each with its smallest payload: a shape is the set of
/// key paths present, `null` or absent (keys the model never reads included), with the unknown
/// enum values and the wrong types seen. A
/// handful of fixtures then covers what a thousand responses showed. Only the smallest payload of
/// each shape is kept, so memory grows with the shapes, not with the set.
public struct ShapeCollector: Sendable {
  /// One shape and the smallest payload that has it.
  public struct Shape: Sendable, Hashable {
    /// The payload's name in the report.
    public var name: String
    /// The payload's bytes.
    public var bytes: Data
    /// Where `JSONDecoder` stops, when the shape fails.
    public var failsAt: JSONPath?
    /// How many payloads had this shape.
    public var count: Int
    /// What the shape's payloads showed, key by key (the same for each of them).
    public var record: PayloadRecord
  }

  /// The shapes in the order first seen.
  public private(set) var shapes: [Shape] = []
  private var index: [String: Int] = [:]

  /// An empty collection.
  public init() {}

  /// Adds a payload; payloads that are not JSON, or stopped the model, have no shape.
  public mutating func add(_ outcome: PayloadSetRun.Outcome) {
    guard let item = outcome.item, !outcome.record.states.isEmpty else { return }
    switch outcome.record.verdict {
    case .decodes, .fails: break
    default: return
    }
    let key = Self.key(outcome.record)
    if let position = index[key] {
      shapes[position].count += 1
      if item.bytes.count < shapes[position].bytes.count {
        shapes[position].name = outcome.name
        shapes[position].bytes = item.bytes
        shapes[position].failsAt = outcome.record.failsAt
      }
    } else {
      index[key] = shapes.count
      shapes.append(
        Shape(
          name: outcome.name, bytes: item.bytes, failsAt: outcome.record.failsAt, count: 1, record: outcome.record))
    }
  }

  /// What makes two payloads the same shape: each field's state, and the unknown enum values.
  static func key(_ record: PayloadRecord) -> String {
    var parts = record.states.enumerated().map { "\($0.offset)=\($0.element.rawValue)" }
    parts += Set(record.unknownValues.map { "\($0.field)?\($0.value)" }).sorted()
    parts += record.neverRead.map { "+\($0)" }.sorted()
    if record.decodes { parts.append("decodes") }
    return parts.joined(separator: ";")
  }
}
