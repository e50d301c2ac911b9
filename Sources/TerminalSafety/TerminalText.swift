/// Text as it may safely reach a terminal. A payload, a file name, a capture or a decoder's message
/// may hold characters a terminal obeys rather than shows: C0 and C1 controls (`ESC [2J` clears the
/// screen, OSC 52 writes the clipboard, U+009B is CSI to some terminals), DEL, and the bidi
/// overrides and isolates (U+202A-U+202E, U+2066-U+2069) that reorder what is shown. Each is shown
/// as its `\u{…}` escape; line feeds and tabs stay, since output is made of lines and columns.
public enum TerminalText {
  /// Whether `scalar` is one a terminal may obey rather than show.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00..<0x20, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `\u{1b}` for U+001B.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16))}"
  }

  /// `text` with every unsafe scalar shown as its escape.
  public static func safe(_ text: String) -> String {
    // The common case, plain text, is one pass over the bytes: no unsafe scalar has a UTF-8 form
    // that starts otherwise than below 0x20, with 0x7F, 0xC2 (U+0080-U+00BF) or 0xE2 (U+2000-U+2FFF).
    guard
      text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 })
    else { return text }
    var safe = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) { safe.append(contentsOf: escape(scalar).unicodeScalars) } else { safe.append(scalar) }
    }
    return String(safe)
  }
}
