import Foundation

extension JSONParser {
  /// Parses `data` as `JSONDecoder` reads it: as JSON, and, where the only fault is a comma that
  /// closes no element (`[1,]`, `{"a": 1,}`), which Foundation's parser accepts, as if the comma
  /// were a space. A fixture a package's own tests decode is never called "not JSON".
  /// - Throws: ``JSONParseError`` at the first problem `JSONDecoder` also refuses.
  public static func parseAsDecoderReads(_ data: Data) throws(JSONParseError) -> JSONValue {
    do {
      return try parse(data)
    } catch  where error.message.hasPrefix(trailingCommaMessage) {
      return try parse(blankingTrailingCommas(Array(data)))
    }
  }

  /// The byte offsets of the commas that close no element: a comma after a value, followed, after
  /// white space, by `]` or `}` (`[1,]`, not `[,]`), outside strings.
  public static func trailingCommaOffsets(in bytes: some Collection<UInt8>) -> [Int] {
    bytes.withContiguousStorageIfAvailable(trailingCommaOffsets(inBuffer:))
      ?? trailingCommaOffsets(inBuffer: Array(bytes))
  }

  private static func trailingCommaOffsets(inBuffer bytes: some Collection<UInt8>) -> [Int] {
    guard closesAfterComma(bytes) else { return [] }
    var offsets: [Int] = []
    var strings = JSONStringTracker()
    var pendingComma: Int?
    var afterValue = false
    for (offset, byte) in bytes.enumerated() {
      switch strings.read(byte) {
      case .opening:
        pendingComma = nil
        continue
      case .inside: continue
      case .closing:
        afterValue = true
        continue
      case .outside: break
      }
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D:
        continue
      case UInt8(ascii: ","):
        pendingComma = afterValue ? offset : nil
        afterValue = false
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if let comma = pendingComma { offsets.append(comma) }
        pendingComma = nil
        afterValue = true
      case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ":"):
        pendingComma = nil
        afterValue = false
      default:
        pendingComma = nil
        afterValue = true
      }
    }
    return offsets
  }

  /// Whether `bytes` has, anywhere, in a string or not, a comma followed after white space by `]`
  /// or `}`: a text with none has no trailing comma, found without following its strings.
  private static func closesAfterComma(_ bytes: some Collection<UInt8>) -> Bool {
    var afterComma = false
    for byte in bytes {
      switch byte {
      case UInt8(ascii: ","): afterComma = true
      case 0x20, 0x09, 0x0A, 0x0D: continue
      case UInt8(ascii: "]"), UInt8(ascii: "}"): if afterComma { return true }
      default: afterComma = false
      }
    }
    return false
  }

  /// `bytes` with each comma that closes no element made a space: the same offsets, lines and
  /// columns, so what is found in the result is found at the same place in `bytes`.
  public static func blankingTrailingCommas(_ bytes: [UInt8]) -> [UInt8] {
    var blanked = bytes
    for offset in trailingCommaOffsets(in: bytes) { blanked[offset] = 0x20 }
    return blanked
  }

  /// How the parser's message for such a comma begins.
  static let trailingCommaMessage = "trailing comma"
}
