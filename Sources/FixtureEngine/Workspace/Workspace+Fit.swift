import Foundation
import JSONCore
import ModelProbe
import WorkbenchContext

extension Workspace {
  /// The fixture files (``fixtureFiles(in:)``), each with the model it is for, by fit where neither
  /// its folder nor its name says (``assigningByFit(_:in:progress:)``): what lint checks and the app lists.
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
  /// The name proposes, the fit decides: a fixture its name gives to a model it does not decode as
  /// goes to the model it fits instead, when that one reads at least as many of its keys
  /// (``FixtureFile/namedLike`` keeps the name's model); it stays with the name's model, to fail
  /// there, when none does.
  /// Only models whose code runs in a worker are tried (or, for tests, `fitsInThisProcess`):
  /// fitting runs every model's code on a payload none of them was written for. With
  /// `caches`, a fixture whose bytes were fitted before keeps that fit without a model run.
  public func assigningByFit(
    _ files: [FixtureFile], in context: AppContext, progress: (_ fitted: Int, _ of: Int) -> Void = { _, _ in }
  ) -> [FixtureFile] {
    guard models.count > 1, canFit else { return files }
    var kept: [String: KeptFit] = [:]
    let toFit = files.filter(Self.isFitted).count
    var fittedCount = 0
    let result = files.map { file in
      guard Self.isFitted(file), let bytes = try? context.files.read(file.path) else { return file }
      let (fitted, entry, wasKept) = assigned(file, bytes: bytes)
      if !wasKept {
        fittedCount += 1
        progress(fittedCount, toFit)
      }
      kept[file.name] = entry
      return fitted
    }
    caches?.fits.replaceAll(kept)
    caches?.fits.flush()
    caches?.learned.flush()
    return result
  }

  /// `file` as ``assigningByFit(_:in:progress:)`` assigns it, alone: what `inspect` of a fixture
  /// says, the same as lint and the app.
  public func assigned(_ file: FixtureFile, in context: AppContext) -> FixtureFile {
    guard models.count > 1, canFit, Self.isFitted(file), let bytes = try? context.files.read(file.path) else {
      return file
    }
    let (fitted, entry, wasKept) = assigned(file, bytes: bytes)
    if !wasKept, let entry {
      caches?.fits.set(entry, for: file.name)
      caches?.fits.flush()
    }
    return fitted
  }

  /// Whether a fixture's model is decided by a fit: its name names one, or nothing does, and it
  /// is not meant to fail.
  private static func isFitted(_ file: FixtureFile) -> Bool {
    [.firstModel, .name].contains(file.assignment) && !file.isMeantToFail
  }

  /// `file` with `bytes` assigned, what is kept of its fit, and whether that was kept before.
  private func assigned(_ file: FixtureFile, bytes: Data) -> (FixtureFile, KeptFit?, Bool) {
    let digest = KeptFit.digest(of: bytes)
    if let entry = caches?.fits.value(for: file.name), entry.digest == digest,
      entry.model.map({ name in (try? model(named: name)) != nil }) ?? (file.assignment == .firstModel)
    {
      return (fitted(file, entry: entry), entry, true)
    }
    guard let payload = try? PayloadText(parsing: bytes) else { return (file, nil, false) }
    let fitted = fitted(file, payload: payload)
    let entry = KeptFit(
      digest: digest, model: fitted.assignment == .unassigned ? nil : fitted.modelName,
      misfits: fitted.misfits.map { [$0.model, $0.reason] })
    return (fitted, entry, false)
  }

  /// Whether fixtures and payloads may be fitted to the models: their code runs in workers, or
  /// the workspace says it may run here (`fitsInThisProcess`).
  public var canFit: Bool {
    fitsInThisProcess || models.allSatisfy(\.runsInWorker)
  }

  private func fitted(_ file: FixtureFile, payload: PayloadText) -> FixtureFile {
    if file.assignment == .name, let name = file.modelName, let named = try? model(named: name) {
      return fitted(file, payload: payload, namedLike: named)
    }
    let fit = fit(payload)
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

  /// `file`, which its name gives to `named`: kept there when it decodes as it, or when no other
  /// model decodes it and reads at least as many of its keys.
  private func fitted(_ file: FixtureFile, payload: PayloadText, namedLike named: WorkspaceModel) -> FixtureFile {
    let own = named.inspect(payload, comparisonLimit: 0)
    guard !own.decodes, let best = fit(payload).best,
      best.model.name != named.name,
      (best.inspection.trace?.readCount ?? 0) >= (own.trace?.readCount ?? 0)
    else { return file }
    var file = file
    file.modelName = best.model.name
    file.assignment = .fit
    file.namedLike = named.name
    return file
  }

  /// How `payload` fits the models it may be (``candidates(for:)``), or, where it fits none of
  /// those and is an object, maps of them (``mapCandidates(for:)``: `[String: Rate]`).
  public func fit(_ payload: PayloadText) -> ModelFit {
    let fit = ModelFit(payload, shapedFrom: candidates(for: payload))
    let maps = mapCandidates(for: payload)
    guard fit.best == nil, !maps.isEmpty else { return fit }
    let mapFit = ModelFit(payload, shapedFrom: maps)
    return mapFit.best == nil ? fit : mapFit
  }

  /// The models a payload may be: the workspace's, or, for an array, arrays of them (`[Ticket]`).
  public func candidates(for payload: PayloadText) -> [WorkspaceModel] {
    guard case .array(let elements) = payload.value else { return models }
    return collections(.array, of: elements.first)
  }

  /// The maps of models an object of objects may be (`[String: Rate]`); none for another
  /// payload. A map of plain values (`[String: String]`) would fit nearly any object: it is one
  /// only by name (`--model '[String: String]'`).
  public func mapCandidates(for payload: PayloadText) -> [WorkspaceModel] {
    guard case .object(let object) = payload.value, case .object? = object.members.first?.value else { return [] }
    return collections(.dictionary, of: nil)
  }

  /// A collection of the plain value `element` is (`["a", "b"]` is `[String]`), or collections
  /// of every model.
  private func collections(_ collection: ModelCollection, of element: JSONValue?) -> [WorkspaceModel] {
    let value: String? =
      switch element {
      case .string?: "String"
      case .number(let number)?: number.text.contains { ".eE".contains($0) } ? "Double" : "Int"
      case .bool?: "Bool"
      default: nil
      }
    if let value, let values = try? model(named: collection.name(of: value)) { return [values] }
    return models.compactMap { try? model(named: collection.name(of: $0.name)) }
  }

  private func fitted(_ file: FixtureFile, entry: KeptFit) -> FixtureFile {
    if file.assignment == .name {
      guard let model = entry.model, model != file.modelName else { return file }
      var file = file
      file.namedLike = file.modelName
      file.modelName = model
      file.assignment = .fit
      return file
    }
    var file = file
    file.modelName = entry.model
    file.assignment = entry.model == nil ? .unassigned : .fit
    file.misfits = entry.misfits.compactMap { pair in
      pair.count == 2 ? FixtureFile.Misfit(model: pair[0], reason: pair[1]) : nil
    }
    return file
  }
}
