/// What a list or map endpoint returns of a model: `[Ticket]`, `[String: Rate]`. Every model has
/// both, run by the same code, so a payload that is an array or a map of models is a model too.
package enum ModelCollection: String, Sendable, Hashable, Codable, CaseIterable {
  /// `[Model]`.
  case array
  /// `[String: Model]`.
  case dictionary

  /// The collection's name from its element's: `[Ticket]`, `[String: Rate]`.
  package func name(of element: String) -> String {
    switch self {
    case .array: "[\(element)]"
    case .dictionary: "[String: \(element)]"
    }
  }

  /// The collection and its element's name that `name` spells (`[Ticket]` is an array of
  /// `Ticket`), or `nil` for a name that is no collection's.
  package static func parse(_ name: String) -> (collection: ModelCollection, element: String)? {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("["), trimmed.hasSuffix("]"), trimmed.count > 2 else { return nil }
    let inside = trimmed.dropFirst().dropLast()
    var depth = 0
    for index in inside.indices {
      switch inside[index] {
      case "[", "<": depth += 1
      case "]", ">": depth -= 1
      case ":" where depth == 0:
        let key = inside[..<index].trimmingCharacters(in: .whitespaces)
        let value = inside[inside.index(after: index)...].trimmingCharacters(in: .whitespaces)
        guard key == "String", !value.isEmpty else { return nil }
        return (.dictionary, value)
      default: break
      }
    }
    return (.array, inside.trimmingCharacters(in: .whitespaces))
  }
}
