extension JSONValue {
  /// The scalar JSON a value of a model's own type holds: the value's own JSON where it is
  /// ``JSONRepresentable`` and a scalar, else the one value an enum case carries (`.number(42)`,
  /// labelled or not), a struct keeps (`Identifier(text: "wo_12")`) or an optional wraps, followed through at most
  /// `depth` such types. `nil` for anything else: a case that carries nothing, a type that
  /// keeps several values, an array or an object.
  public static func held(by value: Any, depth: Int = 4) -> JSONValue? {
    if let representable = value as? any JSONRepresentable {
      switch representable.jsonValue {
      case .string, .number, .bool: return representable.jsonValue
      default: break
      }
    }
    let mirror = Mirror(reflecting: value)
    guard depth > 0, [.enum, .struct, .optional, .tuple].contains(mirror.displayStyle), mirror.children.count == 1,
      let child = mirror.children.first
    else { return nil }
    return held(by: child.value, depth: depth - 1)
  }
}
