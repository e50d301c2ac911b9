import FixtureEngine
import FixtureLint
import Foundation
import JSONCore
import ModelProbe
import WorkbenchContext
import WorkbenchUI

/// The one interpreter of the workbench's effects: an `Effect` and the app's `AppContext` in,
/// the messages that answer it out. The terminal app runs it off its input loop (a cancelled task
/// stops early and reports nothing more); tests run the very same code at once with
/// `AppContext.test(...)`.
///
/// The terminal's own effects (`Effect.isTerminal`: the clipboard, the mouse) are not run here:
/// they answer with no message.
public struct EffectInterpreter: Sendable {
  /// What the effects read, write and ask.
  public let context: AppContext

  /// An interpreter over `context`.
  public init(context: AppContext) {
    self.context = context
  }

  /// Runs `effect`, handing each answering message to `report` as soon as it is known (progress
  /// first, the result last; a matrix count per strategy).
  public func run(_ effect: Effect, report: (Msg) -> Void) {
    switch effect {
    case .inspect(let generation, let workspace, let model, let payload, let dates):
      let printed = PayloadText(printing: payload)
      if Task.isCancelled { return }
      let decoded = model.inspect(printed, comparisonLimit: EditorState.comparedValueLimit, dates: dates)
      if Task.isCancelled { return }
      let inspection = workspace.attributingRefusals(decoded, of: payload, by: model, dates: dates, in: context)
      if Task.isCancelled { return }
      report(.inspected(generation: generation, inspection))
    case .learn(let workspace, let model):
      report(.learned(workspace, model, model.schema()))
    case .layOut(let generation, let payload):
      let index = JSONTextIndex(payload)
      if Task.isCancelled { return }
      report(.laidOut(generation: generation, index))
    case .open(let path, let name):
      PayloadOpening.read(path, name: name, in: context, report: report)
    case .parse(let data, let name):
      PayloadOpening.parse(data, name: name, report: report)
    case .openFirstFixture(let workspace, let model):
      // A fixture its pin, folder or name gives the model opens at once; fitting the others to
      // every model waits only when the model has none of those.
      let named = workspace.fixtureFiles(in: context).filter {
        $0.modelName == model.name && $0.assignment != .firstModel
      }
      let fixtures =
        named.isEmpty ? workspace.assignedFixtures(in: context).filter { $0.modelName == model.name } : named
      guard let first = fixtures.first(where: { !$0.isMeantToFail }) ?? fixtures.first else {
        report(.noFixtureToOpen)
        return
      }
      PayloadOpening.read(first.path, name: first.name, in: context, report: report)
    case .listFixtures(let workspace):
      report(.fixturesListed(workspace.assignedFixtures(in: context)))
    case .countFixtures(let workspace):
      let counts = workspace.assignedFixtures(in: context).reduce(into: [String: Int]()) { counts, file in
        if let model = file.modelName { counts[model, default: 0] += 1 }
      }
      report(.fixturesCounted(workspace: workspace.name, counts))
    case .planExport(let workspace, let model, let request):
      report(ExportWork.plan(request, model: model, workspace: workspace, in: context))
    case .writeExport(let workspace, let plan, let overwriting):
      report(ExportWork.write(plan, workspace: workspace, overwriting: overwriting, in: context))
    case .countMatrix(let generation, let model, let base):
      ExportWork.countMatrix(generation: generation, model: model, base: base, report: report)
    case .writeSnippet(let workspace, let model, let payload):
      report(.snippetWritten(workspace.stateSnippet(for: payload, model: model, in: context)))
    case .summarizeSet(let payloadSet, let model):
      PayloadSetWork.summarize(payloadSet, model: model, in: context, report: report)
    case .openSetPayload(let payloadSet, let index, let origin, let name):
      PayloadSetWork.open(payloadSet, index: index, origin: origin, name: name, in: context, report: report)
    case .saveDates(let workspace, let model, let dates):
      report(DatesSaving.save(dates, model: model, workspace: workspace, in: context))
    case .proposeRepair(let workspace, let model, let path, let name):
      let fix = workspace.repair(fixtureAt: path, as: model.name, in: context)
      report(.repairProposed(fix.map { RepairProposal($0, name: name) }, name: name))
    case .writeRepair(let proposal):
      report(RepairWriting.write(proposal, in: context))
    case .copy, .setMouse:
      break
    }
  }

  /// Runs `effect` and returns every message that answers it, in order.
  public func messages(answering effect: Effect) -> [Msg] {
    var messages: [Msg] = []
    run(effect) { messages.append($0) }
    return messages
  }
}
