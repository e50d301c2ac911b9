import FixtureEngine
import Foundation
import WorkbenchContext
import WorkbenchUI

/// The workbench in a terminal: reads keys, feeds `update(_:with:)`, runs effects through the
/// effect interpreter in the background, and draws `render(_:)`'s frames. Side effects go through
/// the context; the terminal is curses in the app and a fake one in tests.
@MainActor
final class TerminalApp {

  private var state: AppState
  private let terminal: any Terminal
  private let queue = MessageQueue()
  private let effects: EffectRunner

  /// What watches the user's package, when the app runs on one.
  private let watch: PackageWatch?

  /// An app over `terminal`; with `packageRoot`, it follows that package's code and fixtures as
  /// they change on disk.
  init(state: AppState, terminal: any Terminal, context: AppContext, packageRoot: String? = nil) {
    self.state = state
    self.terminal = terminal
    self.effects = EffectRunner(context: context, queue: queue)
    let queue = self.queue
    watch = packageRoot.flatMap { root in
      CurrentExecutable.path.map { PackageWatch(root: root, executable: $0, context: context, post: queue.post) }
    }
  }

  /// Runs until the user quits; `initial` are effects to start with (opening a payload).
  func run(initial: [Effect]) {
    let size = terminal.size
    state.width = size.width
    state.height = size.height
    perform(initial)
    watch?.start()
    var lastFrame: Frame?
    var hasDrawn = false
    // The frame is a function of the state alone: it is made again only after the state changed,
    // so an idle app only waits for keys.
    var changed = true
    while !state.isFinished {
      let messages = queue.drain()
      for message in messages { perform(update(&state, with: message)) }
      if changed || !messages.isEmpty {
        let frame = render(state)
        if frame != lastFrame {
          terminal.draw(frame)
          if !hasDrawn { DebugTrap.afterFirstFrame(effects.context) }
          hasDrawn = true
          lastFrame = frame
        }
        changed = false
      }
      if let key = terminal.readKey(timeout: 25) {
        changed = true
        if key == .control("l") {
          terminal.invalidate()
          lastFrame = nil
          continue
        }
        perform(update(&state, with: .key(key)))
      }
    }
    watch?.stop()
    effects.cancelAll()
  }

  /// The terminal's own effects run here, on the loop; the others in the background.
  private func perform(_ list: [Effect]) {
    for effect in list {
      switch effect.terminalEffect {
      case .copy(let text): terminal.copyToClipboard(text)
      case .setMouse(let enabled): terminal.setMouse(enabled)
      case nil: effects.run(effect)
      }
    }
  }
}
