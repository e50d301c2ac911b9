import TerminalCore

/// The Unicode scalars curses gets for a cell: the character's first few (a spacing one and its
/// combining marks; `setcchar` takes up to 5), or `?` for a control character, which curses
/// would otherwise draw as two columns (`^X`).
enum CellText {
  /// The most scalars one curses cell holds (`CCHARW_MAX`).
  static let maximumScalars = 5

  /// Replaces the contents of `buffer` with the scalars to draw for `character`.
  static func scalars(of character: Character, into buffer: inout [UInt32]) {
    buffer.removeAll(keepingCapacity: true)
    for scalar in character.unicodeScalars.prefix(maximumScalars) {
      buffer.append(scalar.value)
    }
    guard let first = buffer.first else {
      buffer.append(0x20)
      return
    }
    if first < 0x20 || (0x7F...0x9F).contains(first) {
      buffer = [first == 0x09 || first == 0x0A || first == 0x0D ? 0x20 : 0x3F]
    }
  }
}
