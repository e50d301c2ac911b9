import OpenAPIKit

/// An object schema with its `allOf` parts and `$ref`s folded in: every property it declares, with
/// the pointer of the schema that declares it, which of them are required, and what
/// `additionalProperties` allows.
struct ObjectShape {
  struct Property {
    var name: String
    var schema: JSONSchema
    var pointer: JSONPointer
  }

  private(set) var properties: [Property] = []
  private(set) var required: Set<String> = []
  /// The schema of the keys it does not name, where `additionalProperties` allows them.
  private(set) var additional: (schema: JSONSchema, pointer: JSONPointer)?
  /// Whether any part is an object.
  private(set) var isObject = false
  /// The components folded in, by name.
  private(set) var folded: Set<String> = []

  /// The shape of `schema`; its properties in the order `locator` places them in the document
  /// (a document read from JSON hands OpenAPIKit an object's keys in no order).
  init(_ schema: JSONSchema, at pointer: JSONPointer, components: OpenAPI.Components, locator: SpecLocator) {
    var seen: Set<String> = []
    fold(schema, at: pointer, components: components, seen: &seen)
    let places = properties.map { locator.place(of: $0.pointer).map { [$0.line, $0.column] } ?? [.max, .max] }
    properties = properties.indices.sorted { places[$0].lexicographicallyPrecedes(places[$1]) }.map { properties[$0] }
  }

  private mutating func fold(
    _ schema: JSONSchema, at pointer: JSONPointer, components: OpenAPI.Components, seen: inout Set<String>
  ) {
    switch schema.value {
    case .reference(let reference, _):
      guard seen.insert(reference.absoluteString).inserted, let target = components[reference] else { return }
      folded.insert(reference.name ?? reference.absoluteString)
      fold(target, at: JSONPointer(parsing: Substring(reference.absoluteString)), components: components, seen: &seen)
    case .all(let parts, _):
      for (index, part) in parts.enumerated() {
        fold(part, at: pointer.appending("allOf", String(index)), components: components, seen: &seen)
      }
    case .object(_, let context):
      isObject = true
      for (name, property) in context.properties {
        let declared = Property(name: name, schema: property, pointer: pointer.appending("properties", name))
        if let index = properties.firstIndex(where: { $0.name == name }) {
          properties[index] = declared
        } else {
          properties.append(declared)
        }
      }
      required.formUnion(context.requiredProperties)
      switch context.additionalProperties {
      case .a(true)?: additional = (JSONSchema.fragment(.init()), pointer.appending("additionalProperties"))
      case .b(let extra)?: additional = (extra, pointer.appending("additionalProperties"))
      default: break
      }
    default:
      return
    }
  }
}
