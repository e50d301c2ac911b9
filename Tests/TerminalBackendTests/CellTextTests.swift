import Testing

@testable import TerminalBackend

@Suite("Cell text")
struct CellTextTests {
  private func scalars(_ character: Character) -> [UInt32] {
    var buffer: [UInt32] = [99, 99]
    CellText.scalars(of: character, into: &buffer)
    return buffer
  }

  @Test("a character becomes its scalars")
  func plain() {
    #expect(scalars("a") == [0x61])
    #expect(scalars("世") == [0x4E16])
    #expect(scalars("e\u{301}") == [0x65, 0x301])
  }

  @Test("at most five scalars reach curses")
  func truncated() {
    let family: Character = "👨‍👩‍👧‍👦"
    #expect(scalars(family).count == CellText.maximumScalars)
    #expect(scalars(family).first == 0x1F468)
  }

  @Test("control characters never reach curses")
  func controls() {
    #expect(scalars("\u{7}") == [0x3F])
    #expect(scalars("\u{1B}") == [0x3F])
    #expect(scalars("\u{7F}") == [0x3F])
    #expect(scalars("\t") == [0x20])
    #expect(scalars("\n") == [0x20])
  }
}
