import TerminalCore
import Testing

@testable import TerminalBackend

@Suite("Frame diff")
struct FrameDiffTests {
  @Test("the first frame erases and draws only non-blank cells")
  func firstFrame() {
    var frame = Frame(width: 4, height: 2)
    frame.put("ab", x: 1, y: 1)
    frame.fill(x: 0, y: 0, width: 1, height: 1, style: Style(reverse: true))
    let diff = FrameDiff(previous: nil, next: frame)
    #expect(diff == FrameDiff(clearsFirst: true, cells: [0, 5, 6]))
  }

  @Test("an unchanged frame draws nothing")
  func unchanged() {
    var frame = Frame(width: 5, height: 3)
    frame.put("hello", x: 0, y: 1)
    #expect(FrameDiff(previous: frame, next: frame) == FrameDiff(clearsFirst: false, cells: []))
  }

  @Test("only changed cells are drawn, a changed style counts")
  func changes() {
    var before = Frame(width: 5, height: 2)
    before.put("hello", x: 0, y: 0)
    var after = before
    after.put("J", x: 0, y: 0)
    after.restyle(x: 4, y: 0, width: 1, style: Style(bold: true))
    after.put("!", x: 2, y: 1)
    #expect(FrameDiff(previous: before, next: after) == FrameDiff(clearsFirst: false, cells: [0, 4, 7]))
  }

  @Test("wide characters are drawn once, never their continuation cell")
  func wideCharacters() {
    let before = Frame(width: 6, height: 1)
    var after = before
    after.put("a世b", x: 0, y: 0)
    #expect(after[2, 0].width == 0)
    #expect(FrameDiff(previous: before, next: after).cells == [0, 1, 3])
    var narrowed = after
    narrowed.put("xy", x: 1, y: 0)
    #expect(FrameDiff(previous: after, next: narrowed).cells == [1, 2])
  }

  @Test("a different size redraws everything")
  func resized() {
    var small = Frame(width: 3, height: 1)
    small.put("abc", x: 0, y: 0)
    var large = Frame(width: 4, height: 1)
    large.put("abc", x: 0, y: 0)
    #expect(FrameDiff(previous: small, next: large) == FrameDiff(clearsFirst: true, cells: [0, 1, 2]))
  }
}
