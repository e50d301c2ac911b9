import JSONCore

extension JSONValue {
  /// The values of the members whose key `isWanted`, at any depth, outermost first: at most
  /// `most`, looking into the first four elements of each array and 16 levels down.
  package func values(most: Int = 4, underKeys isWanted: (String) -> Bool) -> [JSONValue] {
    var found: [JSONValue] = []
    func walk(_ value: JSONValue, depth: Int) {
      guard depth < 16, found.count < most else { return }
      switch value {
      case .object(let object):
        for member in object.members where isWanted(member.key) { found.append(member.value) }
        for member in object.members { walk(member.value, depth: depth + 1) }
      case .array(let elements):
        for element in elements.prefix(4) { walk(element, depth: depth + 1) }
      default:
        break
      }
    }
    walk(self, depth: 0)
    return Array(found.prefix(most))
  }
}
