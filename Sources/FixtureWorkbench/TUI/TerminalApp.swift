import FixtureEngine
import Foundation
import TerminalBackend
import WorkbenchContext
import WorkbenchUI

/// The workbench in a terminal: reads keys, feeds `update(_:with:)`, runs effects through the
/// effect interpreter in the background, and draws `render(_:)`'s frames. Side effects go
/// through the context.
@MainActor
final class TerminalApp {

  private var state: AppState
  private let terminal: CursesTerminal
  private let queue = MessageQueue()
  private let effects: EffectRunner

  init(state: AppState, terminal: CursesTerminal, context: AppContext) {
    self.state = state
    self.terminal = terminal
    self.effects = EffectRunner(context: context, queue: queue)
  }

  /// Runs until the user quits; `initial` are effects to start with (opening a payload).
  func run(initial: [Effect]) {
    let size = terminal.size
    state.width = size.width
    state.height = size.height
    perform(initial)
    var lastFrame: Frame?
    var hasDrawn = false
    while !state.isFinished {
      for message in queue.drain() { perform(update(&state, with: message)) }
      let frame = render(state)
      if frame != lastFrame {
        terminal.draw(frame)
        if !hasDrawn { DebugTrap.afterFirstFrame(effects.context) }
        hasDrawn = true
        lastFrame = frame
      }
      if let key = terminal.readKey(timeout: 25) {
        if key == .control("l") {
          terminal.invalidate()
          lastFrame = nil
          continue
        }
        perform(update(&state, with: .key(key)))
      }
    }
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
