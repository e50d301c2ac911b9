import Foundation
import JSONCore

/// Finds the entries of a HAR capture (`log.entries[]`) as the capture streams past, piece by
/// piece, so a capture of any size is read with one piece and one entry in memory. It follows
/// the capture's structure (strings, nesting, the keys of the two outer objects) without building
/// it; each entry's text is handed out whole, to be parsed alone.
package struct HAREntryScanner {
  /// One element of `log.entries`, where it sits in the capture.
  struct Entry {
    /// Its place among the capture's entries, from 0.
    var index: Int
    /// Its first byte's offset in the capture.
    var offset: Int
    /// Its length in bytes.
    var length: Int
    /// The line and column of its first byte.
    var location: TextLocation
    /// Its text, or `nil` when it is longer than the limit (and was not kept).
    var bytes: Data?
  }

  /// The capture is not JSON at this place.
  struct SyntaxError: Error {
    var location: TextLocation
    var message: String
  }

  /// The longest entry kept, in bytes.
  let limit: Int

  private struct Frame {
    var isObject: Bool
    var expectsKey: Bool
    var key: [UInt8]?
    var isEntries = false
  }

  private var offset = 0
  private var line = 1
  private var column = 1
  private var strings = JSONStringTracker()
  private var stack: [Frame] = []
  private var key: [UInt8]?
  private var rootSeen = false
  private(set) var foundEntries = false
  private var entryCount = 0
  private var entry: Entry?
  private var entryBuffer = Data()

  init(limit: Int) {
    self.limit = limit
  }

  private static let keyLimit = 32
  private static let log = Array("log".utf8)
  private static let entries = Array("entries".utf8)

  /// Reads the next piece of the capture, handing each entry that ends in it to `body`.
  mutating func feed(_ piece: Data, _ body: (Entry) throws -> Void) throws {
    var keptFrom: Int? = entry == nil ? nil : 0
    try piece.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      let bytes = raw.bindMemory(to: UInt8.self)
      for position in bytes.indices {
        let byte = bytes[position]
        switch strings.read(byte) {
        case .opening:
          if stack.isEmpty { throw unexpected(byte) }
          if let top = stack.last, top.isObject, top.expectsKey, stack.count <= 2 { key = [] }
        case .inside:
          if key != nil, key!.count <= Self.keyLimit {
            // A longer key is no key looked for: a byte no key text holds marks it.
            key!.append(key!.count < Self.keyLimit ? byte : 0xFF)
          }
        case .closing:
          if let read = key {
            stack[stack.count - 1].key = read
            key = nil
          }
        case .outside:
          switch byte {
          case UInt8(ascii: "{"), UInt8(ascii: "["):
            try open(byte)
            if entry?.offset == offset { keptFrom = position }
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            try close(byte)
            if var ended = entry, stack.last?.isEntries == true {
              ended.length = offset + 1 - ended.offset
              if let start = keptFrom, ended.length <= limit {
                entryBuffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[start...position]))
                ended.bytes = entryBuffer
              }
              entry = nil
              keptFrom = nil
              entryBuffer = Data()
              try body(ended)
            }
          case UInt8(ascii: ":"):
            if !stack.isEmpty { stack[stack.count - 1].expectsKey = false }
          case UInt8(ascii: ","):
            if let top = stack.last, top.isObject { stack[stack.count - 1].expectsKey = true }
          case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
            break
          default:
            if stack.isEmpty, !Self.isByteOrderMark(byte, at: offset) { throw unexpected(byte) }
          }
        }
        advance(over: byte)
      }
      if let start = keptFrom, let current = entry {
        if offset - current.offset <= limit {
          entryBuffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[start...]))
        } else {
          entryBuffer = Data()
        }
      }
    }
  }

  /// Checks that the capture ended where its JSON does.
  func finish() throws {
    guard !strings.isInString, stack.isEmpty, rootSeen else {
      throw SyntaxError(
        location: TextLocation(line: line, column: column), message: "unexpected end of input; the capture is cut short"
      )
    }
  }

  private mutating func open(_ byte: UInt8) throws {
    if stack.isEmpty {
      guard !rootSeen else { throw unexpected(byte) }
      rootSeen = true
    }
    let isArray = byte == UInt8(ascii: "[")
    let isEntries =
      isArray && stack.count == 2 && stack[0].isObject && stack[0].key == Self.log && stack[1].isObject
      && stack[1].key == Self.entries
    if isEntries { foundEntries = true }
    if stack.last?.isEntries == true, !isArray {
      entry = Entry(index: entryCount, offset: offset, length: 0, location: TextLocation(line: line, column: column))
      entryCount += 1
    }
    stack.append(Frame(isObject: !isArray, expectsKey: !isArray, key: nil, isEntries: isEntries))
  }

  private mutating func close(_ byte: UInt8) throws {
    guard let top = stack.popLast(), top.isObject == (byte == UInt8(ascii: "}")) else { throw unexpected(byte) }
  }

  private mutating func advance(over byte: UInt8) {
    offset += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  /// Whether `byte` at `offset` belongs to a UTF-8 byte order mark, which may open a capture.
  private static func isByteOrderMark(_ byte: UInt8, at offset: Int) -> Bool {
    offset < 3 && byte == [0xEF, 0xBB, 0xBF][offset]
  }

  private func unexpected(_ byte: UInt8) -> SyntaxError {
    let shown =
      byte >= 0x20 && byte < 0x7F ? "'\(Character(UnicodeScalar(byte)))'" : String(format: "byte 0x%02X", byte)
    return SyntaxError(location: TextLocation(line: line, column: column), message: "unexpected \(shown)")
  }
}
