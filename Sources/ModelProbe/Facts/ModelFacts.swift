import Foundation
import JSONCore
import JSONTrace
import ModelAdapter

/// What decoding a model reveals that its schema does not: the Swift type of each property (so a
/// generated key path is only written where it compiles) and the value a non-optional property
/// falls back to when its key is missing. Learned where the model's code runs
/// (``learn(_:schema:map:options:samples:)``), then only looked up.
package struct ModelFacts: Sendable, Hashable, Codable {
  /// A stored property reached by a property path.
  package struct Property: Sendable, Hashable, Codable {
    /// The property's type without `Optional`, as `readableTypeName(_:)` writes it.
    package var typeName: String
    /// For an array property, its element type's name.
    package var elementTypeName: String?
    /// Whether the property is optional.
    package var isOptional: Bool
    /// For a dictionary keyed by an enum of `String` raw values (`[Source: Double]`), its value
    /// type's name: JSON's keys are the cases' raw values.
    package var enumKeyedValueTypeName: String? = nil
    /// Whether a decoded value of it holds one scalar (`JSONValue.held(by:)`: the
    /// value an enum case carries, or a struct keeps), compared as the same scalar as the JSON sent.
    package var holdsScalar: Bool? = nil
  }

  /// A key left out of the full payload, and the property path whose value was then read.
  struct Omission: Sendable, Hashable, Codable {
    var key: JSONPath
    var property: [PropertyMap.Step]
  }

  private var fullPayloadText: JSONText
  /// How the model's decoder reads dates.
  package let dates: JSONDateStrategy
  /// Under `convertFromWords`, the model's CodingKeys a key is read as by its words
  /// (`DecodingOptions/keySpellings`): what an exported test's decoder needs to be given.
  package var keySpellings: [String] = []
  /// The property at each property path the key-to-property map reaches, and at each prefix.
  private var properties: [[PropertyMap.Step]: Property]
  /// What each non-optional property holds when an optional key is left out, as JSON.
  private var fallbacks: [Omission: JSONText]
  /// The omissions that decode to a value of the model's own making, one with no JSON form or one
  /// that differs from decode to decode (`?? Date()`); `nil` in facts kept before they were noted.
  private var madeValues: Set<Omission>?

  /// A payload holding every key of the schema, which the model decodes.
  package var fullPayload: JSONValue { fullPayloadText.value }

  /// The property at `steps` of the model decoded from ``fullPayload``.
  package func property(at steps: [PropertyMap.Step]) -> Property? {
    properties[steps]
  }

  /// What the property at `steps` holds when the key at `path` is left out of ``fullPayload``,
  /// as JSON; `nil` when that payload does not decode or the value has no JSON form.
  package func fallback(whenMissing path: JSONPath, property steps: [PropertyMap.Step]) -> JSONValue? {
    fallbacks[Omission(key: path, property: steps)]?.value
  }

  /// Whether the property at `steps` holds a value of the model's own making when the key at
  /// `path` is left out of ``fullPayload``: the payload decodes, and the value has no JSON form or
  /// differs from decode to decode.
  package func makesOwnValue(whenMissing path: JSONPath, property steps: [PropertyMap.Step]) -> Bool {
    madeValues?.contains(Omission(key: path, property: steps)) == true
  }

  /// Learns the facts of `type` by decoding payloads built from its schema. This runs the model's
  /// code, so only a worker (or a test) calls it.
  static func learn<Model: Decodable>(
    _ type: Model.Type, schema: ModelSchema, map: PropertyMap, options: DecodingOptions, samples: [JSONValue] = []
  ) -> ModelFacts {
    func decode(_ payload: JSONValue) -> Model? {
      let decoder = options.makeDecoder()
      return try? WorkerNotes.running(type) {
        try decoder.decode(type, from: Data(JSONPrinter.bytes(of: payload, style: .compact)))
      }
    }
    let placeholder = SchemaPlaceholder.value(for: schema.root, options: options, enums: schema.enums)
    // A model that parses its own strings may refuse the placeholder: the fixtures it decodes
    // serve, each for the properties the ones before left empty (a `null` logo, say).
    let decodable = ([placeholder] + samples.prefix(8)).compactMap { payload in decode(payload).map { (payload, $0) } }
    let full = decodable.first?.0 ?? placeholder
    var properties: [[PropertyMap.Step]: Property] = [:]
    var fallbacks: [Omission: JSONText] = [:]
    var madeValues: Set<Omission> = []
    for (_, decoded) in decodable {
      for steps in map.properties.values {
        for length in 0..<steps.count {
          let prefix = Array(steps.prefix(length + 1))
          guard let found = property(at: prefix, in: decoded) else { continue }
          if properties[prefix] == nil {
            properties[prefix] = found
          } else if found.holdsScalar == true {
            // Held by a later payload (an optional one the first left out).
            properties[prefix]?.holdsScalar = true
          }
        }
      }
    }
    if !decodable.isEmpty {
      for (path, field) in schema.fieldPaths where !field.isRequired {
        let candidates = [
          map.properties[path], map.properties[path.appending(index: 0)].map { Array($0.dropLast()) },
          map.properties[path.appending(key: SentinelProbe.anyKey)].map { Array($0.dropLast()) },
        ]
        for case let steps? in candidates {
          let omitted = full.replacing(path, with: nil)
          guard let property = properties[steps] else {
            // A path through an enum case (`session.account.isGuest`), which no key path reaches.
            let held = { (model: Model) in ModelReflection.value(at: steps, in: model).flatMap(ModelReflection.unwrap) }
            if let model = decode(omitted), let json = held(model).flatMap(jsonValue),
              decode(omitted).flatMap(held).flatMap(jsonValue) == json
            {
              fallbacks[Omission(key: path, property: steps)] = JSONText(json)
            }
            continue
          }
          let held = { (model: Model) in child(at: steps, in: model).flatMap(ModelReflection.unwrap) }
          guard let model = decode(omitted), let value = held(model) else { continue }
          // A value decoded twice the same is the model's fallback; one that is not, or one an
          // optional property holds (`?? Date()` into a `Date?`), its own.
          guard !property.isOptional, let json = jsonValue(of: value),
            decode(omitted).flatMap(held).flatMap(jsonValue) == json
          else {
            madeValues.insert(Omission(key: path, property: steps))
            continue
          }
          fallbacks[Omission(key: path, property: steps)] = JSONText(json)
        }
      }
    }
    var facts = ModelFacts(
      fullPayloadText: JSONText(full), dates: options.dates, properties: properties, fallbacks: fallbacks,
      madeValues: madeValues)
    facts.keySpellings = options.keySpellings
    return facts
  }

  /// Facts that say nothing of the properties, for a model whose code could not be run: every
  /// key is written, none compared.
  package static func unknown(schema: ModelSchema, options: DecodingOptions) -> ModelFacts {
    var facts = ModelFacts(
      fullPayloadText: JSONText(SchemaPlaceholder.value(for: schema.root, options: options, enums: schema.enums)),
      dates: options.dates, properties: [:], fallbacks: [:], madeValues: nil)
    facts.keySpellings = options.keySpellings
    return facts
  }

  private static func property(at steps: [PropertyMap.Step], in decoded: Any) -> Property? {
    guard let value = child(at: steps, in: decoded) else { return nil }
    var type: Any.Type = Swift.type(of: value)
    var isOptional = false
    if let optional = type as? any OptionalReflecting.Type {
      type = optional.wrappedType
      isOptional = true
    }
    let element = (type as? any ArrayReflecting.Type).map { readableTypeName($0.elementType) }
    let enumKeyed = (type as? any DictionaryReflecting.Type).flatMap { dictionary in
      (dictionary.keyType as? any RawRepresentable.Type)?.hasStringRawValues == true
        ? readableTypeName(dictionary.valueType) : nil
    }
    return Property(
      typeName: readableTypeName(type), elementTypeName: element, isOptional: isOptional,
      enumKeyedValueTypeName: enumKeyed, holdsScalar: JSONValue.held(by: value) != nil)
  }

  private static func jsonValue(of value: Any) -> JSONValue? {
    if let representable = value as? any JSONRepresentable { return representable.jsonValue }
    switch (value as? any RawRepresentable)?.rawValue {
    case let text as String: return .string(text)
    case let number as any BinaryInteger: return .number(JSONNumber(number))
    default: return nil
    }
  }

  /// The stored value at `steps`, optionals included as they are stored.
  private static func child(at steps: [PropertyMap.Step], in model: Any) -> Any? {
    var current: Any = model
    for step in steps {
      guard let unwrapped = ModelReflection.unwrap(current) else { return nil }
      let mirror = Mirror(reflecting: unwrapped)
      // A key path cannot go through an enum's case (`\.image.width`): no property there.
      if mirror.displayStyle == .enum { return nil }
      let children = ModelReflection.storedChildren(mirror)
      switch step {
      case .property(let name):
        guard let child = children.first(where: { ModelReflection.propertyName($0.label) == name }) else { return nil }
        current = ModelReflection.stored(child)
      case .index(let index):
        guard children.indices.contains(index) else { return nil }
        current = children[index].value
      case .key:
        return nil
      }
    }
    return current
  }
}

/// `Optional`'s wrapped type, read from the metatype, and its wrapped value, read without a
/// `Mirror`.
protocol OptionalReflecting {
  static var wrappedType: Any.Type { get }
  var wrappedValue: Any? { get }
}

extension Optional: OptionalReflecting {
  static var wrappedType: Any.Type { Wrapped.self }
  var wrappedValue: Any? { map { $0 as Any } }
}

/// `Array`'s element type, read from the metatype.
package protocol ArrayReflecting {
  static var elementType: Any.Type { get }
}

extension Array: ArrayReflecting {
  package static var elementType: Any.Type { Element.self }
}

/// `Dictionary`'s key and value types, read from the metatype.
protocol DictionaryReflecting {
  static var keyType: Any.Type { get }
  static var valueType: Any.Type { get }
}

extension Dictionary: DictionaryReflecting {
  static var keyType: Any.Type { Key.self }
  static var valueType: Any.Type { Value.self }
}

extension RawRepresentable {
  fileprivate static var hasStringRawValues: Bool { RawValue.self == String.self }
}
