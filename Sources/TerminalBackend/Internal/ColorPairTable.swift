import TerminalCore

/// Hands out curses color pairs on demand, one per foreground/background combination; pair 0 is
/// the terminal's default colors. When the terminal runs out of pairs, further combinations fall
/// back to pair 0 (their attributes still show).
struct ColorPairTable {
  /// Pairs the terminal has, pair 0 included (`COLOR_PAIRS`); 0 without colors.
  let pairCount: Int
  private var assigned: [Int: Int] = [:]
  private var nextPair = 1

  init(pairCount: Int) {
    self.pairCount = pairCount
  }

  /// The pair for `foreground` on `background` (`nil`: the terminal's default). A new pair is
  /// first defined through `define(pair, foreground, background)` with colors 0-7, or -1 for the
  /// default; when that returns false, the combination uses pair 0.
  mutating func pair(
    foreground: TerminalColor?, background: TerminalColor?,
    define: (_ pair: Int, _ foreground: Int, _ background: Int) -> Bool
  ) -> Int {
    if foreground == nil && background == nil { return 0 }
    let foregroundNumber = foreground?.rawValue ?? -1
    let backgroundNumber = background?.rawValue ?? -1
    let combination = (foregroundNumber + 1) * 9 + (backgroundNumber + 1)
    if let pair = assigned[combination] { return pair }
    var pair = 0
    if nextPair < pairCount {
      if define(nextPair, foregroundNumber, backgroundNumber) { pair = nextPair }
      nextPair += 1
    }
    assigned[combination] = pair
    return pair
  }
}
