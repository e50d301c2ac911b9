/// The tokens of Swift code that say what a file declares and uses: identifiers, the punctuation
/// around declarations, attributes and compiler directives, and line ends. Comments and the text
/// of string literals are skipped, so a brace or a type name in them counts for nothing.
struct SwiftCodeTokens {
  private(set) var tokens: [String] = []
  private let bytes: [UInt8]
  private var index = 0

  init(_ source: String) {
    bytes = Array(source.utf8)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == .slash && at(1) == .slash {
        while index < bytes.count && bytes[index] != .newline { index += 1 }
      } else if byte == .slash && at(1) == .star {
        skipBlockComment()
      } else if byte == .quote || (byte == .hash && (at(1) == .quote || at(1) == .hash)) {
        skipString()
      } else if Self.startsIdentifier(byte) || byte == .backtick {
        let start = index
        index += 1
        while index < bytes.count && (Self.startsIdentifier(bytes[index]) || (0x30...0x39).contains(bytes[index])) {
          index += 1
        }
        if byte == .backtick && at(0) == .backtick { index += 1 }
        tokens.append(String(decoding: bytes[start..<index].filter { $0 != .backtick }, as: UTF8.self))
      } else if Self.punctuation.contains(byte) {
        tokens.append(String(UnicodeScalar(byte)))
        index += 1
      } else {
        index += 1
      }
    }
  }

  private static let punctuation = Set("{}:,=<>@#.&()\n".utf8)

  private static func startsIdentifier(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte >= 0x80
  }

  private func at(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func hasPrefix(_ text: [UInt8]) -> Bool {
    index + text.count <= bytes.count && bytes[index..<index + text.count].elementsEqual(text)
  }

  /// Skips a block comment, nested ones included, from its `/*`.
  private mutating func skipBlockComment() {
    var depth = 0
    repeat {
      if at(0) == .slash && at(1) == .star {
        depth += 1
        index += 2
      } else if at(0) == .star && at(1) == .slash {
        depth -= 1
        index += 2
      } else {
        index += 1
      }
    } while depth > 0 && index < bytes.count
  }

  /// Skips a string literal from its first `#` or quote: single-line, multi-line and raw, with
  /// escaped quotes. The line ends of a multi-line string are kept as tokens.
  private mutating func skipString() {
    var hashes = 0
    while at(0) == .hash {
      hashes += 1
      index += 1
    }
    guard at(0) == .quote else { return }
    let multiline = at(1) == .quote && at(2) == .quote
    index += multiline ? 3 : 1
    let closing = Array(repeating: UInt8.quote, count: multiline ? 3 : 1) + Array(repeating: .hash, count: hashes)
    while index < bytes.count {
      if bytes[index] == .backslash && hashes == 0 {
        index += 2
      } else if hasPrefix(closing) {
        index += closing.count
        return
      } else if bytes[index] == .newline {
        guard multiline else { return }
        tokens.append("\n")
        index += 1
      } else {
        index += 1
      }
    }
  }
}

extension UInt8 {
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let star = UInt8(ascii: "*")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let hash = UInt8(ascii: "#")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let backtick = UInt8(ascii: "`")
  fileprivate static let newline = UInt8(ascii: "\n")
}
