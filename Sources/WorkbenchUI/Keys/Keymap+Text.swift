extension Keymap {
  /// The widest help a row may have for the help overlay's two columns to fit 80 columns.
  public static let helpWidth = 25
  public static let labelWidth = 9

  /// The help overlay's lines: every row of the keymap, in two columns where `width` has room
  /// for them, else in one.
  public static func helpLines(width: Int) -> [String] {
    let cells = bindings.map { pad($0.label, to: labelWidth) + " " + $0.help }
    let columnWidth = labelWidth + 1 + helpWidth
    var lines: [String]
    if width >= 2 * columnWidth + 2 {
      let half = (cells.count + 1) / 2
      lines = (0..<half).map { row in
        let right = row + half < cells.count ? cells[row + half] : ""
        return (pad(cells[row], to: columnWidth) + "  " + right).trimmingTrailingSpaces
      }
    } else {
      lines = cells
    }
    return lines + ["", "any key closes this help"]
  }

  /// The keymap as a Markdown table: what the README shows.
  public static var markdown: String {
    let rows = bindings.map { binding in
      let keys = binding.label.split(separator: " ").map { "`\($0)`" }.joined(separator: " ")
      return "| \(keys) | \(binding.help) | \(binding.scopes.map(\.rawValue).joined(separator: ", ")) |"
    }
    return (["| Keys | What they do | Where |", "| --- | --- | --- |"] + rows).joined(separator: "\n")
  }

  private static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - TextWidth.of(text)))
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
