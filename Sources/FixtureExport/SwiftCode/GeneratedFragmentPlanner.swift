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
      let positional = positions(at: fieldPath, prefix: modelPrefix)
      switch field.type {
      case _ where positional != nil:
        kind = .positions(nested: positional!.nested)
        steps = positional!.steps
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
      case _ where schema.accepted[fieldPath] != nil:
        // A value of any of the types the model accepts there is JSON of more than one type,
        // compared with the plain value the model converts it into, where it keeps one.
        kind = .json
        steps = convertedSteps(at: fieldPath, prefix: modelPrefix)
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
      let converted = kind == .json && schema.accepted[fieldPath] != nil
      let compared = (kind == .json && !converted) || hidden != nil ? nil : relative
      let casePaths =
        objectInCase.map { [$0] }
        ?? (steps == nil && kind.comparesInCases ? casePaths(at: fieldPath, kind: kind, prefix: modelPrefix) : nil)
      // A key that feeds one property is named after it; one that lands inside a property's
      // value (a wrapper's `rawValue`) after the key, never after what the property keeps inside.
      let property =
        relative.flatMap { $0.count == 1 ? $0[0] : nil }
        ?? casePaths?.first.map { storedName(ofCasePath: $0, below: modelPrefix) }
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
          positions: positional?.positions,
          note: compared == nil && casePaths == nil && enumCase == nil
            ? hidden.map { "its model property `\($0)` is private, out of a test's reach: written, not compared" }
              ?? note(for: field, at: fieldPath, kind: kind, property: steps ?? map.properties[fieldPath]) : nil))
    }
    // Keys of a nested object that the model never reads are written as they are, so that the
    // object is this fragment and what the model does read is compared.
    if !path.components.isEmpty, let sample {
      var written = Set(fields.map(\.key))
      for member in sample where written.insert(member.key).inserted {
        planned.append(
          FragmentField(
            key: member.key, property: properties.claim(SwiftIdentifier.lowerCamel(member.key)), kind: .json,
            modelPath: nil, note: "the model does not read it: written, not compared"))
      }
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
      case .json, .fragment, .fragments, .values, .dictionary, .positions, .other: .json
      case let plain: .values(plain)
      }
    case .dictionary(let value):
      switch kind(of: value) {
      case .json, .fragment, .fragments, .values, .dictionary, .positions, .other: .json
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

  private func note(for field: SchemaField, at path: JSONPath, kind: FieldKind, property: [PropertyMap.Step]?)
    -> String
  {
    let chooses = schema.branchings.contains { $0.object == path.parent && $0.discriminator == field.key }
    guard !chooses else { return "the discriminator: it chooses the case whose keys are compared" }
    if let types = schema.accepted[path] {
      return
        "the model accepts \(types.map(\.displayName).joined(separator: " or ")) here: written as JSON, not compared"
    }
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
  var isValues: Bool {
    if case .values = self { true } else { false }
  }

  /// Whether a key of this kind inside an enum case can be compared (`inCases:`): plain values,
  /// dates, and arrays of plain values.
  var comparesInCases: Bool {
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
    case .fragment, .fragments, .json, .positions, .other: false
    default: true
    }
  }
}

extension SchemaType {
  var isObject: Bool {
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
