import Foundation
import JSONFragment
import ModelProbe
import WorkbenchContext

extension Workspace {
  /// The fixture files (``fixtureFiles(in:)``), each with the model it is for, by fit where neither
  /// its folder nor its name says (``assigningByFit(_:in:)``): what lint checks and the app lists.
  public func assignedFixtures(in context: AppContext) -> [FixtureFile] {
    assigningByFit(fixtureFiles(in: context), in: context)
  }

  /// `files` with each fixture that neither its folder nor its name assigns (``FixtureFile/Assignment/firstModel``)
  /// given to the model it fits, where the workspace has several: decoded as each model (in the
  /// model's worker, under its time limit), it goes to one it decodes as, the one that reads the
  /// most of its keys and leaves the fewest unread (the first listed on a tie). A fixture that
  /// decodes as none is ``FixtureFile/Assignment/unassigned``, with the two models it came closest
  /// to and why each failed. A fixture meant to fail, or one that is not JSON, keeps the first model.
  /// Only models whose code runs in a worker are tried (or, for tests, ``fitsInThisProcess``):
  /// fitting runs every model's code on a payload none of them was written for.
  public func assigningByFit(_ files: [FixtureFile], in context: AppContext) -> [FixtureFile] {
    guard models.count > 1, fitsInThisProcess || models.allSatisfy(\.runsInWorker) else { return files }
    return files.map { file in
      guard file.assignment == .firstModel, !file.isMeantToFail, let bytes = try? context.files.read(file.path),
        let payload = try? PayloadText(parsing: bytes)
      else { return file }
      return fitted(file, payload: payload)
    }
  }

  private func fitted(_ file: FixtureFile, payload: PayloadText) -> FixtureFile {
    let tries = models.map { model in (model: model, inspection: model.inspect(payload, comparisonLimit: 0)) }
    var file = file
    let decoding = tries.filter { $0.inspection.decodes }
    if let best = decoding.max(by: { Self.fitsWorse($0.inspection, than: $1.inspection) }) {
      file.modelName = best.model.name
      file.assignment = .fit
      return file
    }
    file.modelName = nil
    file.assignment = .unassigned
    file.misfits =
      tries
      .sorted { ($0.inspection.trace?.readCount ?? 0) > ($1.inspection.trace?.readCount ?? 0) }
      .prefix(2)
      .map { FixtureFile.Misfit(model: $0.model.name, reason: Self.firstFailure(of: $0.inspection)) }
    return file
  }

  /// Whether `one` reads fewer of the payload's keys than `other`, or as many and leaves more unread.
  private static func fitsWorse(_ one: PayloadInspection, than other: PayloadInspection) -> Bool {
    let (oneRead, otherRead) = (one.trace?.readCount ?? 0, other.trace?.readCount ?? 0)
    if oneRead != otherRead { return oneRead < otherRead }
    return (one.trace?.unreadKeys.count ?? 0) > (other.trace?.unreadKeys.count ?? 0)
  }

  private static func firstFailure(of inspection: PayloadInspection) -> String {
    switch inspection.verdict {
    case .stopped(let stop): return "its own code: \(stop.stop)"
    case .invalidJSON(let error): return "\(error)"
    case .decodes, .fails:
      guard let failure = inspection.trace?.firstFailure else { return "a value the tracer cannot name" }
      return "\(failure.path): \(failure.message)"
    }
  }
}
