import Foundation
import JSONFragment
import ModelAdapter

/// What decoding a model reveals that its schema does not: the Swift type of each property (so a
/// generated key path is only written where it compiles) and the value a non-optional property
/// falls back to when its key is missing.
struct ModelFacts {
  /// A stored property reached by a property path.
  struct Property {
    /// The property's type without `Optional`, as ``readableTypeName(_:)`` writes it.
    var typeName: String
    /// For an array property, its element type's name.
    var elementTypeName: String?
    /// Whether the property is optional.
    var isOptional: Bool
  }

  /// A payload holding every key of the schema, which the model decodes.
  let fullPayload: JSONValue
  /// How the model's decoder reads dates.
  let dates: JSONDateStrategy
  private let decoded: Any?
  private let decode: (JSONValue) -> Any?

  /// Facts about `model`, learned by decoding placeholder payloads built from its schema.
  init(model: WorkspaceModel, schema: ModelSchema) {
    let options = model.decoding
    self.dates = options.dates.strategy
    func decoder<M: Decodable>(_ type: M.Type) -> (JSONValue) -> Any? {
      { payload in try? options.makeDecoder().decode(type, from: Data(JSONPrinter.bytes(of: payload, style: .compact)))
      }
    }
    self.decode = decoder(model.modelType)
    self.fullPayload = PlaceholderPayload.value(for: schema.root, enums: schema.enums, options: options)
    self.decoded = decode(fullPayload)
  }

  /// The property at `steps` of the model decoded from ``fullPayload``.
  func property(at steps: [PropertyMap.Step]) -> Property? {
    guard let decoded, let value = Self.child(at: steps, in: decoded) else { return nil }
    var type: Any.Type = Swift.type(of: value)
    var isOptional = false
    if let optional = type as? any OptionalReflecting.Type {
      type = optional.wrappedType
      isOptional = true
    }
    let element = (type as? any ArrayReflecting.Type).map { readableTypeName($0.elementType) }
    return Property(typeName: readableTypeName(type), elementTypeName: element, isOptional: isOptional)
  }

  /// What the property at `steps` holds when the key at `path` is left out of ``fullPayload``,
  /// as JSON; `nil` when that payload does not decode or the value has no JSON form.
  func fallback(whenMissing path: JSONPath, property steps: [PropertyMap.Step]) -> JSONValue? {
    guard let model = decode(fullPayload.replacing(path, with: nil)),
      let value = Self.child(at: steps, in: model).flatMap(ModelReflection.unwrap)
    else { return nil }
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
      let children = Array(Mirror(reflecting: unwrapped).children)
      switch step {
      case .property(let name):
        guard let child = children.first(where: { ModelReflection.propertyName($0.label) == name }) else { return nil }
        current = child.value
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
protocol ArrayReflecting {
  static var elementType: Any.Type { get }
}

extension Array: ArrayReflecting {
  static var elementType: Any.Type { Element.self }
}

/// A payload for a schema with every key present and a plausible value in each, so that a model
/// decodes it: enums at their first case, dates in the decoder's strategy, one array element.
enum PlaceholderPayload {
  static func value(for type: SchemaType, enums: [String: EnumDetail], options: DecodingOptions, depth: Int = 0)
    -> JSONValue
  {
    guard depth < 16 else { return .null }
    switch type {
    case .string: return "text"
    case .bool: return false
    case .integer: return 1
    case .number: return 1.5
    case .url: return "https://example.com"
    case .uuid: return "00000000-0000-0000-0000-000000000001"
    case .data: return ""
    case .date:
      switch options.dates {
      case .iso8601: return "2026-01-01T00:00:00Z"
      case .deferredToDate, .secondsSince1970, .millisecondsSince1970: return 0
      }
    case .enumeration(let name, let cases):
      return enums[name]?.cases.first?.rawValue ?? cases.first.map(JSONValue.string) ?? .null
    case .object(_, let fields):
      return .object(
        JSONObject(
          fields.map {
            JSONMember($0.key, value(for: $0.type, enums: enums, options: options, depth: depth + 1))
          }))
    case .array(let element): return [value(for: element, enums: enums, options: options, depth: depth + 1)]
    case .dictionary: return [:]
    case .recursive, .unknown: return .null
    }
  }
}
