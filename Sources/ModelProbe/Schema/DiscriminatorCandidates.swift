import JSONCore
import JSONTrace

/// The values worth trying where a model reads a value that may decide which keys it reads next.
/// An enum lists its own cases; for a plain string or integer (`switch kind { case "mention": ... }`)
/// the fixtures show the values the model meets.
package enum DiscriminatorCandidates {
  /// A value to hand the model, and how the branch it leads to is named (`poll`, `3`).
  struct Choice {
    var value: Any
    var text: String
  }

  /// The scalars that can discriminate: text and whole numbers, not flags, fractions or dates.
  enum Kind {
    case string
    case integer

    init?(_ type: SchemaType) {
      switch type {
      case .string: self = .string
      case .integer: self = .integer
      default: return nil
      }
    }
  }

  /// More distinct values than this is data (a name, an id), not a choice between shapes.
  static let mostValues = 12

  /// The distinct values of `kind` the `samples` hold at `path` (at every element of the arrays
  /// it passes through), in the order first seen; none when there are more than ``mostValues``.
  static func values(at path: JSONPath, kind: Kind, in samples: [JSONValue]) -> [Choice] {
    var seen: [String] = []
    var choices: [Choice] = []
    for sample in samples {
      for value in sample.values(atAnyIndex: path.components[...]) {
        guard let text = text(of: value, kind: kind), !seen.contains(text) else { continue }
        seen.append(text)
        choices.append(Choice(value: value, text: text))
        if choices.count > mostValues { return [] }
      }
    }
    return choices
  }

  private static func text(of value: JSONValue, kind: Kind) -> String? {
    switch (value, kind) {
    case (.string(let text), .string): text
    case (.number(let number), .integer) where Int(number.text) != nil: number.text
    default: nil
    }
  }
}

extension JSONValue {
  /// The values at `components`, where an index stands for every element of its array, and the
  /// key that stands for any key (``ModelSchema/anyKey``) for every member of its object. `byWords`
  /// finds a key the object spells in other words' style, as `convertFromWords` reads it.
  package func values(atAnyIndex components: ArraySlice<JSONPath.Component>, byWords: Bool = false) -> [JSONValue] {
    guard let first = components.first else { return [self] }
    let rest = components.dropFirst()
    switch (first, self) {
    case (.key(ModelSchema.anyKey), .object(let object)):
      return object.members.flatMap { $0.value.values(atAnyIndex: rest, byWords: byWords) }
    case (.key(let key), .object(let object)):
      let value =
        object[key]
        ?? (byWords ? object.members.first { WordKeys.form($0.key) == WordKeys.form(key) }?.value : nil)
      return value.map { $0.values(atAnyIndex: rest, byWords: byWords) } ?? []
    case (.index, .array(let elements)):
      return elements.flatMap { $0.values(atAnyIndex: rest, byWords: byWords) }
    default:
      return []
    }
  }
}
