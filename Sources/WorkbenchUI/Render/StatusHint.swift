/// A key hint of the status line, with how much it matters when the line is short of room.
struct StatusHint {
  var text: String
  /// Hints of lower importance give way first.
  var importance: Int

  init(_ text: String, _ importance: Int) {
    self.text = text
    self.importance = importance
  }

  static let separator = "  "

  /// The hints that fit in `width` columns, in their order: the least important (the later of
  /// equals) left out first.
  static func fitted(_ hints: [StatusHint], width: Int) -> String {
    var kept = hints
    while kept.count > 1, TextWidth.of(joined(kept)) > width {
      let least = kept.indices.min {
        kept[$0].importance < kept[$1].importance || (kept[$0].importance == kept[$1].importance && $0 > $1)
      }
      if let least { kept.remove(at: least) }
    }
    return joined(kept)
  }

  private static func joined(_ hints: [StatusHint]) -> String {
    hints.map(\.text).joined(separator: separator)
  }
}
