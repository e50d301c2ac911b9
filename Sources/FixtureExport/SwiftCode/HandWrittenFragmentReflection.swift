import JSONFragment
import JSONTrace
import ModelProbe

/// Reads a hand-written fragment type at run time: its keys, the property behind each key (the
/// field that changes when `ModelJSONFragment.presenceVariants()` makes the key absent or
/// null), each field's value type, and the JSON its `init()` writes.
enum HandWrittenFragmentReflection {
  static func outline(of type: any ModelJSONFragment.Type) -> FragmentOutline {
    outline(of: type, depth: 0)
  }

  private static func outline(of type: any ModelJSONFragment.Type, depth: Int) -> FragmentOutline {
    func open<Fragment: ModelJSONFragment>(_ type: Fragment.Type) -> FragmentOutline {
      let base = Fragment()
      let baseFields = fields(of: base)
      let variants = base.presenceVariants()
      var shaped: [FragmentField] = []
      for (index, key) in Fragment.keys.enumerated() {
        let changed = variants[(2 * index)..<(2 * index + 2)].lazy.compactMap { variant in
          zip(baseFields, fields(of: variant.fragment)).first { $0.presence != $1.presence }?.0
        }.first
        guard let changed else { continue }
        shaped.append(
          FragmentField(
            key: key.name, property: changed.label,
            kind: kind(of: changed.valueType, dates: Fragment.dateStrategy, depth: depth), modelPath: nil))
      }
      let name = readableTypeName(type)
      return FragmentOutline(
        qualifiedName: name, localName: name, modelTypeName: readableTypeName(Fragment.Model.self),
        fields: shaped, defaults: base.json.objectValue ?? [:])
    }
    return open(type)
  }

  private struct ReflectedField {
    var label: String
    var presence: FieldPresence
    var valueType: Any.Type
  }

  private static func fields(of fragment: Any) -> [ReflectedField] {
    Mirror(reflecting: fragment).children.compactMap { child in
      guard let label = child.label, let field = child.value as? any FieldReflecting else { return nil }
      return ReflectedField(label: label, presence: field.presence, valueType: type(of: field).valueType)
    }
  }

  private static func kind(of type: Any.Type, dates: JSONDateStrategy, depth: Int) -> FieldKind {
    if let scalar = ScalarSchema.of(type) {
      switch scalar.type {
      case .string: return .string
      case .bool: return .bool
      case .integer(let name): return .integer(name)
      case .number("Decimal"): return .decimal
      case .number(let name): return .floating(name)
      case .url: return .url
      case .uuid: return .uuid
      case .date: return .date(dates)
      case .data: return .data
      default: return .other(readableTypeName(type))
      }
    }
    if type == JSONValue.self { return .json }
    if let detail = EnumCases.detail(of: type) { return .enumeration(detail) }
    if let fragment = type as? any ModelJSONFragment.Type, depth < 16 {
      return .fragment(outline(of: fragment, depth: depth + 1))
    }
    if let array = type as? any ArrayReflecting.Type {
      if let fragment = array.elementType as? any ModelJSONFragment.Type, depth < 16 {
        return .fragments(outline(of: fragment, depth: depth + 1))
      }
      switch kind(of: array.elementType, dates: dates, depth: depth) {
      case .fragment, .fragments, .values, .dictionary, .other: break
      case let plain: return .values(plain)
      }
    }
    if let dictionary = type as? any StringKeyedDictionaryReflecting.Type {
      switch kind(of: dictionary.valueType, dates: dates, depth: depth) {
      case .fragment, .fragments, .values, .dictionary, .other: break
      case let plain: return .dictionary(plain)
      }
    }
    return .other(readableTypeName(type))
  }
}

/// A `Field` seen without its value type: which state it is in, and the value type.
protocol FieldReflecting {
  var presence: FieldPresence { get }
  static var valueType: Any.Type { get }
}

extension Field: FieldReflecting {
  static var valueType: Any.Type { Value.self }
}

/// The value type of a dictionary with `String` keys, read from the metatype.
protocol StringKeyedDictionaryReflecting {
  static var valueType: Any.Type { get }
}

extension Dictionary: StringKeyedDictionaryReflecting where Key == String {
  static var valueType: Any.Type { Value.self }
}
