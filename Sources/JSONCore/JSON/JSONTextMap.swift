/// Where each value of a JSON text sits, byte by byte: what an edit that keeps the rest of the
/// text as written needs (indentation, key order, number forms).
///
/// Every path of the document is mapped; of an object with a key twice, the first. The text is
/// expected to be JSON as `JSONDecoder` reads it; on anything else the map is partial.
package struct JSONTextMap: Sendable {
  /// Where one value sits.
  package struct Entry: Sendable, Hashable {
    /// The value's bytes, from its first to one past its last.
    package var value: Range<Int>
    /// The member's key with its quotes, for a value held by an object.
    package var key: Range<Int>?
    /// The paths of the members or elements, in the text's order, for an object or an array.
    package var children: [JSONPath] = []
  }

  /// Every path's entry.
  package private(set) var entries: [JSONPath: Entry] = [:]

  /// The map of `bytes`.
  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var reader = JSONReader(bytes: bytes)
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { reader.index = 3 }
    reader.skipWhitespace()
    visit(&reader, at: .root, key: nil)
  }

  /// The map of `bytes`.
  package init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { JSONTextMap($0) }
  }

  /// The entry at `path`, if the text has a value there.
  package subscript(path: JSONPath) -> Entry? { entries[path] }

  private mutating func visit(_ reader: inout JSONReader, at path: JSONPath, key: Range<Int>?) {
    guard reader.index < reader.bytes.count, entries[path] == nil else {
      reader.skipValue()
      return
    }
    let start = reader.index
    var children: [JSONPath] = []
    switch reader.bytes[start] {
    case UInt8(ascii: "{"): children = visitObject(&reader, at: path)
    case UInt8(ascii: "["): children = visitArray(&reader, at: path)
    default: reader.skipValue()
    }
    entries[path] = Entry(value: start..<reader.index, key: key, children: children)
  }

  private mutating func visitObject(_ reader: inout JSONReader, at path: JSONPath) -> [JSONPath] {
    var children: [JSONPath] = []
    reader.index += 1
    while reader.index < reader.bytes.count {
      reader.skipWhitespace()
      guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "\"") else {
        reader.index += 1
        return children
      }
      let keyStart = reader.index
      guard let key = try? reader.parseString() else { return children }
      let keyRange = keyStart..<reader.index
      reader.skipWhitespace()
      reader.index += 1
      reader.skipWhitespace()
      let child = path.appending(key: key)
      if entries[child] == nil { children.append(child) }
      visit(&reader, at: child, key: keyRange)
      guard reader.passComma() else { return children }
    }
    return children
  }

  private mutating func visitArray(_ reader: inout JSONReader, at path: JSONPath) -> [JSONPath] {
    var children: [JSONPath] = []
    reader.index += 1
    var position = 0
    while reader.index < reader.bytes.count {
      reader.skipWhitespace()
      if reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "]") {
        reader.index += 1
        return children
      }
      let child = path.appending(index: position)
      children.append(child)
      visit(&reader, at: child, key: nil)
      position += 1
      guard reader.passComma() else { return children }
    }
    return children
  }
}
