import Foundation
import TerminalCore

/// A terminal for the app's loop in tests: it records every frame drawn, every copy and mouse
/// switch, and answers `readKey` from a script. A step may wait for a frame to show a text, while
/// the loop goes on picking up the answers of the effects running in the background.
@MainActor
final class FakeTerminal: Terminal {
  enum Step {
    case key(Key)
    /// No key until a drawn frame shows this text.
    case waitFor(String)
  }

  let size: (width: Int, height: Int)
  private var script: [Step]
  private(set) var frames: [Frame] = []
  private(set) var copied: [String] = []
  private(set) var mouseSwitches: [Bool] = []
  private(set) var invalidations = 0
  /// The texts waited for that never showed.
  private(set) var missed: [String] = []
  private var waitingSince: Date?
  private let patience: TimeInterval

  init(width: Int = 100, height: Int = 30, script: [Step], patience: TimeInterval = 20) {
    size = (width, height)
    self.script = script
    self.patience = patience
  }

  /// The last frame drawn, as lines of text.
  var screen: String { frames.last.map(Self.text) ?? "" }

  static func text(_ frame: Frame) -> String {
    (0..<frame.height).map { y in
      (0..<frame.width).compactMap { x in frame[x, y].width == 0 ? nil : String(frame[x, y].character) }.joined()
    }.joined(separator: "\n")
  }

  func draw(_ frame: Frame) { frames.append(frame) }
  func invalidate() { invalidations += 1 }
  func copyToClipboard(_ text: String) { copied.append(text) }
  func setMouse(_ enabled: Bool) { mouseSwitches.append(enabled) }

  func readKey(timeout milliseconds: Int) -> Key? {
    guard let step = script.first else { return .character("q") }
    switch step {
    case .key(let key):
      script.removeFirst()
      return key
    case .waitFor(let text):
      if screen.contains(text) {
        script.removeFirst()
        waitingSince = nil
        return nil
      }
      let since = waitingSince ?? Date()
      waitingSince = since
      if Date().timeIntervalSince(since) > patience {
        missed.append(text)
        script = []
        return nil
      }
      Thread.sleep(forTimeInterval: Double(min(milliseconds, 5)) / 1000)
      return nil
    }
  }
}
