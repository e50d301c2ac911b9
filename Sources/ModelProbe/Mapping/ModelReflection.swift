import Foundation

/// A model's stored values as leaves, found with `Mirror`: each leaf with its property path
/// (`address.postalCode`, `assets[1].size`) and a normalized text for comparing with JSON.
enum ModelReflection {
  struct Leaf {
    var path: [PropertyMap.Step]
    var text: String?
    var value: Any
  }

  static func leaves(of model: Any) -> [Leaf] {
    var found: [Leaf] = []
    walk(model, path: [], into: &found, depth: 0)
    return found
  }

  /// The value at `path` in `model`, if the path exists (optionals are unwrapped on the way).
  static func value(at path: [PropertyMap.Step], in model: Any) -> Any? {
    var resolver = Resolver(model: model)
    return resolver.value(at: path)
  }

  /// The record (a struct or class) an enum's current case holds, when `value` is such a case:
  /// a case a scalar of the payload cannot stand for, only choose.
  static func recordInCase(of value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, mirror.children.count == 1, let held = mirror.children.first?.value,
      [.struct, .class].contains(Mirror(reflecting: held).displayStyle)
    else { return nil }
    return held
  }

  /// Text that a JSON scalar and a Swift value share when they mean the same thing.
  static func normalizedText(_ value: Any) -> String? {
    switch value {
    case let text as String: return "s:" + text
    case let flag as Bool: return "b:\(flag)"
    case let url as URL: return "s:" + url.absoluteString
    case let date as Date: return "d:\(date.timeIntervalSince1970)"
    case let uuid as UUID: return "s:" + uuid.uuidString
    case let data as Data: return "s:" + data.base64EncodedString()
    case let decimal as Decimal: return "n:" + NSDecimalNumber(decimal: decimal).stringValue
    case let number as Double: return "n:\(number)"
    case let number as Float: return "n:\(Double(number))"
    case let number as any BinaryInteger: return "n:\(Double(number))"
    case let raw as any RawRepresentable: return normalizedText(raw.rawValue)
    // A whole value, not the two integers it keeps inside: no JSON scalar is one, the rules of
    // `Normalization` read it.
    case let duration as Duration: return "t:\(duration)"
    default:
      // A case without associated values and without a raw value is a value too, by its name.
      let mirror = Mirror(reflecting: value)
      return mirror.displayStyle == .enum && mirror.children.isEmpty ? "e:\(value)" : nil
    }
  }

  private static func walk(_ value: Any, path: [PropertyMap.Step], into found: inout [Leaf], depth: Int) {
    guard depth < 64 else { return }
    guard let value = unwrap(value) else {
      found.append(Leaf(path: path, text: nil, value: Optional<Any>.none as Any))
      return
    }
    if let text = normalizedText(value) {
      found.append(Leaf(path: path, text: text, value: value))
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection:
      for (index, child) in mirror.children.enumerated() {
        walk(child.value, path: path + [.index(index)], into: &found, depth: depth + 1)
      }
    case .set:
      // A set keeps no order: its elements in the order of their text, so that one element
      // changed in place moves no other.
      for (index, element) in setElements(mirror).enumerated() {
        walk(element, path: path + [.index(index)], into: &found, depth: depth + 1)
      }
    case .dictionary:
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { continue }
        walk(pair[1].value, path: path + [.key("\(pair[0].value)")], into: &found, depth: depth + 1)
      }
    default:
      for child in storedChildren(mirror) {
        guard let name = propertyName(child.label) else { continue }
        walk(stored(child), path: path + [.property(name)], into: &found, depth: depth + 1)
      }
    }
  }

  /// A number of any Swift numeric type, exactly as a decimal; `nil` for anything else.
  static func number(_ value: Any) -> Decimal? {
    switch value {
    case let decimal as Decimal: decimal
    case let number as Double: Decimal(string: "\(number)")
    case let number as Float: Decimal(string: "\(number)")
    case let number as any BinaryInteger: Decimal(string: "\(number)")
    default: nil
    }
  }

  /// `Optional.some(x)` as `x`, `nil` as `nil`; anything else as it is.
  static func unwrap(_ value: Any) -> Any? {
    guard isOptional(value), let optional = value as? any OptionalReflecting else { return value }
    return optional.wrappedValue
  }

  /// Whether `value`'s own type is an `Optional`, read from the kind its type metadata starts
  /// with (0x202 for an optional in the stable Swift ABI): a cast to a protocol asks the runtime
  /// for a conformance, and a comparison asks this of every value it reads.
  static func isOptional(_ value: Any) -> Bool {
    let metadata = unsafeBitCast(type(of: value) as Any.Type, to: UnsafeRawPointer.self)
    return metadata.load(as: UInt.self) == optionalMetadataKind
  }

  private static let optionalMetadataKind: UInt = 0x202

  /// The stored properties a mirror shows, a class's own and then its superclasses'.
  static func storedChildren(_ mirror: Mirror) -> [Mirror.Child] {
    var children = Array(mirror.children)
    var superclass = mirror.superclassMirror
    while let next = superclass {
      children += next.children
      superclass = next.superclassMirror
    }
    return children
  }

  /// A set's elements in the order of how they print.
  static func setElements(_ mirror: Mirror) -> [Any] {
    mirror.children.map(\.value).sorted { String(describing: $0) < String(describing: $1) }
  }

  /// Where `steps` pass through a set (`codes[0].wrapped`), the values at the same place in each
  /// of the set's elements, since a set keeps no position; `nil` when they pass through none.
  static func setAlternatives(at steps: [PropertyMap.Step], in model: Any) -> [Any]? {
    for (position, step) in steps.enumerated() {
      guard case .index = step, let container = value(at: Array(steps[..<position]), in: model).flatMap(unwrap),
        Mirror(reflecting: container).displayStyle == .set
      else { continue }
      let rest = Array(steps[(position + 1)...])
      return setElements(Mirror(reflecting: container)).compactMap { value(at: rest, in: $0) }
    }
    return nil
  }

  /// A stored property's value as code reaches it: a property wrapper's storage (`_tags`) by the
  /// value it wraps (`tags`).
  static func stored(_ child: Mirror.Child) -> Any {
    guard child.label?.hasPrefix("_") == true else { return child.value }
    return wrapped(child.value)
  }

  /// The value a property wrapper's storage holds wraps, or `storage` itself when it wraps none.
  static func wrapped(_ storage: Any) -> Any {
    Mirror(reflecting: storage).children.first { $0.label == "wrappedValue" }?.value ?? storage
  }

  /// A stored property's name; property wrappers' storage (`_name`) counts as `name`.
  static func propertyName(_ label: String?) -> String? {
    guard let label else { return nil }
    return label.hasPrefix("_") ? String(label.dropFirst()) : label
  }
}
