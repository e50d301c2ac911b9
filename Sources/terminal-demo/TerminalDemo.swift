import Foundation
import TerminalBackend
import TerminalCore

/// A tiny curses app for the TerminalBackend end-to-end tests: a box with wide text, a colored
/// word and the last key read. Keys: `q` quits, `m` toggles the mouse, `y` copies the greeting
/// with OSC 52, `x` exits without stopping the terminal and `!` crashes (both to check that the
/// terminal is restored). `--mouse` starts with the
/// mouse on; `--blocking` waits for keys without a timeout; `NO_COLOR` turns colors off.
@main
struct TerminalDemo {
  @MainActor
  static func main() {
    let mouse = CommandLine.arguments.contains("--mouse")
    let timeout = CommandLine.arguments.contains("--blocking") ? -1 : 500
    let colors = ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal.start(colors: colors, mouse: mouse)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(2)
    }
    var lastKey = "none"
    while true {
      let size = terminal.size
      terminal.draw(
        DemoScreen.frame(width: size.width, height: size.height, lastKey: lastKey, mouse: terminal.mouseEnabled))
      guard let key = terminal.readKey(timeout: timeout) else { continue }
      lastKey = DemoScreen.describe(key)
      switch key {
      case .character("q"):
        terminal.stop()
        exit(0)
      case .character("m"):
        terminal.setMouse(!terminal.mouseEnabled)
      case .character("y"):
        terminal.copyToClipboard(DemoScreen.greeting)
      case .character("x"):
        FileHandle.standardError.write(Data("terminal-demo exits without stop\n".utf8))
        exit(3)
      case .character("!"):
        fatalError("terminal-demo crashes on purpose")
      default:
        break
      }
    }
  }
}
