@_spi(Reflection) import Swift

/// The stored properties of a struct type, found once per type from its metadata and read by
/// offset: what a `Mirror` tells of a struct value, without a `Mirror` (and its labels and boxes)
/// per value. Types with a custom mirror, classes, enums and the standard library's collections
/// are not read this way.
struct StoredFields {
  private struct Field {
    let offset: Int
    let type: Any.Type
  }

  /// By property name (a property wrapper's storage, `_name`, as `name`); `nil` when the type is
  /// not one this reads.
  private let fields: [String: Field]?

  /// The fields of `value`'s type, when it is a plain struct.
  init(of value: Any) {
    let type = Swift.type(of: value)
    guard !(type is CustomReflectable.Type), Mirror(reflecting: value).displayStyle == .struct else {
      fields = nil
      return
    }
    var fields: [String: Field] = [:]
    let complete = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
      if let property = ModelReflection.propertyName(String(cString: name)), fields[property] == nil {
        fields[property] = Field(offset: offset, type: fieldType)
      }
      return true
    }
    self.fields = complete ? fields : nil
  }

  /// Whether values of the type are read by offset.
  var isReadable: Bool { fields != nil }

  /// The property `name` of `container` (a value of the type these fields are of), or `nil`
  /// when it has none.
  func value(named name: String, in container: Any) -> Any? {
    guard let field = fields?[name] else { return nil }
    func read<Container>(_ container: Container) -> Any {
      withUnsafeBytes(of: container) { bytes in
        func load<Value>(_: Value.Type) -> Any {
          bytes.baseAddress!.advanced(by: field.offset).assumingMemoryBound(to: Value.self).pointee
        }
        return _openExistential(field.type, do: load)
      }
    }
    return _openExistential(container, do: read)
  }
}
