import FixtureEngine
import FixtureExport
import JSONFragment

/// Damages valid payloads the ways servers do: dropped keys, nulls, wrong types, unknown enum
/// values, extra and renamed keys, duplicate keys, and broken arrays, at any depth.
struct PayloadMutator {
  var random: SplitMix64

  static let strangers: [JSONValue] = [
    "x", "unknown-value", 7, 1.5, -1, true, false, [:], [], [1, 2], ["k": "v"], "2026-13-45", "",
  ]

  mutating func mutate(_ value: JSONValue) -> JSONValue {
    var result = value
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let paths = Self.allPaths(in: result)
      guard let path = paths.randomElement(using: &random) else { break }
      result = apply(at: path, in: result)
    }
    return result
  }

  private mutating func apply(at path: JSONPath, in root: JSONValue) -> JSONValue {
    let choice = Int.random(in: 0..<10, using: &random)
    var stranger = Self.strangers.randomElement(using: &random)!
    return Self.edit(root, at: path[...]) { target, key, parent in
      switch choice {
      case 0: return .remove
      case 1: return .replace(.null)
      case 2, 3: return .replace(stranger)
      case 4:
        if case .string = target { return .replace("not-a-known-case") }
        return .replace(stranger)
      case 5:
        if case .object(var object) = target {
          object.append("extra_key", stranger)
          return .replace(.object(object))
        }
        return .replace(stranger)
      case 6:
        if case .array(var elements) = target, !elements.isEmpty {
          switch Int.random(in: 0..<4, using: &random) {
          case 0: elements.removeLast()
          case 1: elements.append(elements[0])
          case 2: elements.append(stranger)
          default: elements.removeAll()
          }
          return .replace(.array(elements))
        }
        return .remove
      case 7:
        if let key { return .rename(key + "_renamed") }
        return .replace(.null)
      case 8:
        if key != nil {
          if stranger == target { stranger = .null }
          return .duplicate(stranger)
        }
        return .replace(stranger)
      default:
        return .replace(target == .null ? "x" : .null)
      }
    }
  }

  enum Edit {
    case remove
    case replace(JSONValue)
    case rename(String)
    case duplicate(JSONValue)
  }

  /// Rebuilds `value` with the change `decide` picks for the value at `path`.
  static func edit(
    _ value: JSONValue, at path: ArraySlice<JSONPath.Component>,
    _ decide: (JSONValue, String?, JSONValue) -> Edit
  ) -> JSONValue {
    guard let first = path.first else { return value }
    switch (value, first) {
    case (.object(var object), .key(let key)):
      guard let index = object.members.firstIndex(where: { $0.key == key }) else { return value }
      if path.count == 1 {
        switch decide(object.members[index].value, key, value) {
        case .remove: object.members.remove(at: index)
        case .replace(let replacement): object.members[index].value = replacement
        case .rename(let name): object.members[index].key = name
        case .duplicate(let second): object.members.insert(JSONMember(key, second), at: index + 1)
        }
      } else {
        object.members[index].value = edit(object.members[index].value, at: path.dropFirst(), decide)
      }
      return .object(object)
    case (.array(var elements), .index(let index)) where elements.indices.contains(index):
      if path.count == 1 {
        switch decide(elements[index], nil, value) {
        case .remove: elements.remove(at: index)
        case .replace(let replacement): elements[index] = replacement
        case .rename, .duplicate: break
        }
      } else {
        elements[index] = edit(elements[index], at: path.dropFirst(), decide)
      }
      return .array(elements)
    default:
      return value
    }
  }

  /// Every path below the root, parents before children.
  static func allPaths(in value: JSONValue, prefix: JSONPath = .root) -> [JSONPath] {
    switch value {
    case .object(let object):
      return object.members.flatMap { member in
        let path = prefix.appending(key: member.key)
        return [path] + allPaths(in: member.value, prefix: path)
      }
    case .array(let elements):
      return elements.indices.flatMap { index in
        let path = prefix.appending(index: index)
        return [path] + allPaths(in: elements[index], prefix: path)
      }
    default:
      return []
    }
  }
}

extension JSONPath {
  subscript(range: UnboundedRange) -> ArraySlice<Component> { components[...] }
}
