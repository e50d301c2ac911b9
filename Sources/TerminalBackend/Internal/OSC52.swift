import Foundation

/// The OSC 52 escape sequence that asks the terminal to put text on the system clipboard.
enum OSC52 {
  /// `ESC ] 52 ; c ; <base64 of the UTF-8 text> BEL`.
  static func sequence(copying text: String) -> [UInt8] {
    let payload = Data(text.utf8).base64EncodedString()
    return Array("\u{1B}]52;c;\(payload)\u{07}".utf8)
  }
}
