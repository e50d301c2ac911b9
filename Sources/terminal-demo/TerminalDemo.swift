import ArgumentParser
import Foundation
import TerminalBackend
import TerminalCore

/// A tiny curses app for the TerminalBackend end-to-end tests: a box with wide text, a colored
/// word and the last key read. Keys: `q` quits, `m` toggles the mouse, `y` copies the greeting
/// with OSC 52, `x` exits without stopping the terminal and `!` crashes (both to check that the
/// terminal is restored). `NO_COLOR` turns colors off.
@main
struct TerminalDemo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "terminal-demo", abstract: "A tiny curses app for the terminal backend's end-to-end tests.")

  @Flag(help: "Start with the mouse on.")
  var mouse = false

  @Flag(help: "Wait for keys without a timeout.")
  var blocking = false

  func run() throws {
    let (mouse, timeout) = (self.mouse, blocking ? -1 : 500)
    MainActor.assumeIsolated { Self.loop(mouse: mouse, timeout: timeout) }
  }

  @MainActor
  static func loop(mouse: Bool, timeout: Int) -> Never {
    let colors = ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal.start(colors: colors, mouse: mouse)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      Foundation.exit(2)
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
        Foundation.exit(0)
      case .character("m"):
        terminal.setMouse(!terminal.mouseEnabled)
      case .character("y"):
        terminal.copyToClipboard(DemoScreen.greeting)
      case .character("x"):
        FileHandle.standardError.write(Data("terminal-demo exits without stop\n".utf8))
        Foundation.exit(3)
      case .character("!"):
        fatalError("terminal-demo crashes on purpose")
      default:
        break
      }
    }
  }
}
