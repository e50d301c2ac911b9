/// How many terminal columns a character takes: 2 for East Asian wide and fullwidth characters
/// and emoji presentation, 0 for combining marks and zero-width characters, 1 otherwise.
public enum TextWidth {
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return ascii == 0 ? 0 : 1 }
    guard let first = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return of(first)
  }

  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return value == 0 ? 0 : 1 }
    if (0x300...0x36F).contains(value) || value == 0x200B || (0x200C...0x200F).contains(value) { return 0 }
    if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark {
      return 0
    }
    if value < 0x1100 { return 1 }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// Columns taken by `text`.
  public static func of(_ text: some StringProtocol) -> Int {
    if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0 }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The longest end of `text` that fits in `columns` columns.
  public static func tail(of text: String, fitting columns: Int) -> String {
    var tail = ""
    var used = 0
    for character in text.reversed() {
      let width = of(character)
      guard used + width <= columns else { break }
      tail.insert(character, at: tail.startIndex)
      used += width
    }
    return tail
  }
}
