/// Which of `swift build`'s `[n/m] Compiling …` lines a log that is not a terminal shows: the
/// first, then one each time the build passes another quarter, so a script's log says the build
/// is moving without holding hundreds of lines.
struct BuildProgressLines {
  private var quartersShown = -1

  /// Whether `line` is shown; a line that is not a progress line never is.
  mutating func shows(_ line: String) -> Bool {
    guard let (done, total) = Self.counts(in: line), total > 0 else { return false }
    let quarter = min(4, done * 4 / total)
    guard quarter > quartersShown else { return false }
    quartersShown = quarter
    return true
  }

  /// `(176, 193)` from `[176/193] Compiling …`.
  static func counts(in line: String) -> (Int, Int)? {
    guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
    let parts = line[line.index(after: line.startIndex)..<close].split(separator: "/")
    guard parts.count == 2, let done = Int(parts[0]), let total = Int(parts[1]) else { return nil }
    return (done, total)
  }
}
