import JSONCore
import OpenAPIKit

/// The walk down a schema that makes a covering set: a value for each schema, and the changes it
/// allows, with the payload path and the document pointer of each.
struct SchemaWalk {
  /// A schema's value and the changes it allows, at absolute payload paths; no value where the
  /// schema only recurses into itself.
  struct Generated {
    var value: JSONValue?
    var changes: [PayloadChange] = []
  }

  let components: OpenAPI.Components
  private(set) var declared: Set<CoveringSet.DeclaredPoint> = []
  /// The enum values that are a value of the set's payloads as they are (not a change).
  private(set) var given: Set<CoveringSet.DeclaredPoint> = []
  /// The places a discriminator allows no change at (its property, whose value is the branch's
  /// tag), though its schema declares one: not allowed there.
  private(set) var withheld: Set<CoveringSet.DeclaredPoint> = []
  /// The components the walk went into.
  private(set) var visited: Set<String> = []
  /// The schema of each value of the first payload, by its path there (the first walked wins).
  private(set) var pointers: [JSONPath: JSONPointer] = [:]
  /// The component each value of the first payload is, by its path there (the outermost named
  /// there wins).
  private(set) var componentPaths: [JSONPath: String] = [:]
  /// The components being walked, outermost first: a schema met again this deep recurses.
  private var stack: [String] = []
  /// How many times a component may enclose itself before the walk stops going down.
  private static let recursionLimit = 1
  /// How many components deep the walk goes: deeper ones are checked as candidates of their own.
  private static let depthLimit = 8
  /// Whether the changes are wanted, or only the first payload (what a schema is mapped by).
  let changesWanted: Bool

  /// The keyword by which the document makes a value nullable: `nullable` in 3.0, a `type` that
  /// lists `null` in 3.1.
  let nullKeyword: String

  /// Where the document's values sit: the order of an object's properties.
  let locator: SpecLocator

  init(components: OpenAPI.Components, version: String, locator: SpecLocator, changesWanted: Bool = true) {
    self.components = components
    self.locator = locator
    self.changesWanted = changesWanted
    nullKeyword = version.hasPrefix("3.0") ? "nullable" : "type"
  }

  mutating func generate(
    _ schema: JSONSchema, at pointer: JSONPointer, path: JSONPath, example: JSONValue?
  ) -> Generated {
    guard stack.count < Self.depthLimit, path.components.count < Self.depthLimit * 2 else { return Generated() }
    if pointers[path] == nil || schema.reference == nil && pointers[path]?.tokens.first == "paths" {
      pointers[path] = pointer
    }
    let example = example ?? schema.examples.lazy.compactMap { JSONValue(openAPI: $0) }.first
    var generated: Generated
    switch schema.value {
    case .reference(let reference, _):
      let name = reference.name ?? reference.absoluteString
      guard let target = components[reference],
        stack.filter({ $0 == name }).count <= Self.recursionLimit
      else { return Generated() }
      stack.append(name)
      visited.insert(name)
      if componentPaths[path] == nil { componentPaths[path] = name }
      generated = generate(
        target, at: JSONPointer(parsing: Substring(reference.absoluteString)), path: path, example: example)
      stack.removeLast()
    case .object:
      let shape = ObjectShape(schema, at: pointer, components: components, locator: locator)
      visited.formUnion(shape.folded)
      generated = object(shape, at: pointer, path: path, example: example)
    case .all(let parts, _):
      let shape = ObjectShape(schema, at: pointer, components: components, locator: locator)
      visited.formUnion(shape.folded)
      if shape.isObject {
        generated = object(shape, at: pointer, path: path, example: example)
      } else if let first = parts.indices.first(where: { !parts[$0].isFragment }) {
        generated = generate(parts[first], at: pointer.appending("allOf", String(first)), path: path, example: example)
      } else {
        generated = Generated(value: example ?? LeafValues.anyValue)
      }
    case .one(let branches, let core), .any(let branches, let core):
      let keyword = schema.isOneOf ? "oneOf" : "anyOf"
      generated = branchesOf(
        branches, keyword: keyword, discriminator: core.discriminator, at: pointer, path: path, example: example)
    case .array(_, let context):
      generated = array(context, at: pointer, path: path, example: example)
    case .string, .integer, .number, .boolean, .null, .fragment, .not:
      generated = LeafValues.generate(schema, at: pointer, path: path, example: example)
      for change in generated.changes where change.kind == .enumValue {
        declared.insert(.init(pointer: pointer, kind: .enumValue, value: change.edits.last?.value?.compactText))
      }
      if let base = generated.value, schema.allowedValues != nil {
        declared.insert(.init(pointer: pointer, kind: .enumValue, value: base.compactText))
        given.insert(.init(pointer: pointer, kind: .enumValue, value: base.compactText))
      }
    }
    guard changesWanted else {
      generated.changes = []
      return generated
    }
    if schema.nullable, !schema.isNull, generated.value != nil, generated.value != .null {
      declared.insert(.init(pointer: pointer, kind: .null))
      generated.changes.insert(
        PayloadChange(
          kind: .null, edits: [.init(path: path, value: .null)], pointer: pointer, keyword: nullKeyword,
          allowance: "allows null (\(nullKeyword == "type" ? "type null" : "nullable"))"), at: 0)
    }
    return generated
  }

  private mutating func object(_ shape: ObjectShape, at pointer: JSONPointer, path: JSONPath, example: JSONValue?)
    -> Generated
  {
    var object = JSONObject()
    var changes: [PayloadChange] = []
    let exampleObject: JSONObject? = if case .object(let given)? = example { given } else { nil }
    for property in shape.properties where !property.schema.writeOnly {
      let childPath = JSONPath(path.components + [.key(property.name)])
      let child = generate(
        property.schema, at: property.pointer, path: childPath, example: exampleObject?[property.name])
      guard let value = child.value else { continue }
      object.append(property.name, value)
      if !shape.required.contains(property.name) {
        declared.insert(.init(pointer: property.pointer, kind: .absent))
        changes.append(
          PayloadChange(
            kind: .absent, edits: [.init(path: childPath, value: nil)], pointer: property.pointer, keyword: nil,
            allowance: "leaves \(property.name) optional"))
      }
      changes += child.changes
    }
    // Keys of the document's example the schema does not declare stay, since the server sends them;
    // and go, since nothing in the schema says it must.
    for member in exampleObject?.members ?? [] where object[member.key] == nil {
      object.append(member.key, member.value)
      changes.append(
        PayloadChange(
          kind: .absent, edits: [.init(path: JSONPath(path.components + [.key(member.key)]), value: nil)],
          pointer: pointer, keyword: "example",
          allowance: "does not declare \(member.key), which its example has"))
    }
    if let extra = shape.additional {
      let key = shape.properties.isEmpty ? "key" : "additionalProperty"
      let childPath = JSONPath(path.components + [.key(key)])
      let child = generate(extra.schema, at: extra.pointer, path: childPath, example: nil)
      let value = child.value ?? LeafValues.anyValue
      if shape.properties.isEmpty && exampleObject == nil {
        // A map: one entry to begin with, and the map empty.
        object.append(key, value)
        changes.append(
          PayloadChange(
            kind: .additionalProperties, edits: [.init(path: path, value: .object(JSONObject()))],
            pointer: extra.pointer, keyword: nil, allowance: "allows an empty map (additionalProperties)"))
        changes += child.changes
      } else {
        changes.append(
          PayloadChange(
            kind: .additionalProperties, edits: [.init(path: childPath, value: value)], pointer: extra.pointer,
            keyword: nil, allowance: "allows keys it does not name (additionalProperties)"))
      }
    }
    return Generated(value: .object(object), changes: changes)
  }

  private mutating func array(
    _ context: JSONSchema.ArrayContext, at pointer: JSONPointer, path: JSONPath, example: JSONValue?
  ) -> Generated {
    guard let items = context.items else {
      return Generated(value: example ?? .array([]))
    }
    let firstExample: JSONValue? = if case .array(let elements)? = example { elements.first } else { nil }
    let element = generate(
      items, at: pointer.appending("items"), path: JSONPath(path.components + [.index(0)]), example: firstExample)
    guard let value = element.value else { return Generated(value: .array([])) }
    let count = max(1, context.minItems)
    var changes = element.changes
    if context.minItems == 0 {
      changes.insert(
        PayloadChange(
          kind: .emptyArray, edits: [.init(path: path, value: .array([]))], pointer: pointer, keyword: nil,
          allowance: "allows an empty array"), at: 0)
    }
    return Generated(value: .array(Array(repeating: value, count: count)), changes: changes)
  }

  private mutating func branchesOf(
    _ branches: [JSONSchema], keyword: String, discriminator: OpenAPI.Discriminator?, at pointer: JSONPointer,
    path: JSONPath, example: JSONValue?
  ) -> Generated {
    var first: Generated?
    var changes: [PayloadChange] = []
    for (index, branch) in branches.enumerated() {
      let branchPointer = pointer.appending(keyword, String(index))
      var generated = generate(branch, at: branchPointer, path: path, example: first == nil ? example : nil)
      guard var value = generated.value else { continue }
      if let discriminator {
        // The discriminator's value is the branch's tag: no other value is allowed there.
        let tagPath = JSONPath(path.components + [.key(discriminator.propertyName)])
        withheld.formUnion(generated.changes.filter { $0.path == tagPath }.map(\.declaredPoint))
        generated.changes.removeAll { $0.path == tagPath }
      }
      if let discriminator, let tag = Self.tag(of: branch, discriminator) {
        value = value.replacing(JSONPath([.key(discriminator.propertyName)]), with: .string(tag))
        generated.value = value
      }
      guard first != nil else {
        first = generated
        if changesWanted { continue } else { break }
      }
      let name = branch.reference?.name ?? branch.title ?? "\(keyword)[\(index)]"
      let setup = PayloadChange.Edit(path: path, value: value)
      changes.append(
        PayloadChange(
          kind: .branch, edits: [setup], pointer: branchPointer, keyword: nil,
          allowance: "allows the branch \(name) (\(keyword))"))
      changes += generated.changes.map { $0.preceded(by: setup) }
    }
    guard var generated = first else { return Generated() }
    generated.changes += changes
    return generated
  }

  /// The value a discriminator gives a branch: the mapping's key that names it, else its
  /// component's name.
  private static func tag(of branch: JSONSchema, _ discriminator: OpenAPI.Discriminator) -> String? {
    guard let reference = branch.reference else { return nil }
    if let mapping = discriminator.mapping,
      let key = mapping.first(where: { $0.value.hasSuffix("/" + (reference.name ?? "")) || $0.value == reference.name }
      )?.key
    {
      return key
    }
    return reference.name
  }
}

extension JSONSchema {
  var isOneOf: Bool {
    if case .one = value { return true }
    return false
  }
}
