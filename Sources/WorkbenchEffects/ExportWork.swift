import FixtureEngine
import FixtureExport
import JSONCore
import WorkbenchContext
import WorkbenchUI

/// The work behind the export effects: each returns or reports the `Msg` that answers its effect.
enum ExportWork {
  /// Plans `request` (decoding the payload to tell passing from failing fixtures).
  static func plan(_ request: ExportRequest, model: WorkspaceModel, workspace: Workspace, in context: AppContext) -> Msg
  {
    do throws(ExportError) {
      return .exportPlanned(request, .success(try workspace.planExport(request, model: model, in: context)))
    } catch {
      return .exportPlanned(request, .failure(error))
    }
  }

  /// Writes the new and changed files of `plan`.
  static func write(_ plan: ExportPlan, workspace: Workspace, overwriting: Bool, in context: AppContext) -> Msg {
    do throws(ExportError) {
      return .exportWritten(plan, .success(try workspace.write(plan, overwriting: overwriting, in: context)))
    } catch {
      return .exportWritten(plan, .failure(error))
    }
  }

  /// Counts the cases of every strategy around `base`, with the options the export planner uses
  /// for each (pairwise isolates failing choices), reporting each count as it is known.
  static func countMatrix(generation: Int, model: WorkspaceModel, base: JSONValue, report: (Msg) -> Void) {
    for strategy in ScenarioStrategy.allCases {
      if Task.isCancelled { return }
      let options = ScenarioMatrix.Options(isolatesFailingChoices: strategy == .pairwise)
      let result: Result<Int, ScenarioMatrixError>
      do throws(ScenarioMatrixError) {
        let (varied, around) = ScenarioMatrix.varied(model, base: base)
        result = .success(try ScenarioMatrix(model: varied, base: around, options: options).count(strategy))
      } catch {
        result = .failure(error)
      }
      report(.matrixCounted(generation: generation, strategy, result))
    }
  }
}
