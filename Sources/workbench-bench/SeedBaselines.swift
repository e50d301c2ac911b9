import Foundation

/// A key of the seed's ``Seed/ModelJSONFragment`` for a payload of arbitrary field names (the
/// seed expects an enum; 100,000 cases are not practical, a string wrapper behaves the same).
struct SeedFieldKey: RawRepresentable, Hashable {
  let rawValue: String
}

/// The three ways the seed's design can compose the benchmark's fields into bytes.
enum SeedBaselines {
  /// The field's value as the seed receives it: an `Any`.
  static func anyValue(_ value: ComposeValue) -> Any {
    switch value {
    case .int(let number): number
    case .double(let number): number
    case .string(let text): text
    case .bool(let flag): flag
    }
  }

  /// How far ``byAddingChain(_:deadline:)`` got: the bytes, or the number of fields composed
  /// when the deadline passed.
  struct ChainResult {
    var data: Data?
    var composed: Int
  }

  /// One `PlainJSONFragment(key:value:)` per field, chained with `byAdding(jsonComposable:)` from
  /// the seed's empty fragment, then `toJSON()` and UTF-8 data. Quadratic in the field count, so
  /// it gives up at `deadline` (checked every 256 fields, a negligible cost next to each step).
  static func byAddingChain(_ fields: [ComposeField], deadline: ContinuousClock.Instant) -> ChainResult {
    let clock = ContinuousClock()
    var fragment: any Seed.JSONFragment = Seed.PlainJSONFragment(jsonValue: "", fragments: [])
    for (index, field) in fields.enumerated() {
      if index % 256 == 0, clock.now >= deadline { return ChainResult(data: nil, composed: index) }
      fragment = fragment.byAdding(jsonComposable: Seed.PlainJSONFragment(key: field.key, value: anyValue(field.value)))
    }
    return ChainResult(data: fragment.toJSON().value.data(using: .utf8)!, composed: fields.count)
  }

  /// One `ModelJSONFragment` holding every field as a reference value, formatted by the seed's
  /// `reduce` (a new string per field, so also quadratic), then `toJSON()` and UTF-8 data.
  static func modelFragmentReduce(_ fields: [ComposeField]) -> Data {
    let fragment = Seed.ModelJSONFragment(referenceValues: referenceValues(fields))
    return fragment.toJSON().value.data(using: .utf8)!
  }

  /// As ``modelFragmentReduce(_:)`` but the text is built by appending each field's string in
  /// place: the seed's single-fragment way with its quadratic step removed (linear).
  static func modelFragmentAppend(_ fields: [ComposeField]) -> Data {
    let values = referenceValues(fields)
    let fragment = Seed.ModelJSONFragment(value: values.appendedFragmentValue, referenceValues: values)
    return fragment.toJSON().value.data(using: .utf8)!
  }

  private static func referenceValues(_ fields: [ComposeField]) -> [SeedFieldKey: Any?] {
    Dictionary(uniqueKeysWithValues: fields.map { (SeedFieldKey(rawValue: $0.key), Optional(anyValue($0.value))) })
  }
}
