import TerminalCore
import Testing

@testable import TerminalBackend

@Suite("Styles and color pairs")
struct StyleMappingTests {
  @Test("each style flag maps to its own attribute")
  func attributes() {
    #expect(CellAttributes(.plain) == [])
    #expect(CellAttributes(Style(bold: true)) == .bold)
    #expect(CellAttributes(Style(underline: true)) == .underline)
    #expect(CellAttributes(Style(reverse: true)) == .reverse)
    #expect(CellAttributes(Style(dim: true)) == .dim)
    #expect(CellAttributes(Style(foreground: .red, bold: true, reverse: true)) == [.bold, .reverse])
    let all: CellAttributes = [.bold, .underline, .reverse, .dim]
    #expect(Set([all.rawValue, CellAttributes.bold.rawValue, CellAttributes.underline.rawValue]).count == 3)
  }

  @Test("default colors use pair 0 and define nothing")
  func defaultPair() {
    var table = ColorPairTable(pairCount: 256)
    var defined: [[Int]] = []
    let pair = table.pair(foreground: nil, background: nil) {
      defined.append([$0, $1, $2])
      return true
    }
    #expect(pair == 0)
    #expect(defined.isEmpty)
  }

  @Test("pairs are defined on first use, once, with -1 for the default color")
  func pairsOnDemand() {
    var table = ColorPairTable(pairCount: 256)
    var defined: [[Int]] = []
    let define: (Int, Int, Int) -> Bool = {
      defined.append([$0, $1, $2])
      return true
    }
    #expect(table.pair(foreground: .green, background: nil, define: define) == 1)
    #expect(table.pair(foreground: .white, background: .blue, define: define) == 2)
    #expect(table.pair(foreground: .green, background: nil, define: define) == 1)
    #expect(table.pair(foreground: nil, background: .black, define: define) == 3)
    #expect(defined == [[1, 2, -1], [2, 7, 4], [3, -1, 0]])
  }

  @Test("every combination fits in 256 pairs")
  func allCombinations() {
    var table = ColorPairTable(pairCount: 256)
    var pairs: Set<Int> = []
    let colors: [TerminalColor?] = [nil] + TerminalColor.allCases
    for foreground in colors {
      for background in colors where foreground != nil || background != nil {
        pairs.insert(table.pair(foreground: foreground, background: background) { _, _, _ in true })
      }
    }
    #expect(pairs.count == 80)
    #expect(!pairs.contains(0))
  }

  @Test("when pairs run out or cannot be defined, pair 0 is used")
  func exhaustion() {
    var table = ColorPairTable(pairCount: 3)
    #expect(table.pair(foreground: .red, background: nil) { _, _, _ in true } == 1)
    #expect(table.pair(foreground: .blue, background: nil) { _, _, _ in false } == 0)
    #expect(table.pair(foreground: .cyan, background: nil) { _, _, _ in true } == 0)
    var none = ColorPairTable(pairCount: 0)
    #expect(none.pair(foreground: .red, background: .black) { _, _, _ in true } == 0)
  }
}
