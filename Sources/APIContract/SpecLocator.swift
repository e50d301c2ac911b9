import Yams

/// The line and column of each value of an OpenAPI document, by JSON pointer: what a finding
/// names (`api.yaml:812`). The document's text is composed once into YAML nodes, which carry
/// their marks; JSON is read the same way (YAML reads it).
public struct SpecLocator: Sendable {
  /// A place in the document's text, from 1.
  public struct Place: Sendable, Hashable {
    public var line: Int
    public var column: Int
  }

  /// Where each member's key and each element begins, by the pointer's text.
  private let places: [String: Place]

  /// The locator of a document composed already.
  init(root: Node?) {
    var places: [String: Place] = [:]
    if let root {
      if let mark = root.mark { places[""] = Place(line: mark.line, column: mark.column) }
      Self.record(root, at: "", into: &places)
    }
    self.places = places
  }

  private static func record(_ node: Node, at pointer: String, into places: inout [String: Place]) {
    switch node {
    case .mapping(let mapping):
      for (key, value) in mapping {
        guard let name = key.string else { continue }
        let child = pointer + "/" + JSONPointer.escape(name)
        if let mark = key.mark { places[child] = Place(line: mark.line, column: mark.column) }
        record(value, at: child, into: &places)
      }
    case .sequence(let sequence):
      for (index, element) in sequence.enumerated() {
        let child = pointer + "/" + String(index)
        if let mark = element.mark { places[child] = Place(line: mark.line, column: mark.column) }
        record(element, at: child, into: &places)
      }
    default:
      return
    }
  }

  /// Where the value at `pointer` begins (its key, for a member); where its deepest existing
  /// ancestor begins when the pointer goes past what the text holds; `nil` when the text could
  /// not be read.
  public func place(of pointer: JSONPointer) -> Place? {
    var tokens = pointer.tokens
    while true {
      if let place = places[JSONPointer(tokens).description] { return place }
      guard !tokens.isEmpty else { return nil }
      tokens.removeLast()
    }
  }

  /// Whether the document holds a value at `pointer`.
  public func holds(_ pointer: JSONPointer) -> Bool {
    places[pointer.description] != nil
  }
}
