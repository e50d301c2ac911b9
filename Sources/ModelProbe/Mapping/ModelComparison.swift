import CustomDump
import Foundation
import JSONCore
import JSONTrace
import ModelAdapter

/// Compares the values a payload holds with the model it decoded into, key path by key path,
/// for a model nobody wrote a fragment for: the ``PropertyMap`` says where each value landed and
/// the schema says how to read it (a `Float`, a date in the decoder's strategy).
public struct ModelComparison: Sendable {
  let schema: ModelSchema
  let map: PropertyMap
  let options: DecodingOptions
  private let types: [JSONPath: SchemaType]
  private let scalars: ScalarMatch

  /// A comparison for models of `schema`, mapped by `map`, decoded with `options`.
  public init(schema: ModelSchema, map: PropertyMap, options: DecodingOptions) {
    self.schema = schema
    self.map = map
    self.options = options
    self.scalars = ScalarMatch(options: options)
    self.types = Dictionary(schema.fieldPaths.map { ($0.path, $0.field.type) }, uniquingKeysWith: { first, _ in first })
  }

  /// One result per scalar of `payload` (nulls included), in payload order; at most `limit`
  /// of them when a limit is given (a huge payload's first values are what a screen shows).
  /// Values are compared as values; only a mismatch renders the model's value (with CustomDump),
  /// and a match shows the payload's text on both sides.
  public func compare(payload: JSONValue, model: Any, limit: Int? = nil) -> [FieldComparison] {
    compare(payload: payload, model: model, limit: limit, listing: .everyValue).results
  }

  /// The results `listing` lists, in payload order, and the number of matching values counted
  /// rather than listed: a match left out costs no text and no record.
  public func compare(payload: JSONValue, model: Any, limit: Int?, listing: ComparisonListing) -> Compared {
    var compared = Compared(countsMatches: listing == .needingAttention)
    var resolver = ModelReflection.Resolver(model: model)
    var path: [JSONPath.Component] = []
    var indexes: [Int] = []
    walk(
      payload, plan: ComparisonPlan(zeroed: .root), path: &path, indexes: &indexes, selected: [:],
      resolver: &resolver, shares: limit == nil, limit: limit ?? .max, into: &compared)
    return compared
  }

  /// What a comparison found: the results it lists, and the matches it only counted.
  public struct Compared: Sendable {
    /// The listed results, in payload order.
    public var results: [FieldComparison] = []
    /// The matching values counted, not listed.
    public var omittedMatches = 0
    let countsMatches: Bool

    var count: Int { results.count + omittedMatches }

    init(countsMatches: Bool) {
      self.countsMatches = countsMatches
    }

    /// `results` as `listing` lists them.
    init(listing: ComparisonListing, of results: [FieldComparison]) {
      countsMatches = listing == .needingAttention
      self.results = countsMatches ? results.filter { $0.verdict != .match } : results
      omittedMatches = results.count - self.results.count
    }
  }

  /// The key paths (arrays at `[0]`) of `payload`'s values that no property is known for, the
  /// discriminators aside: what a probe of real values is asked to learn.
  func unmappedKeys(of payload: JSONValue, model: Any) -> [JSONPath] {
    compare(payload: payload, model: model).compactMap { result in
      guard case .notCompared(let reason) = result.verdict, reason != Self.discriminatorReason else { return nil }
      return schema.shapePath(of: result.path)
    }
  }

  /// Whether `results` hold a value no property is known for (a discriminator aside).
  package static func leavesKeysUnmapped(_ results: [FieldComparison]) -> Bool {
    results.contains { result in
      guard case .notCompared(let reason) = result.verdict else { return false }
      return reason != discriminatorReason
    }
  }

  static let discriminatorReason = "the discriminator: it chooses the branch whose keys are compared"
  static let noPropertyReason = "no model property found for this key"
  static let doesNotReadReason = "the model does not read this key"

  /// What a key the model only checks is said to hold: the value, which it accepts and no other.
  static func checkedActual(_ text: String) -> String {
    "\(text) (checked by the model, which accepts no other value here)"
  }

  static let otherBranchReason = "not read in this branch: only other values of its discriminator read it"

  /// `path` is the value's path as components, `indexes` its array indexes from the root, `plan`
  /// what is known of its path; all three are kept in step by the walk. `selected` maps the keys
  /// of the branches the payload selects. A walk that `shares` hands half of a long array to a
  /// second thread.
  func walk(
    _ value: JSONValue, plan: ComparisonPlan, path: inout [JSONPath.Component], indexes: inout [Int],
    selected: [JSONPath: [PropertyMap.Step]], resolver: inout ModelReflection.Resolver, shares: Bool, limit: Int,
    into results: inout Compared
  ) {
    guard results.count < limit else { return }
    switch value {
    case .object(let object):
      let selected = selecting(in: object, at: plan.zeroed, selected)
      var repeats = RepeatedMembers(of: object)
      for (position, member) in object.members.enumerated() {
        path.append(.key(member.key))
        if repeats.isRepeat(member.key) {
          let repeated = FieldComparison.notComparedRepeat(member.value, at: JSONPath(path))
          results.results += repeated.prefix(max(0, limit - results.count))
        } else {
          walk(
            member.value, plan: plan.member(member.key, at: position), path: &path, indexes: &indexes,
            selected: selected, resolver: &resolver, shares: shares, limit: limit, into: &results)
        }
        path.removeLast()
      }
    case .array(let elements) where schema.positionalArrays.contains(plan.zeroed):
      // Each position has a plan of its own; its index is not one a property path passes through.
      for index in elements.indices where results.count < limit {
        path.append(.index(index))
        walk(
          elements[index], plan: plan.element(at: index), path: &path, indexes: &indexes, selected: selected,
          resolver: &resolver, shares: shares, limit: limit, into: &results)
        path.removeLast()
      }
    case .array(let elements) where shares && elements.count >= Self.sharedArrayLength:
      walkSharing(
        elements, plan: plan.elements(), path: path, indexes: indexes, selected: selected, resolver: &resolver,
        into: &results)
    case .array(let elements):
      walkElements(
        elements[...], plan: plan.elements(), path: &path, indexes: &indexes, selected: selected, resolver: &resolver,
        shares: shares, limit: limit, into: &results)
    default:
      if let result = compareLeaf(
        value, plan: plan, path: path, indexes: indexes, selected: selected, resolver: &resolver,
        listsMatches: !results.countsMatches)
      {
        results.results.append(result)
      } else {
        results.omittedMatches += 1
      }
    }
  }

  /// The elements of an array, `plan` being their plan.
  private func walkElements(
    _ elements: ArraySlice<JSONValue>, plan: ComparisonPlan, path: inout [JSONPath.Component], indexes: inout [Int],
    selected: [JSONPath: [PropertyMap.Step]], resolver: inout ModelReflection.Resolver, shares: Bool, limit: Int,
    into results: inout Compared
  ) {
    let (listed, omitted) = (results.results.count, results.omittedMatches)
    for index in elements.indices {
      path.append(.index(index))
      indexes.append(index)
      walk(
        elements[index], plan: plan, path: &path, indexes: &indexes, selected: selected, resolver: &resolver,
        shares: shares, limit: limit, into: &results)
      indexes.removeLast()
      path.removeLast()
    }
    guard results.results[listed...].contains(where: { $0.verdict == .mismatch }),
      let order = modelOrder(
        of: elements, plan: plan, path: &path, indexes: &indexes, selected: selected, resolver: &resolver)
    else { return }
    results.results.removeSubrange(listed...)
    results.omittedMatches = omitted
    walkReordered(
      elements, order: order, plan: plan, path: &path, indexes: &indexes, selected: selected, resolver: &resolver,
      into: &results)
  }

  /// The elements of a long array, the later half walked on a thread of its own with its own
  /// plan and resolver, and its results put after the first half's. Nothing runs the model's
  /// code: both threads only read the decoded values.
  private func walkSharing(
    _ elements: [JSONValue], plan: ComparisonPlan, path: [JSONPath.Component], indexes: [Int],
    selected: [JSONPath: [PropertyMap.Step]], resolver: inout ModelReflection.Resolver, into results: inout Compared
  ) {
    let middle = elements.count / 2
    let model = ReadOnlyModel(value: resolver.model)
    let zeroed = plan.zeroed
    let countsMatches = results.countsMatches
    let later = ThreadOfItsOwn { [self] in
      var resolver = ModelReflection.Resolver(model: model.value)
      var path = path
      var indexes = indexes
      var compared = Compared(countsMatches: countsMatches)
      walkElements(
        elements[middle...], plan: ComparisonPlan(zeroed: zeroed), path: &path, indexes: &indexes,
        selected: selected, resolver: &resolver, shares: false, limit: .max, into: &compared)
      return compared
    }
    var path = path
    var indexes = indexes
    walkElements(
      elements[..<middle], plan: plan, path: &path, indexes: &indexes, selected: selected, resolver: &resolver,
      shares: false, limit: .max, into: &results)
    let second = later.value()
    results.results.append(contentsOf: second.results)
    results.omittedMatches += second.omittedMatches
  }

  /// The array length from which a comparison shares the walk with a second thread.
  static let sharedArrayLength = 1_000

  /// A decoded model handed to a second thread that only reads its stored values.
  private struct ReadOnlyModel: @unchecked Sendable {
    let value: Any
  }

  /// `selected` with the map of the branch `object` selects, when it is a polymorphic object.
  private func selecting(in object: JSONObject, at zeroed: JSONPath, _ selected: [JSONPath: [PropertyMap.Step]])
    -> [JSONPath: [PropertyMap.Step]]
  {
    guard !map.branches.isEmpty, let branching = schema.branchings.first(where: { $0.object == zeroed }),
      let value = object[branching.discriminator],
      let branch = branching.branches.first(where: { $0.isSelected(by: value) }),
      let own = map.branches.first(where: { $0.object == zeroed && $0.valueText == branch.valueText })
    else { return selected }
    return selected.merging(own.properties) { _, branchs in branchs }
  }

  /// What the scalar at `zeroed` says, whatever its indexes.
  private func leaf(at zeroed: JSONPath) -> ComparisonPlan.Leaf {
    let mapped = map.properties[zeroed]
    let chooses = schema.branchings.contains {
      $0.object == zeroed.parent && zeroed == $0.object.appending(key: $0.discriminator)
    }
    return ComparisonPlan.Leaf(
      mapped: mapped, type: types[zeroed] ?? (schema.positionalArrays.isEmpty ? nil : schema.type(following: zeroed)),
      reasonNotCompared: chooses ? Self.discriminatorReason : map.reasons[zeroed] ?? Self.noPropertyReason,
      checked: chooses ? nil : map.checkedValue(at: zeroed), gate: chooses ? nil : map.gates[zeroed],
      readInABranch: map.branches.contains { $0.properties[zeroed] != nil })
  }

  /// The comparison of one scalar, or `nil` for a match when matches are not listed.
  private func compareLeaf(
    _ value: JSONValue, plan: ComparisonPlan, path: [JSONPath.Component], indexes: [Int],
    selected: [JSONPath: [PropertyMap.Step]], resolver: inout ModelReflection.Resolver, listsMatches: Bool
  ) -> FieldComparison? {
    let leaf = plan.leaf ?? plan.remember(leaf(at: plan.zeroed))
    let branchs = selected.isEmpty ? nil : selected[plan.zeroed]
    // Inside the branch the payload chose, a key only other branches read is not this one's.
    if branchs == nil, !selected.isEmpty, leaf.readInABranch {
      return .notCompared(at: JSONPath(path), expected: value.compactText, reason: Self.otherBranchReason)
    }
    guard branchs != nil || leaf.mapped != nil else {
      // A key the model only checks holds the one value it accepts: the decode proved it.
      if let checked = leaf.checked, checked == value.compactText {
        guard listsMatches else { return nil }
        return FieldComparison(
          path: JSONPath(path), expected: checked, actual: Self.checkedActual(checked), verdict: .match)
      }
      if let gate = leaf.gate, case .bool(let flag) = value {
        return compareGate(
          gate, flag: flag, path: path, indexes: indexes, resolver: &resolver, listsMatches: listsMatches)
      }
      return .notCompared(at: JSONPath(path), expected: value.compactText, reason: leaf.reasonNotCompared)
    }
    if branchs == nil, resolver.matchesByBytes(value, leaf: leaf, indexes: indexes, scalars: scalars) {
      guard listsMatches else { return nil }
      let expected = if case .number(let number) = value { number.text } else { value.compactText }
      return FieldComparison(path: JSONPath(path), expected: expected, actual: expected, verdict: .match)
    }
    var actual: Any?
    if let branchs {
      actual = resolver.value(at: PropertyMap.steps(branchs, indexes: indexes)).flatMap(ModelReflection.unwrap)
    } else {
      actual = resolver.value(of: leaf, indexes: indexes).flatMap(ModelReflection.unwrap)
    }
    var matches = scalars.matches(value, actual, as: leaf.reading)
    // A scalar whose value chose an enum's case (decoding by trial): the case's record holds it
    // under its key's name, or it is only the discriminator.
    if !matches, let record = actual.flatMap(ModelReflection.recordInCase(of:)) {
      guard case .key(let key)? = path.last, let own = ModelReflection.value(at: [.property(key)], in: record) else {
        return .notCompared(at: JSONPath(path), expected: value.compactText, reason: Self.discriminatorReason)
      }
      actual = ModelReflection.unwrap(own)
      matches = scalars.matches(value, actual, as: leaf.reading)
    }
    // In a set, the value may be any element's: a set keeps no position to line up.
    if !matches,
      let alternatives = ModelReflection.setAlternatives(
        at: PropertyMap.steps(branchs ?? leaf.mapped ?? [], indexes: indexes), in: resolver.model)
    {
      let elements = alternatives.map(ModelReflection.unwrap)
      if let found = elements.first(where: { scalars.matches(value, $0, as: leaf.reading) }) {
        actual = found
        matches = true
      } else if let found = elements.first(where: { Normalization.rule(from: value, to: $0) != nil }) {
        actual = found
      }
    }
    if matches && !listsMatches { return nil }
    let path = JSONPath(path)
    let expected = if case .number(let number) = value { number.text } else { value.compactText }
    guard !matches else {
      // The model holds what the payload says: CustomDump is kept for showing a difference.
      return FieldComparison(path: path, expected: expected, actual: expected, verdict: .match)
    }
    // A duration as people write one ("1.5 seconds"), not the integers it keeps inside.
    let shown = actual.map { ($0 as? Duration).map(String.init(describing:)) ?? String(customDumping: $0) } ?? "nil"
    if let rule = Normalization.rule(from: value, to: actual) {
      return FieldComparison(path: path, expected: expected, actual: shown, verdict: .normalized(rule))
    }
    return FieldComparison(path: path, expected: expected, actual: shown, verdict: .mismatch)
  }
}
