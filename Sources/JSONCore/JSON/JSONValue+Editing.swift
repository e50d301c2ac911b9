extension JSONValue {
  /// This value with the value at `path` replaced by `replacement`, or removed when `nil` (a
  /// member leaves its object, an element its array). A missing object key is added: after the
  /// members listed in `keyOrder` that come before it, or at the end. A path through something
  /// that is not there leaves the value as it is.
  public func replacing(_ path: JSONPath, with replacement: JSONValue?, keyOrder: [String] = []) -> JSONValue {
    replacing(path.components[...], with: replacement, keyOrder: keyOrder)
  }

  private func replacing(_ path: ArraySlice<JSONPath.Component>, with replacement: JSONValue?, keyOrder: [String])
    -> JSONValue
  {
    guard let first = path.first else { return replacement ?? self }
    let last = path.count == 1
    switch (self, first) {
    case (.object(var object), .key(let key)):
      if let index = object.members.firstIndex(where: { $0.key == key }) {
        if last, replacement == nil {
          object.members.remove(at: index)
        } else {
          object.members[index].value = object.members[index].value.replacing(
            path.dropFirst(), with: replacement, keyOrder: keyOrder)
        }
      } else if last, let replacement {
        object.members.insert(JSONMember(key, replacement), at: insertionIndex(of: key, in: object, keyOrder: keyOrder))
      }
      return .object(object)
    case (.array(var elements), .index(let index)):
      if last, replacement == nil, elements.indices.contains(index) {
        elements.remove(at: index)
      } else if last, let replacement, index == elements.count {
        elements.append(replacement)
      } else if elements.indices.contains(index) {
        elements[index] = elements[index].replacing(path.dropFirst(), with: replacement, keyOrder: keyOrder)
      }
      return .array(elements)
    default:
      return self
    }
  }

  private func insertionIndex(of key: String, in object: JSONObject, keyOrder: [String]) -> Int {
    guard let rank = keyOrder.firstIndex(of: key) else { return object.count }
    let earlier = Set(keyOrder[..<rank])
    return (object.members.lastIndex { earlier.contains($0.key) }).map { $0 + 1 } ?? 0
  }
}
