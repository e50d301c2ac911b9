/// Why a JSON text was refused, and where.
///
/// `line` and `column` count from 1; `column` counts characters (Unicode scalars), not bytes, so
/// it matches what an editor shows. `offset` is the 0-based byte offset of the same spot.
public struct JSONParseError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// What is wrong, in plain words (`expected ',' or '}' after an object member`).
  public let message: String
  /// 0-based byte offset of the offending byte.
  public let offset: Int
  /// 1-based line of the offending byte.
  public let line: Int
  /// 1-based column, in characters, of the offending byte.
  public let column: Int

  /// An error at `offset` of `bytes`, with its line and column worked out.
  init(_ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    self.message = message
    self.offset = offset
    let location = TextLocation(of: offset, in: bytes)
    self.line = location.line
    self.column = location.column
  }

  /// The line and column.
  public var location: TextLocation { TextLocation(line: line, column: column) }

  /// `LINE:COLUMN: message`, ready to be prefixed with a file name and a colon.
  public var description: String { "\(TextLocation.prefix(location))\(message)" }

  /// `NAME:LINE:COLUMN: message`: the error in the text that `name` names (a file, a payload).
  package func message(in name: String) -> String {
    TextLocation.message(message, in: name, at: location)
  }
}

/// A 1-based line and column of a byte offset, counting columns in Unicode scalars.
public struct TextLocation: Sendable, Hashable, Codable, CustomStringConvertible {
  /// 1-based line.
  public var line: Int
  /// 1-based column, in Unicode scalars.
  public var column: Int

  /// A location given directly.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The location of byte `offset` in `bytes` (an offset at the end points just past the text).
  public init(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    var column = 1
    for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    self.line = line
    self.column = column
  }

  /// A readable description.
  public var description: String { "\(line):\(column)" }

  /// `LINE:COLUMN: ` to put before a message, or nothing when there is no location.
  public static func prefix(_ location: TextLocation?) -> String {
    location.map { "\($0): " } ?? ""
  }

  /// This location, found in a piece of text that starts at `origin` of a larger text, as a
  /// location in the larger text: on the piece's first line columns count from the origin's.
  package func within(_ origin: TextLocation) -> TextLocation {
    TextLocation(line: origin.line + line - 1, column: line == 1 ? origin.column + column - 1 : column)
  }

  /// `NAME:LINE:COLUMN`: this location in the text that `name` names (a file, a payload).
  package func place(in name: String) -> String {
    "\(name):\(self)"
  }

  /// `FILE:LINE:COLUMN: message`, or `FILE: message` when there is no location.
  package static func message(_ message: String, in file: String, at location: TextLocation?) -> String {
    "\(location?.place(in: file) ?? file): \(message)"
  }
}
