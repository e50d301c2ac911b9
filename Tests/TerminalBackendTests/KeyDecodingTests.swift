import TerminalCore
import Testing

@testable import TerminalBackend

@Suite("Key decoding")
struct KeyDecodingTests {
  @Test("curses key codes map to keys")
  func keyCodes() {
    let expected: [(Int32, Key)] = [
      (CursesKeyCode.up, .up), (CursesKeyCode.down, .down),
      (CursesKeyCode.left, .left), (CursesKeyCode.right, .right),
      (CursesKeyCode.previousPage, .pageUp), (CursesKeyCode.nextPage, .pageDown),
      (CursesKeyCode.home, .home), (CursesKeyCode.end, .end),
      (CursesKeyCode.enter, .enter), (CursesKeyCode.backTab, .backTab),
      (CursesKeyCode.backspace, .backspace), (CursesKeyCode.deleteCharacter, .delete),
    ]
    for (code, key) in expected {
      #expect(KeyDecoding.decode(code, isKeyCode: true) == .key(key), "code \(code)")
    }
  }

  @Test("F1 to F12 map to function keys, others are ignored")
  func functionKeys() {
    for number in 1...12 {
      #expect(KeyDecoding.decode(CursesKeyCode.function(number), isKeyCode: true) == .key(.function(number)))
    }
    #expect(KeyDecoding.decode(CursesKeyCode.function(0), isKeyCode: true) == .ignored)
    #expect(KeyDecoding.decode(CursesKeyCode.function(13), isKeyCode: true) == .ignored)
  }

  @Test("resize and mouse codes ask the backend for more, unknown codes are ignored")
  func specialCodes() {
    #expect(KeyDecoding.decode(CursesKeyCode.resize, isKeyCode: true) == .resize)
    #expect(KeyDecoding.decode(CursesKeyCode.mouse, isKeyCode: true) == .mouse)
    #expect(KeyDecoding.decode(0o777, isKeyCode: true) == .ignored)
  }

  @Test("control characters become their keys")
  func controlCharacters() {
    #expect(KeyDecoding.decode(9, isKeyCode: false) == .key(.tab))
    #expect(KeyDecoding.decode(10, isKeyCode: false) == .key(.enter))
    #expect(KeyDecoding.decode(13, isKeyCode: false) == .key(.enter))
    #expect(KeyDecoding.decode(8, isKeyCode: false) == .key(.backspace))
    #expect(KeyDecoding.decode(127, isKeyCode: false) == .key(.backspace))
    #expect(KeyDecoding.decode(27, isKeyCode: false) == .key(.escape))
    #expect(KeyDecoding.decode(1, isKeyCode: false) == .key(.control("a")))
    #expect(KeyDecoding.decode(3, isKeyCode: false) == .key(.control("c")))
    #expect(KeyDecoding.decode(12, isKeyCode: false) == .key(.control("l")))
    #expect(KeyDecoding.decode(26, isKeyCode: false) == .key(.control("z")))
    for ignored: Int32 in [0, 28, 29, 30, 31, 0x85, -1] {
      #expect(KeyDecoding.decode(ignored, isKeyCode: false) == .ignored, "character \(ignored)")
    }
  }

  @Test("printable characters, wide ones included, stay characters")
  func printableCharacters() {
    #expect(KeyDecoding.decode(32, isKeyCode: false) == .key(.character(" ")))
    #expect(KeyDecoding.decode(Int32(UnicodeScalar("q").value), isKeyCode: false) == .key(.character("q")))
    #expect(KeyDecoding.decode(0xE9, isKeyCode: false) == .key(.character("é")))
    #expect(KeyDecoding.decode(0x4E16, isKeyCode: false) == .key(.character("世")))
    #expect(KeyDecoding.decode(0x1F600, isKeyCode: false) == .key(.character("😀")))
    #expect(KeyDecoding.decode(0xD800, isKeyCode: false) == .ignored)
  }

  @Test("mouse events: wheel before press before release, other buttons ignored")
  func mouseEvents() {
    #expect(KeyDecoding.mouse(x: 3, y: 4, actions: .press) == .mouse(MouseEvent(x: 3, y: 4, action: .press)))
    #expect(KeyDecoding.mouse(x: 0, y: 0, actions: .release) == .mouse(MouseEvent(x: 0, y: 0, action: .release)))
    #expect(KeyDecoding.mouse(x: 1, y: 2, actions: .wheelUp) == .mouse(MouseEvent(x: 1, y: 2, action: .wheelUp)))
    #expect(
      KeyDecoding.mouse(x: 1, y: 2, actions: [.wheelDown, .press]) == .mouse(MouseEvent(x: 1, y: 2, action: .wheelDown))
    )
    #expect(
      KeyDecoding.mouse(x: 1, y: 2, actions: [.press, .release]) == .mouse(MouseEvent(x: 1, y: 2, action: .press)))
    #expect(KeyDecoding.mouse(x: 1, y: 2, actions: []) == nil)
  }
}
