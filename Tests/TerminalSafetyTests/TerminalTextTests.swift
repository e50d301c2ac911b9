import TerminalSafety
import Testing

@Suite("Text as it may reach a terminal")
struct TerminalTextTests {
  @Test func plainTextLinesAndTabsPassUnchanged() {
    #expect(TerminalText.safe("plain\ttext\nwith ünïcödé and עברית") == "plain\ttext\nwith ünïcödé and עברית")
  }

  @Test func controlsDeleteC1AndBidiOverridesAreShownAsEscapes() {
    #expect(
      TerminalText.safe("a\u{1B}b\u{7F}c\u{85}d\u{202A}e\u{2069}\r") == #"a\u{1b}b\u{7f}c\u{85}d\u{202a}e\u{2069}\u{d}"#
    )
  }

  @Test func neighboursOfTheUnsafeRangesAreSafe() {
    #expect(!TerminalText.isUnsafe("\u{A0}"))
    #expect(!TerminalText.isUnsafe("\u{2029}"))
    #expect(!TerminalText.isUnsafe("\u{206A}"))
    #expect(TerminalText.isUnsafe("\u{9F}"))
    #expect(TerminalText.isUnsafe("\u{2066}"))
  }
}
