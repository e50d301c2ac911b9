import JSONCore

/// What a comparison knows of each key path of a payload (arrays at `[0]`), worked out the first
/// time the path is met and kept for every other value at it: the walk steps from a path to its
/// members by key, so no value's whole path is hashed or built unless a result names it.
final class ComparisonPlan {
  /// What one scalar's path says: the property its value landed in, how its schema type reads
  /// it, and why it is not compared when no property is known. Each thread's plan has leaves of
  /// its own, made of storage of their own: a count of references that two cores update for
  /// every value costs more than the rest of the comparison.
  final class Leaf {
    /// The property path, `[0]` for each array the value sits in.
    let mapped: [PropertyMap.Step]?
    /// Whether ``mapped`` passes through an array, so the value's own indexes go in.
    let passesThroughArrays: Bool
    let reading: ScalarMatch.Reading?
    let reasonNotCompared: String
    /// The compact text of the one value the model accepts here, a key it only checks
    /// (``PropertyMap/checked``).
    let checked: String?
    /// The property this flag decides holds a value or not (``PropertyMap/gates``).
    let gate: PropertyMap.Gate?
    /// The `[0]`s of ``mapped`` before its last step: how many of a value's indexes say which
    /// value holds it.
    let parentIndexCount: Int
    /// The property ``mapped`` ends in, when it ends in one.
    let lastProperty: String?
    /// What the resolver of this leaf's thread numbers the steps before the last (`-1` until it
    /// is asked), so that values of one parent are known as such without comparing their steps.
    var parentSlot = -1
    /// Where ``lastProperty`` sits among the stored values of the last parent type met.
    var storedPosition: (type: ObjectIdentifier, position: Int)?

    /// Whether a branch of a polymorphic object reads the key: where the payload chose another,
    /// it is not read there.
    let readInABranch: Bool

    /// How ``mapped`` is read from the model's bytes, worked out when ``routeTried`` turns true;
    /// `nil` where it is not read so.
    var route: ByteRoute?
    var routeTried = false

    init(
      mapped: [PropertyMap.Step]?, type: SchemaType?, reasonNotCompared: String, checked: String? = nil,
      gate: PropertyMap.Gate? = nil, readInABranch: Bool = false
    ) {
      self.readInABranch = readInABranch
      self.checked = checked
      self.gate = gate
      let mapped = mapped?.map(\.inStorageOfItsOwn)
      self.mapped = mapped
      self.passesThroughArrays = mapped?.contains(where: \.isIndex) ?? false
      self.reading = ScalarMatch.Reading(type)
      self.reasonNotCompared = reasonNotCompared
      parentIndexCount = mapped.map { $0.dropLast().count(where: \.isIndex) } ?? 0
      if case .property(let name)? = mapped?.last { lastProperty = name } else { lastProperty = nil }
    }
  }

  /// This path, every index 0.
  let zeroed: JSONPath
  private var members: [String: ComparisonPlan] = [:]
  private var inOrder: [(key: String, plan: ComparisonPlan)] = []
  private var element: ComparisonPlan?
  private var positions: [Int: ComparisonPlan] = [:]

  init(zeroed: JSONPath) {
    self.zeroed = zeroed
  }

  /// The plan of the member `key`, at `position` among the members of the object at this path.
  /// The objects of an array mostly list their keys in one order: a key found where the first
  /// object had it is not hashed.
  func member(_ key: String, at position: Int) -> ComparisonPlan {
    if position < inOrder.count, inOrder[position].key == key { return inOrder[position].plan }
    let plan = member(key)
    if position == inOrder.count { inOrder.append((key, plan)) }
    return plan
  }

  /// The plan of the member `key` of the object at this path.
  private func member(_ key: String) -> ComparisonPlan {
    if let known = members[key] { return known }
    let plan = ComparisonPlan(zeroed: zeroed.appending(key: key))
    members[key] = plan
    return plan
  }

  /// The plan of the elements of the array at this path.
  func elements() -> ComparisonPlan {
    if let element { return element }
    let plan = ComparisonPlan(zeroed: zeroed.appending(index: 0))
    element = plan
    return plan
  }

  /// The plan of the element at `index` of the array at this path, which the model reads by
  /// position: each position is a path of its own.
  func element(at index: Int) -> ComparisonPlan {
    guard index > 0 else { return elements() }
    if let known = positions[index] { return known }
    let plan = ComparisonPlan(zeroed: zeroed.appending(index: index))
    positions[index] = plan
    return plan
  }

  /// What the scalar at this path says, once ``remember(_:)`` has been told.
  private(set) var leaf: Leaf?

  /// Keeps `leaf` as what the scalar at this path says, and returns it.
  func remember(_ leaf: Leaf) -> Leaf {
    self.leaf = leaf
    return leaf
  }
}

extension PropertyMap.Step {
  /// The same step, its name in a string of its own.
  fileprivate var inStorageOfItsOwn: PropertyMap.Step {
    switch self {
    case .property(let name): .property(String(decoding: Array(name.utf8), as: UTF8.self))
    case .key(let key): .key(String(decoding: Array(key.utf8), as: UTF8.self))
    case .index: self
    }
  }
}
