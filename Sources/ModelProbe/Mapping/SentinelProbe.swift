import Foundation
import JSONCore
import JSONTrace
import ModelAdapter

/// A payload for a schema in which every scalar key holds a value no other key holds, so the
/// value can be found again in the decoded model. Booleans and enums have too few values for
/// that; they are listed in ``switchable`` and found by flipping them one at a time.
package struct SentinelProbe {
  /// The payload.
  var payload: JSONValue
  /// The normalized text (as ``ModelReflection/normalizedText(_:)`` writes it) of each sentinel.
  var sentinels: [JSONPath: String] = [:]
  /// Booleans and enums, with a second value to flip each to.
  var switchable: [JSONPath: JSONValue] = [:]

  /// The key that stands for every key of a dictionary in ``sentinels`` (`labels.<key>`).
  package static let anyKey = "<key>"

  private var counter = 0
  private let options: DecodingOptions
  /// The raw values of the schema's enums, by type name: an `Int` enum's cases are numbers.
  private let enums: [String: EnumDetail]
  /// The schema, for its arrays read by position.
  private var schema: ModelSchema?

  init(schema: ModelSchema, options: DecodingOptions) {
    self.options = options
    self.enums = schema.enums
    self.schema = schema
    self.payload = .null
    self.payload = value(for: schema.root, at: .root)
    // A discriminator holds a value that selects a branch (the first), not a sentinel the model
    // would refuse; the branch loop of ``KeyPropertyMapper`` selects the others.
    for branching in schema.branchings {
      let path = branching.object.appending(key: branching.discriminator)
      guard let current = payload[path], let first = branching.branches.first else { continue }
      payload = payload.replacing(path, with: first.value(like: current))
      sentinels[path] = nil
      switchable[path] = nil
    }
  }

  /// A value of `type` the model may accept where a payload has `null` (an optional object, say).
  static func standIn(for type: SchemaType, schema: ModelSchema, options: DecodingOptions) -> JSONValue {
    var probe = SentinelProbe(options: options, enums: schema.enums)
    return probe.value(for: type, at: .root)
  }

  private init(options: DecodingOptions, enums: [String: EnumDetail]) {
    self.options = options
    self.enums = enums
    self.payload = .null
  }

  private mutating func value(for type: SchemaType, at path: JSONPath) -> JSONValue {
    counter += 1
    let n = counter
    switch type {
    case .string:
      return sentinel(.string("sentinel-\(n)"), "s:sentinel-\(n)", path)
    case .bool:
      switchable[path] = true
      return false
    case .integer(let name):
      let number = name.hasSuffix("8") ? 20 + n % 100 : name.hasSuffix("16") ? 20_000 + n % 10_000 : 700_000 + n
      return sentinel(.number(JSONNumber(number)), "n:\(Double(number))", path)
    case .number:
      let number = 7000.25 + Double(n)
      return sentinel(number.jsonValue, "n:\(number)", path)
    case .url:
      return sentinel(.string("https://sentinel.invalid/\(n)"), "s:https://sentinel.invalid/\(n)", path)
    case .uuid:
      let text = "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - String(n).count) + String(n)
      return sentinel(.string(text), "s:" + text, path)
    case .data:
      let encoded = Data("s\(n)".utf8).base64EncodedString()
      return sentinel(.string(encoded), "s:" + encoded, path)
    case .date:
      // A day, an hour, a minute and a second apart, so that a format that keeps only some of
      // them still tells the sentinels apart; the model holds the date as it reads back.
      let date = options.dates.roundTripped(Date(timeIntervalSince1970: 1_000_000_000 + 90_061 * Double(n)))
      return sentinel(dateJSON(date), "d:\(date.timeIntervalSince1970)", path)
    case .enumeration(let name, let cases):
      // As the type reads its cases: `2` for an `Int` enum, `"rain"` for a `String` one.
      let values = enums[name]?.cases.map(\.rawValue) ?? cases.map(JSONValue.string)
      if values.count > 1 { switchable[path] = values[1] }
      return values.first ?? .string("")
    case .object(_, let fields):
      return .object(
        JSONObject(fields.map { JSONMember($0.key, value(for: $0.type, at: path.appending(key: $0.key))) }))
    case .array(let element) where schema?.positionalArrays.contains(path) == true:
      // A value at each position the model reads, each of its position's type.
      let types = schema?.positionTypes(at: path, first: element) ?? [element]
      return .array(types.enumerated().map { index, type in value(for: type, at: path.appending(index: index)) })
    case .array(let element):
      return [value(for: element, at: path.appending(index: 0))]
    case .dictionary(let valueType):
      return ["k": value(for: valueType, at: path.appending(key: Self.anyKey))]
    case .recursive, .unknown:
      return .null
    }
  }

  private mutating func sentinel(_ json: JSONValue, _ text: String, _ path: JSONPath) -> JSONValue {
    sentinels[path] = text
    return json
  }

  private func dateJSON(_ date: Date) -> JSONValue {
    options.dates.jsonValue(for: date)
  }
}
