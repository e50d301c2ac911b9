import Foundation

/// Splits a stream of byte chunks into lines, numbered from 1, keeping only the unfinished line
/// between chunks: memory stays bounded by the longest line, not by the stream.
struct LineSplitter {
  private var pending = Data()
  private var lineNumber = 0
  /// The stream's bytes fed before the current chunk.
  private var consumed = 0
  /// Where the current line begins in the stream.
  private var lineStart = 0

  /// Hands each line the chunk completes to `body`, with its number and the offset in the stream
  /// where it begins, without the line break (`\n` or `\r\n`). Lines of white space only are
  /// counted but not handed out.
  mutating func feed(_ chunk: Data, _ body: (Int, Int, Data) throws -> Void) rethrows {
    var start = chunk.startIndex
    while let newline = chunk[start...].firstIndex(of: 0x0A) {
      lineNumber += 1
      if pending.isEmpty {
        try emit(chunk[start..<newline], body)
      } else {
        pending.append(chunk[start..<newline])
        try emit(pending, body)
        pending = Data()
      }
      start = newline + 1
      lineStart = consumed + (start - chunk.startIndex)
    }
    pending.append(chunk[start...])
    consumed += chunk.count
  }

  /// Hands out the last line, when the stream does not end with a line break.
  mutating func finish(_ body: (Int, Int, Data) throws -> Void) rethrows {
    guard !pending.isEmpty else { return }
    lineNumber += 1
    try emit(pending, body)
    pending = Data()
  }

  private func emit(_ line: Data, _ body: (Int, Int, Data) throws -> Void) rethrows {
    var end = line.endIndex
    if end > line.startIndex, line[end - 1] == 0x0D { end -= 1 }
    let text = line[line.startIndex..<end]
    guard text.contains(where: { !Self.isWhiteSpace($0) }) else { return }
    try body(lineNumber, lineStart, Data(text))
  }

  private static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
  }
}
