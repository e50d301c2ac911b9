import Foundation
import Testing

@testable import TerminalBackend

@Suite("OSC 52")
struct OSC52Tests {
  @Test("the sequence is ESC ] 52 ; c ; base64 BEL")
  func sequence() {
    let bytes = OSC52.sequence(copying: "Hello, 世界")
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}]52;c;SGVsbG8sIOS4lueVjA==\u{07}")
  }

  @Test("empty text clears the clipboard with an empty payload")
  func empty() {
    #expect(String(decoding: OSC52.sequence(copying: ""), as: UTF8.self) == "\u{1B}]52;c;\u{07}")
  }
}
