import Foundation
import JSONCore
import JSONTrace
import ModelAdapter

/// Learns which property each key feeds (see ``PropertyMap``) for any `Decodable` model.
public enum KeyPropertyMapper {
  /// At most this many samples are probed value by value.
  static let sampleLimit = 8

  /// The map for `type`, whose schema is `schema`, decoded with `options`: learned from made-up
  /// values first, then, for the keys those leave unmapped, from the real values of `samples`
  /// (fixtures) that decode (``ValueChangeProbe``).
  public static func map<Model: Decodable>(
    _ type: Model.Type, schema: ModelSchema, options: DecodingOptions = DecodingOptions(),
    samples: [JSONValue] = []
  ) -> PropertyMap {
    var map = sentinelMap(type, schema: schema, options: options, samples: samples)
    map.positionalArrays = schema.positionalArrays
    for sample in samples.prefix(sampleLimit) {
      map = extending(map, type, schema: schema, options: options, from: sample)
    }
    return map
  }

  /// The properties the keys `only` (arrays at `[0]`) feed, learned from the values of the first
  /// of `samples` that the model decodes and that holds them, and so on: no made-up value.
  public static func map<Model: Decodable>(
    _ type: Model.Type, schema: ModelSchema, options: DecodingOptions, only: Set<JSONPath>, samples: [JSONValue]
  ) -> PropertyMap {
    var map = PropertyMap(properties: [:], unmapped: [])
    map.positionalArrays = schema.positionalArrays
    let decoder = options.makeDecoder()
    let probe = ValueChangeProbe(schema: schema, options: options) { payload in
      try? WorkerNotes.running(type) {
        try decoder.decode(type, from: Data(JSONPrinter.bytes(of: payload, style: .compact)))
      }
    }
    var wanted = only
    for sample in samples.prefix(sampleLimit) where !wanted.isEmpty && probe.decode(sample) != nil {
      let learned = probe.learn(wanted, from: sample)
      map = map.adding(learned.properties, reasons: learned.reasons, checked: learned.checked, gates: learned.gates)
      wanted.subtract(learned.properties.keys)
    }
    map.unmapped = wanted.sorted()
    return map
  }

  /// `map` with the keys of `payload` it leaves unmapped learned from the payload's own values,
  /// when the payload decodes and is not too large to probe.
  public static func extending<Model: Decodable>(
    _ map: PropertyMap, _ type: Model.Type, schema: ModelSchema, options: DecodingOptions, from payload: JSONValue
  ) -> PropertyMap {
    let decoder = options.makeDecoder()
    func decode(_ payload: JSONValue) -> Model? {
      try? WorkerNotes.running(type) {
        try decoder.decode(type, from: Data(JSONPrinter.bytes(of: payload, style: .compact)))
      }
    }
    var map = map
    map.positionalArrays = schema.positionalArrays
    guard let model = decode(payload) else { return map }
    let comparison = ModelComparison(schema: schema, map: map, options: options)
    let wanted = Set(comparison.unmappedKeys(of: payload, model: model))
    guard !wanted.isEmpty else { return map }
    let probe = ValueChangeProbe(schema: schema, options: options, decode: decode)
    let learned = probe.learn(wanted, from: payload)
    return map.adding(learned.properties, reasons: learned.reasons, checked: learned.checked, gates: learned.gates)
  }

  /// The map learned from a payload of made-up values, one per key. Where the model refuses a
  /// made-up value (a date it reads from a string of its own format), the value `samples` hold
  /// there stands in for it, and that key is learned from the samples instead.
  static func sentinelMap<Model: Decodable>(
    _ type: Model.Type, schema: ModelSchema, options: DecodingOptions, samples: [JSONValue] = []
  ) -> PropertyMap {
    var probe = SentinelProbe(schema: schema, options: options)
    let decoder = options.makeDecoder()
    func decode(_ payload: JSONValue) -> Model? {
      try? WorkerNotes.running(type) {
        try decoder.decode(type, from: Data(JSONPrinter.bytes(of: payload, style: .compact)))
      }
    }
    let polymorphic = Set(
      schema.branchings.flatMap { branching in
        (0...branching.object.components.count).map { JSONPath(Array(branching.object.components.prefix($0))) }
      })
    let accepted = { (payload: JSONValue) in
      SampleStandIns.accepted(payload, type, options: options, samples: samples, kept: polymorphic, decode: decode)
    }
    // The keys a fixture's value stood in for are left to be learned from the fixtures.
    var stoodIn: [JSONPath] = []
    if let made = accepted(probe.payload) {
      probe.payload = made.payload
      for path in made.replaced {
        let below = { (key: JSONPath) in key.components.starts(with: path.components) }
        stoodIn += probe.sentinels.keys.filter(below) + probe.switchable.keys.filter(below)
        probe.sentinels = probe.sentinels.filter { !below($0.key) }
        probe.switchable = probe.switchable.filter { !below($0.key) }
      }
    }
    guard let base = decode(probe.payload) else {
      return PropertyMap(
        properties: [:], unmapped: (Array(probe.sentinels.keys) + Array(probe.switchable.keys)).sorted())
    }
    let baseLeaves = ModelReflection.leaves(of: base)
    var byText: [String: [[PropertyMap.Step]]] = [:]
    for leaf in baseLeaves {
      if let text = leaf.text { byText[text, default: []].append(leaf.path) }
    }
    var properties: [JSONPath: [PropertyMap.Step]] = [:]
    var unmapped = stoodIn
    for (path, text) in probe.sentinels {
      if let matches = byText[text], matches.count == 1 {
        properties[path] = matches[0]
      } else {
        unmapped.append(path)
      }
    }
    // The one property that changes when the value at `path` of `payload` (decoded as `model`) is
    // flipped, if exactly one does.
    func flippedProperty(_ payload: JSONValue, _ model: Model, _ path: JSONPath, to flipped: JSONValue)
      -> [PropertyMap.Step]?
    {
      decodedFlipped(payload, model, path, to: flipped)?.property
    }
    // That property, with the model decoded with the value flipped.
    func decodedFlipped(_ payload: JSONValue, _ model: Model, _ path: JSONPath, to flipped: JSONValue)
      -> (property: [PropertyMap.Step], changed: Model)?
    {
      guard let changed = decode(payload.replacing(path, with: flipped)) else { return nil }
      let before = Dictionary(
        ModelReflection.leaves(of: model).map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
      let moved = ModelReflection.leaves(of: changed).filter { before[$0.path] != nil && before[$0.path]! != $0.text }
      return moved.count == 1 ? (moved[0].path, changed) : nil
    }
    // A flag that only makes a property hold a value or none is that property's gate.
    var gates: [JSONPath: PropertyMap.Gate] = [:]
    for (path, flipped) in probe.switchable {
      if let (property, changed) = decodedFlipped(probe.payload, base, path, to: flipped) {
        if let value = probe.payload[path],
          let holds = ValueChangeProbe.gate(
            value, changing: property, before: ValueChangeProbe.texts(of: base),
            after: ValueChangeProbe.texts(of: changed))
        {
          gates[path] = PropertyMap.Gate(property: property, holdsWhenTrue: holds)
        } else {
          properties[path] = property
        }
      } else {
        unmapped.append(path)
      }
    }
    // Each branch of a polymorphic object keeps its keys in other properties: learn them with the
    // discriminator set to the branch's value. A key that lands in different properties in
    // different branches is left unmapped rather than compared against the wrong one.
    // Each branch also keeps its own map, so a payload that selects it is compared through it.
    var branchMaps: [PropertyMap.BranchProperties] = []
    for branching in schema.branchings {
      let discriminator = branching.object.appending(key: branching.discriminator)
      guard let chosen = probe.payload[discriminator] else { continue }
      for (position, branch) in branching.branches.enumerated() {
        var found: [String: [[PropertyMap.Step]]] = [:]
        var payload = probe.payload
        var model = base
        if position == 0 {
          found = byText
        } else {
          guard let made = accepted(probe.payload.replacing(discriminator, with: branch.value(like: chosen))) else {
            continue
          }
          (payload, model) = (made.payload, made.model)
          for leaf in ModelReflection.leaves(of: model) {
            if let text = leaf.text { found[text, default: []].append(leaf.path) }
          }
        }
        let roots = branch.keys.map { branching.object.appending(key: $0).components }
        var own = PropertyMap.BranchProperties(object: branching.object, valueText: branch.valueText, properties: [:])
        // A branch's property for `path`; a later branch's also stands for every branch where no
        // other branch puts the key elsewhere.
        func settle(_ path: JSONPath, _ property: [PropertyMap.Step], learnedElsewhere: Bool) {
          own.properties[path] = property
          guard position > 0 else { return }
          if let known = properties[path], known != property {
            properties[path] = nil
            unmapped.append(path)
          } else if properties[path] == nil, !unmapped.contains(path) || !learnedElsewhere {
            properties[path] = property
            unmapped.removeAll { $0 == path }
          }
        }
        for (path, text) in probe.sentinels where roots.contains(where: { path.components.starts(with: $0) }) {
          guard let matches = found[text], matches.count == 1 else { continue }
          settle(path, matches[0], learnedElsewhere: byText[text] != nil)
        }
        for (path, flipped) in probe.switchable
        where path != discriminator && roots.contains(where: { path.components.starts(with: $0) }) {
          guard let property = position == 0 ? properties[path] : flippedProperty(payload, model, path, to: flipped)
          else { continue }
          settle(path, property, learnedElsewhere: true)
        }
        branchMaps.append(own)
      }
    }
    var map = PropertyMap(properties: properties, unmapped: unmapped.sorted(), branches: branchMaps)
    map.gates = gates.filter { properties[$0.key] == nil }
    return map
  }
}
