import Foundation
import JSONFragment
import ModelProbe
import WorkbenchContext

extension Workspace {
  /// The fixture files (``fixtureFiles(in:)``), each with the model it is for, by fit where neither
  /// its folder nor its name says (``assigningByFit(_:in:)``): what lint checks and the app lists.
  /// `progress` hears how many of the fixtures to fit were fitted, of how many, as each is.
  public func assignedFixtures(
    in context: AppContext, progress: (_ fitted: Int, _ of: Int) -> Void = { _, _ in }
  ) -> [FixtureFile] {
    assigningByFit(fixtureFiles(in: context), in: context, progress: progress)
  }

  /// `files` with each fixture that neither its folder nor its name assigns (``FixtureFile/Assignment/firstModel``)
  /// given to the model it fits, where the workspace has several: decoded as each model (in the
  /// model's worker, under its time limit), it goes to one it decodes as, the one that reads the
  /// most of its keys and leaves the fewest unread (the first listed on a tie). A fixture that
  /// decodes as none is ``FixtureFile/Assignment/unassigned``, with the two models it came closest
  /// to and why each failed. A fixture meant to fail, or one that is not JSON, keeps the first model.
  /// Only models whose code runs in a worker are tried (or, for tests, ``fitsInThisProcess``):
  /// fitting runs every model's code on a payload none of them was written for. With a
  /// ``caches``, a fixture whose bytes were fitted before keeps that fit without a model run.
  public func assigningByFit(
    _ files: [FixtureFile], in context: AppContext, progress: (_ fitted: Int, _ of: Int) -> Void = { _, _ in }
  ) -> [FixtureFile] {
    guard models.count > 1, canFit else { return files }
    var kept: [String: KeptFit] = [:]
    let toFit = files.filter { $0.assignment == .firstModel && !$0.isMeantToFail }.count
    var fittedCount = 0
    let assigned = files.map { file in
      guard file.assignment == .firstModel, !file.isMeantToFail, let bytes = try? context.files.read(file.path)
      else { return file }
      let digest = KeptFit.digest(of: bytes)
      if let entry = caches?.fits.value(for: file.name), entry.digest == digest,
        entry.model.map({ name in models.contains { $0.name == name } }) ?? true
      {
        kept[file.name] = entry
        return fitted(file, entry: entry)
      }
      fittedCount += 1
      progress(fittedCount, toFit)
      guard let payload = try? PayloadText(parsing: bytes) else { return file }
      let fitted = fitted(file, payload: payload)
      kept[file.name] = KeptFit(
        digest: digest, model: fitted.assignment == .fit ? fitted.modelName : nil,
        misfits: fitted.misfits.map { [$0.model, $0.reason] })
      return fitted
    }
    caches?.fits.replaceAll(kept)
    caches?.fits.flush()
    caches?.learned.flush()
    return assigned
  }

  /// Whether fixtures and payloads may be fitted to the models: their code runs in workers, or
  /// the workspace says it may run here (``fitsInThisProcess``).
  public var canFit: Bool {
    fitsInThisProcess || models.allSatisfy(\.runsInWorker)
  }

  private func fitted(_ file: FixtureFile, payload: PayloadText) -> FixtureFile {
    let fit = ModelFit(payload, shapedFrom: models)
    var file = file
    if let best = fit.best {
      file.modelName = best.model.name
      file.assignment = .fit
      return file
    }
    file.modelName = nil
    file.assignment = .unassigned
    file.misfits = fit.ranked.prefix(2).compactMap(\.misfit)
    return file
  }

  private func fitted(_ file: FixtureFile, entry: KeptFit) -> FixtureFile {
    var file = file
    file.modelName = entry.model
    file.assignment = entry.model == nil ? .unassigned : .fit
    file.misfits = entry.misfits.compactMap { pair in
      pair.count == 2 ? FixtureFile.Misfit(model: pair[0], reason: pair[1]) : nil
    }
    return file
  }
}
