import FixtureEngine
import Foundation
import JSONFragment
import WorkbenchUI

/// Runs the UI core's effects off the input loop and posts their results as messages. A new
/// decode cancels the one before it, so only the newest payload's verdict arrives.
@MainActor
final class EffectRunner {
  let context: AppContext
  let queue: MessageQueue
  private var inspection: Task<Void, Never>?
  private var opening: Task<Void, Never>?
  private var layingOut: Task<Void, Never>?
  private var planning: Task<Void, Never>?
  private var counting: Task<Void, Never>?

  init(context: AppContext, queue: MessageQueue) {
    self.context = context
    self.queue = queue
  }

  /// Starts `effect`; effects that touch the terminal are handed to `terminal`.
  func run(_ effect: Effect, terminal: (Effect) -> Void) {
    let queue = self.queue
    let context = self.context
    switch effect {
    case .inspect(let generation, let model, let payload):
      inspection?.cancel()
      inspection = Task.detached(priority: .userInitiated) {
        let printed = PayloadText(printing: payload)
        guard !Task.isCancelled else { return }
        let result = model.inspect(printed, comparisonLimit: EditorState.comparedValueLimit)
        guard !Task.isCancelled else { return }
        queue.post(.inspected(generation: generation, result))
      }
    case .layOut(let generation, let payload):
      layingOut?.cancel()
      layingOut = Task.detached(priority: .userInitiated) {
        let index = JSONTextIndex(payload)
        guard !Task.isCancelled else { return }
        queue.post(.laidOut(generation: generation, index))
      }
    case .open(let path, let name):
      opening?.cancel()
      opening = Task.detached(priority: .userInitiated) {
        queue.post(.progress("reading \(name)…"))
        let data: Data
        do {
          data = try context.readPayload(path)
        } catch {
          queue.post(.openFailed("\(name): cannot read the file: \(FileErrorText.reason(error))"))
          return
        }
        PayloadOpening.parse(data, name: name, queue: queue)
      }
    case .listFixtures(let workspace):
      queue.post(.fixturesListed(workspace.fixtureFiles(in: context)))
    case .planExport(let workspace, let model, let request):
      planning?.cancel()
      planning = Task.detached(priority: .userInitiated) {
        let answer = ExportWork.plan(request, model: model, workspace: workspace, in: context)
        guard !Task.isCancelled else { return }
        queue.post(answer)
      }
    case .writeExport(let workspace, let plan, let overwriting):
      // Never cancelled: a write once started is reported, whatever the user does meanwhile.
      Task.detached(priority: .userInitiated) {
        queue.post(ExportWork.write(plan, workspace: workspace, overwriting: overwriting, in: context))
      }
    case .countMatrix(let generation, let model, let base):
      counting?.cancel()
      counting = Task.detached(priority: .userInitiated) {
        ExportWork.countMatrix(generation: generation, model: model, base: base) { answer in
          if !Task.isCancelled { queue.post(answer) }
        }
      }
    case .copy, .setMouse:
      terminal(effect)
    }
  }

  /// Parses bytes already in memory, as ``Effect/open(path:name:)`` does after reading.
  func parseInBackground(_ data: Data, name: String) {
    let queue = self.queue
    opening?.cancel()
    opening = Task.detached(priority: .userInitiated) { PayloadOpening.parse(data, name: name, queue: queue) }
  }

  func cancelAll() {
    inspection?.cancel()
    opening?.cancel()
    layingOut?.cancel()
    planning?.cancel()
    counting?.cancel()
  }
}

/// Parsing and printing a payload in the background, with progress for large ones.
enum PayloadOpening {
  static func parse(_ data: Data, name: String, queue: MessageQueue) {
    let megabytes = Double(data.count) / 1_048_576
    if megabytes >= 1 { queue.post(.progress(String(format: "parsing %@ (%.1f MB)…", name, megabytes))) }
    let value: JSONValue
    do {
      value = try JSONParser.parse(data)
    } catch {
      queue.post(.openFailed("\(name):\(error.line):\(error.column): \(error.message)"))
      return
    }
    if megabytes >= 1 { queue.post(.progress(String(format: "laying out %@ (%.1f MB)…", name, megabytes))) }
    let index = JSONTextIndex(value)
    queue.post(.opened(name: name, value, index))
  }
}
