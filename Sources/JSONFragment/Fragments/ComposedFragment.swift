/// Fragments of one model joined in order by ``JSONFragment/byAdding(_:)``.
///
/// Joining is constant time however long the chain grows (the parts form a linked list that is
/// only walked when the members or the comparison are asked for), so composing a payload of many
/// fragments stays linear.
public struct ComposedFragment<Model>: JSONFragment {
  private final class Part {
    var previous: Part?
    let fragment: any JSONFragment<Model>
    /// How many parts the chain has up to and including this one.
    let length: Int

    init(previous: Part?, fragment: any JSONFragment<Model>) {
      self.previous = previous
      self.fragment = fragment
      self.length = (previous?.length ?? 0) + 1
    }

    /// The fragments from first to last, found without recursion.
    var fragments: [any JSONFragment<Model>] {
      var fragments = [any JSONFragment<Model>]()
      fragments.reserveCapacity(length)
      var cursor: Part? = self
      while let part = cursor {
        fragments.append(part.fragment)
        cursor = part.previous
      }
      fragments.reverse()
      return fragments
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

  /// The members this fragment writes, in order.
  public var members: [JSONMember] {
    var output: [JSONMember] = []
    appendMembers(to: &output)
    return output
  }

  /// Appends this fragment's members to `output`.
  public func appendMembers(to output: inout [JSONMember]) {
    let fragments = last.fragments
    output.reserveCapacity(output.count + fragments.count)
    for fragment in fragments { fragment.appendMembers(to: &output) }
  }

  /// Compares the values this fragment was built with against `model`; paths start at `path`.
  public func compare(to model: Model, at path: JSONPath) -> [FieldComparison] {
    last.fragments.flatMap { $0.compare(to: model, at: path) }
  }
}
