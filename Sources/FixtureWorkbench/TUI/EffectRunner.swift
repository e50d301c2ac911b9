import FixtureEngine
import Foundation
import WorkbenchContext
import WorkbenchEffects
import WorkbenchUI

/// Runs the UI core's effects through the one `EffectInterpreter` off the input loop, and posts
/// their answers for the loop to pick up. A newer effect of the same kind (a decode, a layout, an
/// open, a plan, a count) cancels the one before it, so only the newest answer arrives; a write,
/// once started, is always reported.
@MainActor
final class EffectRunner {
  private let interpreter: EffectInterpreter
  private let queue: MessageQueue
  private var running: [Slot: Task<Void, Never>] = [:]
  private let newest = NewestOfEachSlot()

  /// The kinds of effect of which only the newest runs.
  enum Slot: Hashable, Sendable {
    case inspect, learn, layOut, open, planExport, countMatrix, writeSnippet
  }

  init(context: AppContext, queue: MessageQueue) {
    self.interpreter = EffectInterpreter(context: context)
    self.queue = queue
  }

  var context: AppContext { interpreter.context }

  /// Starts `effect` in the background; the terminal's own effects must not come here.
  func run(_ effect: Effect) {
    let interpreter = self.interpreter
    let queue = self.queue
    let newest = self.newest
    let slot = Self.slot(of: effect)
    let ticket = slot.map(newest.start)
    let task = Task.detached(priority: .userInitiated) {
      interpreter.run(effect) { message in
        guard let slot, let ticket else { return queue.post(message) }
        // Checked and posted under one lock: once a newer effect of the slot has started, no
        // answer of this one can reach the queue, whichever thread the interpreter answers on.
        newest.ifStill(ticket, in: slot) { queue.post(message) }
      }
    }
    guard let slot else { return }
    running[slot]?.cancel()
    running[slot] = task
  }

  func cancelAll() {
    for task in running.values { task.cancel() }
    for slot in running.keys { _ = newest.start(slot) }
    running.removeAll()
  }

  static func slot(of effect: Effect) -> Slot? {
    switch effect {
    case .inspect: .inspect
    case .learn: .learn
    case .layOut: .layOut
    case .open, .parse, .openFirstFixture, .summarizeSet, .openSetPayload: .open
    case .planExport: .planExport
    case .countMatrix: .countMatrix
    case .writeSnippet: .writeSnippet
    case .listFixtures, .countFixtures, .writeExport, .saveDates, .copy, .setMouse, .proposeRepair, .writeRepair: nil
    }
  }
}
