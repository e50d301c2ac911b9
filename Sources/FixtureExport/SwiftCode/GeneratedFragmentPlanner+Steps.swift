import FixtureEngine
import JSONCore
import ModelProbe

/// Where the keys of a payload land in the model: the property paths the planner ties to keys,
/// found in the key-to-property map and checked against the types the model's facts hold.
extension GeneratedFragmentPlanner {
  /// The property path of a scalar key, when its property has the field's type.
  func leafSteps(at path: JSONPath, kind: FieldKind, prefix: [PropertyMap.Step]) -> [PropertyMap.Step]? {
    switch kind {
    case .json, .fragment, .fragments, .positions, .other: return nil
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

  /// The property a value the model accepts as several JSON types lands in, where it is a plain
  /// value a test can compare as the same scalar (an identifier's `text`, read from `42` or
  /// `"wo_12"`), or a type of the model's own that holds one (an enum with a case for each type).
  func convertedSteps(at path: JSONPath, prefix: [PropertyMap.Step]) -> [PropertyMap.Step]? {
    guard var steps = map.properties[path] else { return nil }
    // The value lands in an enum's case (`carrier.number`), which no key path reaches: the
    // property holding the enum compares.
    while facts.property(at: steps) == nil, steps.count > prefix.count + 1 { steps.removeLast() }
    guard isPropertyPath(steps, below: prefix), let property = facts.property(at: steps),
      Self.scalarTypeNames.contains(property.typeName) || property.holdsScalar == true
    else { return nil }
    return steps
  }

  private static let scalarTypeNames: Set<String> = [
    "String", "Bool", "Double", "Float", "Decimal", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
    "UInt16", "UInt32", "UInt64",
  ]

  /// The property names of `steps` below `prefix`, an optional one on the way followed by `?`
  /// (`["swell?", "values"]`) so the key path chains through it.
  func chainedNames(_ steps: [PropertyMap.Step], below prefix: [PropertyMap.Step]) -> [String]? {
    guard let names = Array(steps.dropFirst(prefix.count)).propertyNames else { return nil }
    return names.enumerated().map { index, name in
      let reached = Array(steps.prefix(prefix.count + index + 1))
      return index < names.count - 1 && facts.property(at: reached)?.isOptional == true ? name + "?" : name
    }
  }

  /// The property path of a nested object: what the property paths of its keys share.
  func objectSteps(under path: JSONPath, prefix: [PropertyMap.Step], typeName: String) -> [PropertyMap.Step]? {
    guard let shared = sharedSteps(under: path), isPropertyPath(shared, below: prefix),
      facts.property(at: shared)?.typeName == typeName
    else { return nil }
    return shared
  }

  /// The property path of an array of objects: what its elements' property paths share, before `[0]`.
  func arraySteps(under path: JSONPath, prefix: [PropertyMap.Step], elementTypeName: String) -> [PropertyMap
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
  func sharedSteps(under path: JSONPath) -> [PropertyMap.Step]? {
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
  func caseLabel(under path: JSONPath, prefix: [PropertyMap.Step]) -> String? {
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
  func caseObjectLabels(under path: JSONPath, prefix: [PropertyMap.Step]) -> [String]? {
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
  func flattens(under path: JSONPath, prefix: [PropertyMap.Step]) -> Bool {
    let below = map.properties.filter {
      $0.key.components.count > path.components.count && $0.key.components.starts(with: path.components)
    }
    guard !below.isEmpty, sharedSteps(under: path).map({ $0 == prefix }) ?? true else { return false }
    return below.values.allSatisfy { steps in
      steps.count == prefix.count + 1 && isPropertyPath(steps, below: prefix) && facts.property(at: steps) != nil
    }
  }

  /// The name a key that lands through a case (`labels`, below `prefix`) is known by: the deepest
  /// stored property on the way (`handler` of `["handler", "number"]`, an enum property and its
  /// case), else the last label (`url` of `["link", "url"]`, a key in a case's payload).
  func storedName(ofCasePath labels: [String], below prefix: [PropertyMap.Step]) -> String {
    let stored = labels.indices.reversed().first { depth in
      facts.property(at: prefix + labels.prefix(depth + 1).map { .property($0) }) != nil
    }
    return stored.map { labels[$0] } ?? labels[labels.count - 1]
  }

  /// Whether `steps` go down from `prefix` by properties only (a key path can say that).
  func isPropertyPath(_ steps: [PropertyMap.Step], below prefix: [PropertyMap.Step]) -> Bool {
    steps.count > prefix.count && steps.starts(with: prefix)
      && Array(steps.dropFirst(prefix.count)).propertyNames != nil
  }

  /// Where the key at `path` lands in each branch of a polymorphic object that reads it, as
  /// `Mirror` labels below `prefix`, when a branch does.
  func casePaths(at path: JSONPath, kind: FieldKind, prefix: [PropertyMap.Step]) -> [[String]]? {
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
}
