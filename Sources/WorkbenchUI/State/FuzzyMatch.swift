/// Where a query's characters occur, in order and ignoring case, in a text, and how good a match
/// that is: as pickers match (fzf, an editor's "open file"), a run of consecutive characters and a
/// character that starts a word (`cust` in `CustomerAddress`, `ad` at `Address`) score higher, and
/// a gap lower.
public struct FuzzyMatch: Sendable, Equatable {
  /// Higher is better.
  public var score: Int
  /// The offsets, in characters, of the text's matched characters.
  public var positions: [Int]

  /// The best match of `query` in `text`, or `nil` when its characters do not all occur in order.
  /// An empty query matches every text with no positions.
  public static func match(_ query: String, in text: String) -> FuzzyMatch? {
    let wanted = Array(query).map { $0.lowercased() }
    guard !wanted.isEmpty else { return FuzzyMatch(score: 0, positions: []) }
    let characters = Array(text)
    let lowered = characters.map { $0.lowercased() }
    var best: FuzzyMatch?
    // Each place the first character occurs may start the best match: try them all.
    for start in lowered.indices where lowered[start] == wanted[0] {
      var positions = [start]
      var next = start + 1
      for character in wanted.dropFirst() {
        guard let found = lowered[next...].firstIndex(of: character) else { break }
        positions.append(found)
        next = found + 1
      }
      guard positions.count == wanted.count else { break }
      let score = self.score(positions, in: characters)
      if best.map({ score > $0.score }) ?? true { best = FuzzyMatch(score: score, positions: positions) }
    }
    return best
  }

  private static func score(_ positions: [Int], in characters: [Character]) -> Int {
    var score = 0
    for (offset, position) in positions.enumerated() {
      score += 16
      if startsAWord(position, in: characters) { score += 24 }
      if offset > 0 {
        let gap = position - positions[offset - 1] - 1
        score += gap == 0 ? 32 : -min(gap, 16)
      }
    }
    return score - min(positions.first ?? 0, 16)
  }

  private static func startsAWord(_ position: Int, in characters: [Character]) -> Bool {
    guard position > 0 else { return true }
    let previous = characters[position - 1]
    let current = characters[position]
    if !previous.isLetter && !previous.isNumber { return true }
    return current.isUppercase && previous.isLowercase
  }
}
