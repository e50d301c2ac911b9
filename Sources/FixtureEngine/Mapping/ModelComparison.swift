import CustomDump
import Foundation
import JSONFragment
import ModelAdapter

/// Compares the values a payload holds with the model it decoded into, key path by key path,
/// for a model nobody wrote a fragment for: the ``PropertyMap`` says where each value landed and
/// the schema says how to read it (a `Float`, a date in the decoder's strategy).
public struct ModelComparison {
  let schema: ModelSchema
  let map: PropertyMap
  let options: DecodingOptions
  private let types: [JSONPath: SchemaType]
  /// How `JSONDecoder`'s `.iso8601` strategy reads dates.
  private let iso8601 = Date.ISO8601FormatStyle()

  /// A comparison for models of `schema`, mapped by `map`, decoded with `options`.
  public init(schema: ModelSchema, map: PropertyMap, options: DecodingOptions) {
    self.schema = schema
    self.map = map
    self.options = options
    self.types = Dictionary(schema.fieldPaths.map { ($0.path, $0.field.type) }, uniquingKeysWith: { first, _ in first })
  }

  /// One result per scalar of `payload` (nulls included), in payload order; at most `limit`
  /// of them when a limit is given (a huge payload's first values are what a screen shows).
  public func compare(payload: JSONValue, model: Any, limit: Int? = nil) -> [FieldComparison] {
    var results: [FieldComparison] = []
    var resolver = ModelReflection.Resolver(model: model)
    walk(payload, at: .root, resolver: &resolver, limit: limit ?? .max, into: &results)
    return results
  }

  private func walk(
    _ value: JSONValue, at path: JSONPath, resolver: inout ModelReflection.Resolver, limit: Int,
    into results: inout [FieldComparison]
  ) {
    guard results.count < limit else { return }
    switch value {
    case .object(let object):
      for member in object.members {
        walk(member.value, at: path.appending(key: member.key), resolver: &resolver, limit: limit, into: &results)
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        walk(element, at: path.appending(index: index), resolver: &resolver, limit: limit, into: &results)
      }
    default:
      results.append(compareLeaf(value, at: path, resolver: &resolver))
    }
  }

  private func compareLeaf(_ value: JSONValue, at path: JSONPath, resolver: inout ModelReflection.Resolver)
    -> FieldComparison
  {
    guard let steps = map.property(for: path) else {
      return .notCompared(at: path, expected: value.compactText, reason: "no model property found for this key")
    }
    let actual = resolver.value(at: steps)
    let actualValue = actual.flatMap(ModelReflection.unwrap)
    let actualText = actualValue.flatMap(ModelReflection.normalizedText)
    let shown = actualValue.map { String(customDumping: $0) } ?? "nil"
    let expectedText = value == .null ? nil : normalized(value, as: types[path.withIndexesZeroed])
    let verdict: FieldComparison.Verdict = expectedText == actualText ? .match : .mismatch
    return FieldComparison(path: path, expected: value.compactText, actual: shown, verdict: verdict)
  }

  /// The JSON scalar as ``ModelReflection/normalizedText(_:)`` would write the Swift value.
  private func normalized(_ value: JSONValue, as type: SchemaType?) -> String? {
    switch (value, type) {
    case (.number(let number), .number("Float")?):
      return Float(number.text).map { "n:\(Double($0))" }
    case (.number(let number), .number("Decimal")?):
      return Decimal(string: number.text).map { "n:" + NSDecimalNumber(decimal: $0).stringValue }
    case (_, .date?):
      return date(from: value).map { "d:\($0.timeIntervalSince1970)" }
    case (.string(let text), .url?):
      return URL(string: text).map { "s:" + $0.absoluteString }
    case (.string(let text), .uuid?):
      return UUID(uuidString: text).map { "s:" + $0.uuidString }
    case (.string(let text), _):
      return "s:" + text
    case (.number(let number), _):
      return Double(number.text).map { "n:\($0)" }
    case (.bool(let flag), _):
      return "b:\(flag)"
    default:
      return nil
    }
  }

  private func date(from value: JSONValue) -> Date? {
    switch (options.dates, value) {
    case (.iso8601, .string(let text)): try? iso8601.parse(text)
    case (.deferredToDate, .number(let number)): Double(number.text).map(Date.init(timeIntervalSinceReferenceDate:))
    case (.secondsSince1970, .number(let number)): Double(number.text).map(Date.init(timeIntervalSince1970:))
    case (.millisecondsSince1970, .number(let number)):
      Double(number.text).map { Date(timeIntervalSince1970: $0 / 1000) }
    default: nil
    }
  }
}
