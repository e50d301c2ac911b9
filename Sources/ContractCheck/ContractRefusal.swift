import APIContract
import JSONCore
import JSONTrace

/// A payload the schema allows that the model refuses, proved by decoding it: the smallest change
/// from a payload the model decodes, where the document allows it, and the model's field that
/// refuses it.
public struct ContractRefusal: Sendable, Hashable {
  /// The model's name.
  public var model: String
  /// The candidate's title (`Account`, `GET /accounts/{id} 200`).
  public var schema: String
  /// The change from ``from`` that the model refuses; `nil` when it refuses the first payload of
  /// the set, the one every change is made to.
  public var change: PayloadChange?
  /// The changes made with ``change`` that the model decodes each alone but refuses with it:
  /// empty for a change refused alone.
  public var together: [PayloadChange] = []
  /// What the document allows there, in words: `PayloadChange.allowance`, or, for the first
  /// payload, what it is.
  public var allowance: String
  /// The document's path, and where it allows the change.
  public var file: String
  public var place: SpecLocator.Place?
  public var pointer: JSONPointer
  /// The field the model fails at and how: the tracer's first failure.
  public var failure: FieldFailure?
  /// The decoder's own words when the tracer names no field (a check in `init(from:)`, a trap).
  public var reason: String
  /// The payload refused.
  public var payload: JSONValue
  /// The payload the model decodes that the change was made to.
  public var from: JSONValue?
  /// The Swift property the failing field feeds, below the model (`submittedAt`,
  /// `notes[0].comment`), where the model's key-to-property map knows it (not for a list's model).
  public var property: String?

  /// `Account.note`: the model and the field's path, or the model alone for the whole payload.
  public var field: String {
    guard let failure, !failure.path.components.isEmpty else { return model }
    var owner = model
    var path = failure.path.components[...]
    // An element's field is its model's: `Account.note` for `[0].note` of `[Account]`.
    while owner.hasPrefix("["), owner.hasSuffix("]"), case .index? = path.first {
      owner = String(owner.dropFirst().dropLast())
      path = path.dropFirst()
    }
    let rest = JSONPath(Array(path)).description
    return rest.isEmpty ? owner : owner + (rest.hasPrefix("[") ? "" : ".") + rest
  }

  /// `Review.submittedAt`: the model and the Swift property the failing field feeds, or ``field``
  /// where the property is not known.
  public var modelField: String {
    guard let property, !property.isEmpty else { return field }
    return model + (property.hasPrefix("[") ? "" : ".") + property
  }

  /// `api.yaml:812`, or the file alone.
  public var location: String {
    place.map { "\(file):\($0.line)" } ?? file
  }

  /// `Account.note: api.yaml:812 allows null (nullable); Account.note is a String (null value)`.
  public var summary: String {
    let what: String
    if let failure {
      switch failure.kind {
      case .missingKey: what = "\(modelField) is required (\(failure.expected))"
      case .unknownEnumValue: what = "\(modelField) has no case for it (\(failure.expected))"
      case .invalidValue where failure.expected == model || failure.expected.hasSuffix("." + model):
        what = "\(modelField) refuses it: \(failure.message)"
      default:
        what = "\(modelField) is \(Self.article(failure.expected)) \(failure.expected): \(failure.message)"
      }
    } else {
      what = "\(model) refuses it: \(reason)"
    }
    return "\(field): \(location) \(allowance); \(what)"
  }

  private static func article(_ type: String) -> String {
    guard let first = type.lowercased().first else { return "a" }
    return "aeiou".contains(first) ? "an" : "a"
  }
}

extension ContractRefusal {
  /// A short name for the refused payload: the field below the model and what changed
  /// (`note-null`, `state-enum-value-archived`, `created_at-format`), or `first-payload`.
  public var payloadName: String {
    var owner = model
    while owner.hasPrefix("["), owner.hasSuffix("]") { owner = String(owner.dropFirst().dropLast()) }
    let below = field.hasPrefix(owner) ? field.dropFirst(owner.count) : Substring(field)
    let place = below.drop { $0 == "." }
    guard let change else { return place.isEmpty ? "first-payload" : place + "-first-payload" }
    var name = (place.isEmpty ? "" : place + "-") + change.kind.rawValue
    if change.kind == .enumValue, let value = change.edits.last?.value {
      if case .string(let text) = value { name += "-" + text } else { name += "-" + value.compactText }
    }
    for other in together {
      let key = other.path.components.last.map { JSONPath([$0]).description.drop { $0 == "[" } } ?? ""
      name += "-with-" + key.filter { $0 != "]" } + "-" + other.kind.rawValue
    }
    return name
  }
}
