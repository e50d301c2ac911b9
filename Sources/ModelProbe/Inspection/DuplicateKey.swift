import Foundation
import JSONCore

/// A key that an object of a payload holds more than once. `JSONDecoder` reads the first member
/// of the key and ignores the others, so a repeat is almost always a mistake worth a warning.
public struct DuplicateKey: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The path of the key's first member (the one `JSONDecoder` reads).
  public var path: JSONPath
  /// How many members of the object have the key.
  public var count: Int
  /// Where the first member's value is in the payload text.
  public var location: TextLocation?

  /// A repeated key made of its parts.
  public init(path: JSONPath, count: Int, location: TextLocation?) {
    self.path = path
    self.count = count
    self.location = location
  }

  /// `LINE:COLUMN: warning: name appears 2 times in one object; ...`, for a file name to prefix.
  public var description: String { "\(TextLocation.prefix(location))\(warning)" }

  /// `NAME:LINE:COLUMN: warning: ...`: the repeat in the text that `name` names.
  package func message(in name: String) -> String {
    TextLocation.message(warning, in: name, at: location)
  }

  private var warning: String {
    "warning: \(path) appears \(count) times in one object; "
      + "JSONDecoder reads the first (here) and ignores the others; remove the repeats"
  }

  /// Every repeated key in `value`, in document order, located in `bytes` (the text `value` was
  /// parsed from).
  public static func find(in value: JSONValue, bytes: Data) -> [DuplicateKey] {
    var found: [DuplicateKey] = []
    var path: [JSONPath.Component] = []
    collect(value, at: &path, into: &found)
    guard !found.isEmpty else { return [] }
    let locations = bytes.withUnsafeBytes { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      return JSONPathLocator.locate(found.map(\.path), in: buffer).mapValues { TextLocation(of: $0.offset, in: buffer) }
    }
    return found.map { duplicate in
      var located = duplicate
      located.location = locations[duplicate.path]
      return located
    }
  }

  /// `path` is `value`'s path as components, kept in step by the walk: a path is made only for a
  /// repeat.
  private static func collect(
    _ value: JSONValue, at path: inout [JSONPath.Component], into found: inout [DuplicateKey]
  ) {
    switch value {
    case .object(let object):
      let repeated = object.duplicateKeys
      for key in repeated {
        found.append(
          DuplicateKey(
            path: JSONPath(path + [.key(key)]), count: object.keys.count { $0 == key }, location: nil))
      }
      var visited = Set<String>()
      for member in object.members where repeated.isEmpty || visited.insert(member.key).inserted {
        path.append(.key(member.key))
        collect(member.value, at: &path, into: &found)
        path.removeLast()
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        path.append(.index(index))
        collect(element, at: &path, into: &found)
        path.removeLast()
      }
    default:
      break
    }
  }
}
