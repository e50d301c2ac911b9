import Foundation
import TerminalCore

/// What the demo shows.
enum DemoScreen {
  static let greeting = "Hello, 世界"

  /// A bordered box with the greeting, a green word and the last key.
  static func frame(width: Int, height: Int, lastKey: String, mouse: Bool) -> Frame {
    var frame = Frame(width: width, height: height)
    guard width >= 4, height >= 4 else { return frame }
    let right = width - 1
    let bottom = height - 1
    frame.put("┌" + String(repeating: "─", count: width - 2) + "┐", x: 0, y: 0)
    frame.put("└" + String(repeating: "─", count: width - 2) + "┘", x: 0, y: bottom)
    for row in 1..<bottom {
      frame.put("│", x: 0, y: row)
      frame.put("│", x: right, y: row)
    }
    let inner = width - 4
    frame.put(greeting, x: 2, y: 1, style: Style(bold: true), limit: inner)
    let used = frame.put("colors: ", x: 2, y: 2, limit: inner)
    frame.put("green", x: 2 + used, y: 2, style: Style(foreground: .green, bold: true), limit: inner - used)
    frame.put("key: \(lastKey)", x: 2, y: 3, limit: inner)
    if height > 5 {
      frame.put(
        "mouse: \(mouse ? "on" : "off")   q quit  m mouse  y copy", x: 2, y: 4, style: Style(dim: true), limit: inner)
    }
    if height > 6 {
      frame.put("pid: \(ProcessInfo.processInfo.processIdentifier)", x: 2, y: 5, limit: inner)
    }
    return frame
  }

  /// The key as the tests expect it: `up`, `character(a)`, `resize(80x24)`, `mouse(3,2,press)`.
  static func describe(_ key: Key) -> String {
    switch key {
    case .character(let character): "character(\(character))"
    case .control(let character): "control(\(character))"
    case .function(let number): "function(\(number))"
    case .resize(let width, let height): "resize(\(width)x\(height))"
    case .mouse(let event): "mouse(\(event.x),\(event.y),\(event.action))"
    default: "\(key)"
    }
  }
}
