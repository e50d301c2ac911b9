import FixtureEngine
import Foundation
import JSONFragment
import JSONTrace
import ModelProbe

/// Plans the fragment type generated for a model without one: a field per schema key, named
/// after the property the key feeds, typed by the schema, compared where the model property's
/// type allows it, with nested fragment types for nested objects and arrays of objects.
struct GeneratedFragmentPlanner {
  let schema: ModelSchema
  let map: PropertyMap
  let facts: ModelFacts
  /// What a test can read of the types: a key whose property it cannot is written, not compared.
  var reach = PropertyReach()

  /// The outline of the fragment `name` for the model `modelTypeName`, defaulting to `payload`.
  func plan(name: String, modelTypeName: String, payload: JSONValue) -> FragmentOutline {
    guard case .object(_, let fields) = schema.root else {
      return FragmentOutline(
        qualifiedName: name, localName: name, modelTypeName: modelTypeName, fields: [], defaults: [:])
    }
    return outline(
      localName: name, qualifiedName: name, modelTypeName: modelTypeName, fields: fields, at: .root,
      modelPrefix: [], sample: payload.objectValue, ancestors: [name])
  }

  private func outline(
    localName: String, qualifiedName: String, modelTypeName: String, fields: [SchemaField], at path: JSONPath,
    modelPrefix: [PropertyMap.Step], sample: JSONObject?, ancestors: Set<String>
  ) -> FragmentOutline {
    var properties = IdentifierScope(reserved: SwiftIdentifier.fragmentMembers)
    var typeNames = IdentifierScope(reserved: ancestors.union(["Model"]), reservedSuffix: "Nested")
    var nestedByObject: [SchemaType: FragmentOutline] = [:]
    var nestedTypes: [FragmentOutline] = []
    var planned: [FragmentField] = []
    let placeholder = facts.fullPayload[path]?.objectValue ?? [:]

    /// The nested fragment type of an object type, made on first use and shared by its other uses;
    /// its model is the object's own type, or `model`'s (an enum case's payload is the enum's).
    func nested(
      _ object: SchemaType, fieldPath: JSONPath, prefix: [PropertyMap.Step], sample: JSONObject?,
      model: String? = nil
    ) -> FragmentOutline? {
      if let known = nestedByObject[object] { return known }
      guard case .object(let objectName, let objectFields) = object else { return nil }
      let base = SwiftIdentifier.upperCamel(
        SwiftTypeName.words(SwiftTypeName.short(objectName)), fallback: "Nested")
      let local = typeNames.claim(base + "Fragment")
      let made = outline(
        localName: local, qualifiedName: qualifiedName + "." + local, modelTypeName: model ?? objectName,
        fields: objectFields,
        at: fieldPath, modelPrefix: prefix, sample: sample, ancestors: ancestors.union([local]))
      nestedByObject[object] = made
      nestedTypes.append(made)
      return made
    }

    for field in fields {
      let fieldPath = path.appending(key: field.key)
      var kind = kind(of: field.type)
      var steps: [PropertyMap.Step]?
      var enumCase: String?
      var objectInCase: [String]?
      switch field.type {
      case .object:
        steps = objectSteps(under: fieldPath, prefix: modelPrefix, typeName: field.type.displayName)
        let sampleObject = sample?[field.key]?.objectValue
        if let steps, let outline = nested(field.type, fieldPath: fieldPath, prefix: steps, sample: sampleObject) {
          kind = .fragment(outline)
        } else if steps == nil, let labels = caseObjectLabels(under: fieldPath, prefix: modelPrefix),
          let outline = nested(
            field.type, fieldPath: fieldPath, prefix: modelPrefix, sample: sampleObject, model: modelTypeName)
        {
          // An object inside the payload of the case the whole object is (`session.account`):
          // its keys are compared through the case.
          kind = .fragment(outline)
          objectInCase = labels
        } else if steps == nil, let label = caseLabel(under: fieldPath, prefix: modelPrefix),
          let outline = nested(
            field.type, fieldPath: fieldPath, prefix: modelPrefix, sample: sampleObject, model: modelTypeName)
        {
          // A case's payload (`{"every": {"days": 3}}`): compared with the enum in that case.
          kind = .fragment(outline)
          enumCase = label
        } else if steps == nil, flattens(under: fieldPath, prefix: modelPrefix),
          let outline = nested(
            field.type, fieldPath: fieldPath, prefix: modelPrefix, sample: sampleObject, model: modelTypeName)
        {
          // Keys the model reads into its own properties (`position.lat` into `latitude`):
          // compared with the model itself.
          kind = .fragment(outline)
          steps = modelPrefix
        }
      case .array(let element) where element.isObject:
        steps = arraySteps(under: fieldPath, prefix: modelPrefix, elementTypeName: element.displayName)
        let sampleObject = sample?[field.key]?.arrayValue?.lazy.compactMap(\.objectValue).first
        let elementPath = fieldPath.appending(index: 0)
        if let steps,
          let outline = nested(element, fieldPath: elementPath, prefix: steps + [.index(0)], sample: sampleObject)
        {
          kind = .fragments(outline)
        }
      default:
        // A date the model parses from a string is a `Date` field, written in the sample's own
        // form; a URL it makes of one, a `URL` field.
        if case .string = kind, let parsed = stringDate(at: fieldPath, sample: sample?[field.key]) {
          kind = .date(parsed)
        } else if case .string = kind, madeURL(at: fieldPath, sample: sample?[field.key]) {
          kind = .url
        }
        steps = leafSteps(at: fieldPath, kind: kind, prefix: modelPrefix)
      }
      let relative = steps.flatMap { chainedNames($0, below: modelPrefix) }
      let hidden = relative?.first.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
        .flatMap { reach.hides($0, of: modelTypeName) ? $0 : nil }
      let compared = kind == .json || hidden != nil ? nil : relative
      let casePaths =
        objectInCase.map { [$0] }
        ?? (steps == nil && kind.comparesInCases ? casePaths(at: fieldPath, kind: kind, prefix: modelPrefix) : nil)
      // A key that feeds one property is named after it; one that lands inside a property's
      // value (a wrapper's `rawValue`) after the key, never after what the property keeps inside.
      let property = relative.flatMap { $0.count == 1 ? $0[0] : nil } ?? casePaths?.first?.last
      let wanted = property ?? enumCase ?? SwiftIdentifier.lowerCamel(field.key)
      var fallback: JSONValue?
      var madeValue = false
      if let steps, compared != nil, !field.isRequired, kind.acceptsFallback,
        let held = facts.property(at: steps)
      {
        if !held.isOptional {
          fallback = facts.fallback(whenMissing: fieldPath, property: steps)
            .flatMap { FieldExpression.value($0, kind: kind) == nil ? nil : $0 }
        }
        madeValue =
          fallback == nil && kind.isSingleValue && facts.makesOwnValue(whenMissing: fieldPath, property: steps)
      } else if steps == nil, objectInCase == nil, casePaths != nil, !field.isRequired, kind.acceptsFallback,
        let throughCase = map.properties[fieldPath]
      {
        // `decodeIfPresent(...) ?? false` inside a case's payload.
        fallback = facts.fallback(whenMissing: fieldPath, property: throughCase)
          .flatMap { FieldExpression.value($0, kind: kind) == nil ? nil : $0 }
      }
      planned.append(
        FragmentField(
          key: field.key, property: properties.claim(wanted), kind: kind,
          modelPath: compared, casePaths: casePaths, enumCase: enumCase, fallback: fallback, madeValue: madeValue,
          note: compared == nil && casePaths == nil && enumCase == nil
            ? hidden.map { "its model property `\($0)` is private, out of a test's reach: written, not compared" }
              ?? note(for: field, at: fieldPath, kind: kind, property: steps ?? map.properties[fieldPath]) : nil))
    }
    let source = sample ?? placeholder
    let defaults = JSONObject(planned.compactMap { field in source[field.key].map { JSONMember(field.key, $0) } })
    return FragmentOutline(
      qualifiedName: qualifiedName, localName: localName, modelTypeName: modelTypeName, fields: planned,
      defaults: defaults, nestedTypes: nestedTypes)
  }

  private func kind(of type: SchemaType) -> FieldKind {
    switch type {
    case .string: .string
    case .bool: .bool
    case .integer(let name): .integer(name)
    case .number("Decimal"): .decimal
    case .number(let name): .floating(name)
    case .url: .url
    case .uuid: .uuid
    case .date: .date(facts.dates)
    case .data: .data
    case .enumeration(let name, _): schema.enums[name].map(FieldKind.enumeration) ?? .json
    case .array(let element):
      switch kind(of: element) {
      case .json, .fragment, .fragments, .values, .dictionary, .other: .json
      case let plain: .values(plain)
      }
    case .dictionary(let value):
      switch kind(of: value) {
      case .json, .fragment, .fragments, .values, .dictionary, .other: .json
      case let plain: .dictionary(plain)
      }
    case .recursive, .unknown, .object: .json
    }
  }

  /// The strategy that reads `sample`, a string the model turns into the `Date` property its key
  /// feeds, and writes it back as it is: how a `Field<Date>` of that key is written.
  private func stringDate(at path: JSONPath, sample: JSONValue?) -> JSONDateStrategy? {
    guard case .string? = sample, let steps = map.properties[path], facts.property(at: steps)?.typeName == "Date",
      let sample
    else { return nil }
    return StringDateForms.strategy(writing: sample)
  }

  /// Whether the model makes a `URL` of the string `sample` its key holds, and the string is one.
  private func madeURL(at path: JSONPath, sample: JSONValue?) -> Bool {
    guard case .string(let text)? = sample, !text.isEmpty, let steps = map.properties[path],
      facts.property(at: steps)?.typeName == "URL"
    else { return false }
    return URL(string: text)?.absoluteString == text
  }

  /// The property path of a scalar key, when its property has the field's type.
  private func leafSteps(at path: JSONPath, kind: FieldKind, prefix: [PropertyMap.Step]) -> [PropertyMap.Step]? {
    switch kind {
    case .json, .fragment, .fragments, .other: return nil
    case .values(let element):
      guard let steps = map.properties[path.appending(index: 0)], steps.last == .index(0) else { return nil }
      let array = Array(steps.dropLast())
      guard isPropertyPath(array, below: prefix), facts.property(at: array)?.elementTypeName == element.swiftType else {
        return nil
      }
      return array
    case .dictionary:
      guard let steps = map.properties[path.appending(key: SentinelProbe.anyKey)], case .key = steps.last,
        case .dictionary(let value) = kind
      else { return nil }
      let dictionary = Array(steps.dropLast())
      // `[Source: Double]` keyed by an enum of the JSON's key names compares by the raw values.
      guard isPropertyPath(dictionary, below: prefix), let held = facts.property(at: dictionary),
        held.typeName == kind.swiftType || held.enumKeyedValueTypeName == value.swiftType
      else { return nil }
      return dictionary
    default:
      guard let steps = map.properties[path], isPropertyPath(steps, below: prefix),
        facts.property(at: steps)?.typeName == kind.swiftType
      else { return nil }
      return steps
    }
  }

  /// The property names of `steps` below `prefix`, an optional one on the way followed by `?`
  /// (`["swell?", "values"]`) so the key path chains through it.
  private func chainedNames(_ steps: [PropertyMap.Step], below prefix: [PropertyMap.Step]) -> [String]? {
    guard let names = Array(steps.dropFirst(prefix.count)).propertyNames else { return nil }
    return names.enumerated().map { index, name in
      let reached = Array(steps.prefix(prefix.count + index + 1))
      return index < names.count - 1 && facts.property(at: reached)?.isOptional == true ? name + "?" : name
    }
  }

  /// The property path of a nested object: what the property paths of its keys share.
  private func objectSteps(under path: JSONPath, prefix: [PropertyMap.Step], typeName: String) -> [PropertyMap.Step]? {
    guard let shared = sharedSteps(under: path), isPropertyPath(shared, below: prefix),
      facts.property(at: shared)?.typeName == typeName
    else { return nil }
    return shared
  }

  /// The property path of an array of objects: what its elements' property paths share, before `[0]`.
  private func arraySteps(under path: JSONPath, prefix: [PropertyMap.Step], elementTypeName: String) -> [PropertyMap
    .Step]?
  {
    guard let shared = sharedSteps(under: path.appending(index: 0)), shared.last == .index(0) else { return nil }
    let array = Array(shared.dropLast())
    guard isPropertyPath(array, below: prefix), facts.property(at: array)?.elementTypeName == elementTypeName else {
      return nil
    }
    return array
  }

  /// The longest property path that every mapped key below `path` continues, short of the steps
  /// the keys below take themselves: a property, and an index for each array on the way
  /// (`reasons[0]` takes two).
  private func sharedSteps(under path: JSONPath) -> [PropertyMap.Step]? {
    let below = map.properties.filter {
      $0.key.components.count > path.components.count && $0.key.components.starts(with: path.components)
    }
    let above = below.map { key, steps in
      let indices = key.components.dropFirst(path.components.count).filter {
        if case .index = $0 { true } else { false }
      }
      return steps.count - 1 - indices.count
    }
    guard let length = above.min(), length > 0 else { return nil }
    var shared = Array(below.values.first!.prefix(length))
    for steps in below.values {
      while !steps.starts(with: shared) { shared.removeLast() }
    }
    return shared.isEmpty ? nil : shared
  }

  /// The enum case whose payload the object at `path` is, when the keys below it land in the model
  /// through a label no stored property has (`every` of `{"every": {"days": 3}}`).
  private func caseLabel(under path: JSONPath, prefix: [PropertyMap.Step]) -> String? {
    guard let shared = sharedSteps(under: path), isPropertyPath(shared, below: prefix),
      case .property(let label) = shared[prefix.count],
      facts.property(at: Array(shared.prefix(prefix.count + 1))) == nil
    else { return nil }
    return label
  }

  /// The `Mirror` labels down to the object at `path` when it lies in the payload of the enum case
  /// the enclosing object is (`["session", "account"]` for `account` of a payload decoded as
  /// `.session(Session)`): the keys below it land through a case label no stored property has,
  /// and so does a key beside it. A case chosen by its own key (`{"every": {...}}`) has none beside it.
  private func caseObjectLabels(under path: JSONPath, prefix: [PropertyMap.Step]) -> [String]? {
    guard let shared = sharedSteps(under: path), isPropertyPath(shared, below: prefix),
      let labels = Array(shared.dropFirst(prefix.count)).propertyNames, labels.count > 1
    else { return nil }
    let casePrefix = prefix + [shared[prefix.count]]
    guard facts.property(at: casePrefix) == nil else { return nil }
    let besideIt = map.properties.contains { key, steps in
      key.parent == path.parent && key != path && !key.components.starts(with: path.components)
        && steps.starts(with: casePrefix)
    }
    return besideIt ? labels : nil
  }

  /// Whether the model reads the keys of the object at `path` into properties of its own (a
  /// `nestedContainer` read into flat properties): each mapped key below it lands in a stored
  /// property right below `prefix`, and they share no property of their own.
  private func flattens(under path: JSONPath, prefix: [PropertyMap.Step]) -> Bool {
    let below = map.properties.filter {
      $0.key.components.count > path.components.count && $0.key.components.starts(with: path.components)
    }
    guard !below.isEmpty, sharedSteps(under: path).map({ $0 == prefix }) ?? true else { return false }
    return below.values.allSatisfy { steps in
      steps.count == prefix.count + 1 && isPropertyPath(steps, below: prefix) && facts.property(at: steps) != nil
    }
  }

  /// Whether `steps` go down from `prefix` by properties only (a key path can say that).
  private func isPropertyPath(_ steps: [PropertyMap.Step], below prefix: [PropertyMap.Step]) -> Bool {
    steps.count > prefix.count && steps.starts(with: prefix)
      && Array(steps.dropFirst(prefix.count)).propertyNames != nil
  }

  /// Where the key at `path` lands in each branch of a polymorphic object that reads it, as
  /// `Mirror` labels below `prefix`, when a branch does.
  private func casePaths(at path: JSONPath, kind: FieldKind, prefix: [PropertyMap.Step]) -> [[String]]? {
    var paths: [[String]] = []
    // A key inside a case's payload (`schedule.every.days`) is mapped through the case's label,
    // which no stored property has.
    let inCase = kind.isValues ? path.appending(index: 0) : path
    let throughCase = map.properties[inCase].map { facts.property(at: $0) == nil ? [[inCase: $0]] : [] } ?? []
    for properties in map.branches.map(\.properties) + throughCase {
      var found = properties[path]
      if case .values = kind {
        // An array's elements are mapped at [0]: the array is what they share.
        found = properties[path.appending(index: 0)].flatMap {
          $0.last == .index(0) ? Array($0.dropLast()) : nil
        }
      }
      guard let steps = found, isPropertyPath(steps, below: prefix),
        let labels = Array(steps.dropFirst(prefix.count)).propertyNames, !paths.contains(labels)
      else { continue }
      paths.append(labels)
    }
    return paths.isEmpty ? nil : paths
  }

  private func note(for field: SchemaField, at path: JSONPath, kind: FieldKind, property: [PropertyMap.Step]?)
    -> String
  {
    let chooses = schema.branchings.contains { $0.object == path.parent && $0.discriminator == field.key }
    guard !chooses else { return "the discriminator: it chooses the case whose keys are compared" }
    let converted = property.map { steps in
      let typeName = facts.property(at: steps)?.typeName
      return "its model property \(PropertyMap.describe(steps))"
        + (typeName.map { " is \("AEIOU".contains($0.prefix(1)) ? "an" : "a") \($0) the model makes of it" }
          ?? " has another type")
        + ": written, not compared"
    }
    return Self.note(for: field.type, kind: kind, converted: converted)
  }

  private static func note(for type: SchemaType, kind: FieldKind, converted: String?) -> String {
    switch type {
    case .enumeration where kind != .json:
      converted ?? "no model property found: written, not compared"
    case .dictionary(let value) where value.isObject: "a dictionary of objects: written as JSON, not compared"
    case .recursive(let name): "\(name) nests itself: written as JSON, not compared"
    case .unknown(let name): "\(name) could not be learned: written as JSON, not compared"
    case .enumeration(let name, _): "\(name)'s cases are unknown: written as JSON, not compared"
    default:
      converted ?? "no model property found: written, not compared"
    }
  }
}

extension FieldKind {
  /// Whether the field holds an array of plain values.
  fileprivate var isValues: Bool {
    if case .values = self { true } else { false }
  }

  /// Whether a key of this kind inside an enum case can be compared (`inCases:`): plain values,
  /// dates, and arrays of plain values.
  fileprivate var comparesInCases: Bool {
    switch self {
    case .string, .bool, .integer, .floating, .decimal, .url, .uuid, .enumeration, .date: true
    case .values(let element): element.comparesInCases
    default: false
    }
  }

  /// Whether the field holds one plain value (no array or dictionary of them).
  fileprivate var isSingleValue: Bool {
    switch self {
    case .values, .dictionary, .data: false
    default: acceptsFallback
    }
  }

  /// Whether the key may name a `whenMissing:` value (plain values only).
  fileprivate var acceptsFallback: Bool {
    switch self {
    case .fragment, .fragments, .json, .other: false
    default: true
    }
  }
}

extension SchemaType {
  fileprivate var isObject: Bool {
    if case .object = self { return true }
    return false
  }
}

extension [PropertyMap.Step] {
  /// The property names, when every step is a property.
  var propertyNames: [String]? {
    var names: [String] = []
    for step in self {
      guard case .property(let name) = step else { return nil }
      names.append(name)
    }
    return names
  }
}

extension JSONValue {
  var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }
}
