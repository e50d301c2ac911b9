import Foundation

/// Splits a stream of byte chunks into lines, numbered from 1, keeping only the unfinished line
/// between chunks: memory stays bounded by the longest line, not by the stream, and by ``limit``:
/// a longer line is not kept, only measured.
package struct LineSplitter {
  /// One line of the stream.
  struct Line {
    /// Its number, from 1.
    var number: Int
    /// Where it begins in the stream.
    var offset: Int
    /// Its bytes, without the line break (`\n` or `\r\n`); empty when it is over the limit.
    var bytes: Data
    /// Its length when it is over the limit (its bytes were not kept).
    var lengthOverLimit: Int?
  }

  /// The longest line kept, in bytes.
  var limit = Int.max
  private var pending = Data()
  /// The length so far of the current line, when it is over the limit (its bytes are dropped).
  private var overflow: Int?
  private var lineNumber = 0
  /// The stream's bytes fed before the current chunk.
  private var consumed = 0
  /// Where the current line begins in the stream.
  private var lineStart = 0

  /// Hands each line the chunk completes to `body`. Lines of white space only are counted but not
  /// handed out.
  mutating func feed(_ chunk: Data, _ body: (Line) throws -> Void) rethrows {
    var start = chunk.startIndex
    while let newline = chunk[start...].firstIndex(of: 0x0A) {
      lineNumber += 1
      let length = (overflow ?? pending.count) + (newline - start)
      if overflow != nil || length > limit {
        try body(Line(number: lineNumber, offset: lineStart, bytes: Data(), lengthOverLimit: length))
      } else if pending.isEmpty {
        try emit(chunk[start..<newline], body)
      } else {
        pending.append(chunk[start..<newline])
        try emit(pending, body)
      }
      pending = Data()
      overflow = nil
      start = newline + 1
      lineStart = consumed + (start - chunk.startIndex)
    }
    let rest = chunk.endIndex - start
    if overflow != nil || pending.count + rest > limit {
      overflow = (overflow ?? pending.count) + rest
      pending = Data()
    } else {
      pending.append(chunk[start...])
    }
    consumed += chunk.count
  }

  /// Hands out the last line, when the stream does not end with a line break.
  mutating func finish(_ body: (Line) throws -> Void) rethrows {
    guard overflow != nil || !pending.isEmpty else { return }
    lineNumber += 1
    if let length = overflow {
      try body(Line(number: lineNumber, offset: lineStart, bytes: Data(), lengthOverLimit: length))
    } else {
      try emit(pending, body)
    }
    pending = Data()
    overflow = nil
  }

  private func emit(_ line: Data, _ body: (Line) throws -> Void) rethrows {
    var end = line.endIndex
    if end > line.startIndex, line[end - 1] == 0x0D { end -= 1 }
    let text = line[line.startIndex..<end]
    guard text.contains(where: { !Self.isWhiteSpace($0) }) else { return }
    try body(Line(number: lineNumber, offset: lineStart, bytes: Data(text)))
  }

  private static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
  }
}
