/// Fragments of one model joined in order by ``JSONFragment/byAdding(_:)``.
///
/// Joining is constant time however long the chain grows (the parts form a linked list that is
/// only walked when the members or the comparison are asked for), so composing a payload of many
/// fragments stays linear.
public struct ComposedFragment<Model>: JSONFragment {
  private final class Part {
    var previous: Part?
    let members: () -> [JSONMember]
    let compare: (Model, JSONPath) -> [FieldComparison]

    init(previous: Part?, fragment: some JSONFragment<Model>) {
      self.previous = previous
      self.members = { fragment.members }
      self.compare = fragment.compare(to:at:)
    }

    /// The parts from first to last, found without recursion.
    var chain: [Part] {
      var parts: [Part] = []
      var cursor: Part? = self
      while let part = cursor {
        parts.append(part)
        cursor = part.previous
      }
      return parts.reversed()
    }

    deinit {
      // Free a long chain part by part; a nested deinit per part would overflow the stack.
      var cursor = previous
      previous = nil
      while isKnownUniquelyReferenced(&cursor), let part = cursor {
        cursor = part.previous
        part.previous = nil
      }
    }
  }

  private let last: Part

  /// A composition that starts with `fragment`.
  public init(_ fragment: some JSONFragment<Model>) {
    self.last = Part(previous: nil, fragment: fragment)
  }

  private init(last: Part) {
    self.last = last
  }

  /// This composition followed by `other`.
  public func byAdding<Other: JSONFragment<Model>>(_ other: Other) -> ComposedFragment<Model> {
    ComposedFragment(last: Part(previous: last, fragment: other))
  }

  public var members: [JSONMember] {
    last.chain.flatMap { $0.members() }
  }

  public func compare(to model: Model, at path: JSONPath) -> [FieldComparison] {
    last.chain.flatMap { $0.compare(model, path) }
  }
}
