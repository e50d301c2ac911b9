import JSONFragment

/// One key of the base payload that a scenario matrix varies, and its choices.
public struct ScenarioDimension: Sendable, Hashable {
  /// Where the key is. Keys inside array elements are those of the first element
  /// (`assets[0].state`): the matrix varies only the first element.
  public let path: JSONPath
  /// The choices, in the order cases use them: `value`, or every enum case, or the array sizes,
  /// then `null` and `absent`.
  public let choices: [ScenarioCase.Choice]
  /// The choice that leaves the base payload as it is (a case leaves it out of its name).
  public let defaultChoice: ScenarioCase.Choice
  /// The nearest enclosing key that is a dimension too. Where its choice removes this key's
  /// parent (`author` absent, `assets` empty), this dimension's choice is moot and left out.
  public internal(set) var parentPath: JSONPath?
  /// Whether decoding fails without the key (`decode` rather than `decodeIfPresent`): its `null`
  /// and `absent` choices make any case fail.
  public let isRequired: Bool

  /// What `.value` writes.
  let value: JSONValue?
  /// For arrays (and only for them): the base's elements, and what grows the array past them.
  let elements: [JSONValue]
  let elementTemplate: JSONValue?
  /// The order of the key's siblings, so a key put back lands where the model reads it.
  let siblingOrder: [String]
  /// Enclosing keys that are dimensions when chosen, nearest first.
  let enclosingPaths: [JSONPath]

  init(
    path: JSONPath, choices: [ScenarioCase.Choice], defaultChoice: ScenarioCase.Choice, isRequired: Bool,
    value: JSONValue?,
    elements: [JSONValue] = [], elementTemplate: JSONValue? = nil, siblingOrder: [String], enclosingPaths: [JSONPath]
  ) {
    self.path = path
    self.choices = choices
    self.defaultChoice = defaultChoice
    self.parentPath = nil
    self.isRequired = isRequired
    self.value = value
    self.elements = elements
    self.elementTemplate = elementTemplate
    self.siblingOrder = siblingOrder
    self.enclosingPaths = enclosingPaths
  }

  /// Whether `choice` leaves something for the keys inside this one to apply to: an object, or an
  /// array with a first element.
  func keepsChildren(_ choice: ScenarioCase.Choice) -> Bool {
    switch choice {
    case .value: if elementTemplate == nil, case .object = value { true } else { false }
    case .arraySize(let count): count > 0
    case .null, .absent, .enumCase: false
    }
  }

  /// Whether `choice` makes decoding fail whatever the other keys hold.
  func failsByItself(_ choice: ScenarioCase.Choice) -> Bool {
    isRequired && (choice == .null || choice == .absent)
  }

  /// `payload` with this dimension's `choice` applied at ``path``.
  func applying(_ choice: ScenarioCase.Choice, to payload: JSONValue) -> JSONValue {
    switch choice {
    case .value: payload.replacing(path, with: value ?? .null, keyOrder: siblingOrder)
    case .null: payload.replacing(path, with: .null, keyOrder: siblingOrder)
    case .absent: payload.replacing(path, with: nil)
    case .enumCase(let raw): payload.replacing(path, with: .string(raw), keyOrder: siblingOrder)
    case .arraySize(let count): payload.replacing(path, with: .array(resizedElements(count)), keyOrder: siblingOrder)
    }
  }

  private func resizedElements(_ count: Int) -> [JSONValue] {
    let kept = Array(elements.prefix(count))
    let filler = elements.first ?? elementTemplate ?? .null
    return kept + Array(repeating: filler, count: count - kept.count)
  }
}
