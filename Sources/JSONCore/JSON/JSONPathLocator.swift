/// Finds where values sit in JSON text, for messages that point at `line:column`.
///
/// One pass over the bytes answers any number of paths: the walk only descends into containers on
/// the way to a wanted path and skips everything else.
public enum JSONPathLocator {
  /// The byte offset of the value at each path in `paths`, for those that exist in `bytes`. A path
  /// that does not exist is answered with its deepest existing ancestor's offset and `exact: false`.
  /// The text is expected to be valid JSON; on invalid text the answer is partial.
  public static func locate(_ paths: [JSONPath], in bytes: UnsafeBufferPointer<UInt8>) -> [JSONPath: JSONPathLocation] {
    var trie = PathTrie()
    for path in paths { trie.insert(path.components[...]) }
    var walker = LocatorWalk(reader: JSONReader(bytes: bytes))
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { walker.reader.index = 3 }
    walker.reader.skipWhitespace()
    walker.visit(trie, at: .root)
    var answers: [JSONPath: JSONPathLocation] = [:]
    for path in paths {
      var probe = path
      while answers[path] == nil {
        if let offset = walker.found[probe] {
          answers[path] = JSONPathLocation(offset: offset, exact: probe == path)
        } else if probe.components.isEmpty {
          break
        } else {
          probe.components.removeLast()
        }
      }
    }
    return answers
  }

  /// ``locate(_:in:)`` for one path, with its line and column.
  public static func location(of path: JSONPath, in bytes: UnsafeBufferPointer<UInt8>) -> (
    JSONPathLocation, TextLocation
  )? {
    guard let located = locate([path], in: bytes)[path] else { return nil }
    return (located, TextLocation(of: located.offset, in: bytes))
  }
}

/// Where a path was found.
public struct JSONPathLocation: Sendable, Hashable {
  /// Byte offset of the value's first byte (or of the nearest ancestor's, when not `exact`).
  public var offset: Int
  /// Whether the path itself exists; `false` when only an ancestor was found.
  public var exact: Bool
}

private struct PathTrie {
  var isWanted = false
  var children: [JSONPath.Component: PathTrie] = [:]

  mutating func insert(_ components: ArraySlice<JSONPath.Component>) {
    guard let first = components.first else {
      isWanted = true
      return
    }
    children[first, default: PathTrie()].insert(components.dropFirst())
  }
}

private struct LocatorWalk {
  var reader: JSONReader
  var found: [JSONPath: Int] = [:]

  /// Visits the value at the reader's position (white space already skipped).
  mutating func visit(_ trie: PathTrie, at path: JSONPath) {
    guard reader.index < reader.bytes.count else { return }
    found[path] = reader.index
    guard !trie.children.isEmpty else {
      reader.skipValue()
      return
    }
    switch reader.bytes[reader.index] {
    case UInt8(ascii: "{"): visitObject(trie, at: path)
    case UInt8(ascii: "["): visitArray(trie, at: path)
    default: reader.skipValue()
    }
  }

  private mutating func visitObject(_ trie: PathTrie, at path: JSONPath) {
    reader.index += 1
    while reader.index < reader.bytes.count {
      reader.skipWhitespace()
      guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "\"") else {
        reader.index += 1
        return
      }
      guard let key = try? reader.parseString() else { return }
      reader.skipWhitespace()
      reader.index += 1  // ':'
      reader.skipWhitespace()
      if let child = trie.children[.key(key)], found[path.appending(key: key)] == nil {
        visit(child, at: path.appending(key: key))
      } else {
        reader.skipValue()
      }
      guard reader.passComma() else { return }
    }
  }

  private mutating func visitArray(_ trie: PathTrie, at path: JSONPath) {
    reader.index += 1
    var position = 0
    while reader.index < reader.bytes.count {
      reader.skipWhitespace()
      if reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "]") {
        reader.index += 1
        return
      }
      if let child = trie.children[.index(position)] {
        visit(child, at: path.appending(index: position))
      } else {
        reader.skipValue()
      }
      position += 1
      guard reader.passComma() else { return }
    }
  }
}
