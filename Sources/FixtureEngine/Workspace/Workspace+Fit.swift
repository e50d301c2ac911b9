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
  /// decodes as none goes to the model that reads some of it before it fails and whose key tree
  /// holds at least half of it (``ModelFit/closestFailing``), as that model's broken fixture; one
  /// that no model comes that close to is ``FixtureFile/Assignment/unassigned``, with the two models it came closest to and why
  /// each failed. A fixture meant to fail, or one that is not JSON, keeps the first model.
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
    guard canFit else { return files }
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
  /// says, the same as lint and the app. A kept fit is proved first: its model must decode the file.
  public func assigned(_ file: FixtureFile, in context: AppContext) -> FixtureFile {
    guard canFit, Self.isFitted(file), let bytes = try? context.files.read(file.path) else {
      return file
    }
    var (fitted, entry, wasKept) = assigned(file, bytes: bytes)
    if wasKept, let name = fitted.modelName, let model = try? model(named: name),
      !model.inspect(bytes, comparisonLimit: 0).decodesAsFarAsKnown
    {
      return refitted(file, in: context)
    }
    fitted.fitWasKept = false
    if !wasKept, let entry {
      caches?.fits.set(entry, for: file.name)
      caches?.fits.flush()
    }
    return fitted
  }

  /// Whether what can be seen contradicts the fit that gave `file` to another model than its
  /// name's, whatever a cache says it proved: the name's model decodes it. A fit made now never
  /// does that (a model its name proposes and that decodes it is taken, or one that decodes it and
  /// reads clearly more), so such a fit was kept from an earlier run, and is made again.
  public func fitIsContradicted(_ file: FixtureFile, in context: AppContext) -> Bool {
    guard file.assignment == .fit, let named = file.namedLike, let model = try? model(named: named),
      let bytes = try? context.files.read(file.path)
    else { return false }
    return model.inspect(bytes, comparisonLimit: 0).decodesAsFarAsKnown
  }

  /// `file` fitted again, whatever was kept of its fit, and kept so: for a fixture whose kept fit
  /// gave it to a model it does not decode as (``FixtureFile/fitWasKept``). A cache is data from
  /// outside; it is never believed over the model's own verdict.
  public func refitted(_ file: FixtureFile, in context: AppContext) -> FixtureFile {
    var file = file
    if file.fitWasKept {
      // What the folder or name said, before the kept fit replaced it.
      file = fixtureFiles(in: context).first { $0.path == file.path } ?? file
    }
    guard canFit, Self.isFitted(file), let bytes = try? context.files.read(file.path),
      let payload = try? PayloadText(parsing: bytes)
    else { return file }
    let fitted = fitted(file, payload: payload)
    var kept = Self.keptFit(fitted, digest: KeptFit.digest(of: bytes))
    kept.proved = true
    caches?.fits.set(kept, for: file.name)
    caches?.fits.flush()
    return fitted
  }

  /// Whether a fixture's model is decided by a fit: its folder or name proposes one, or nothing
  /// does, and it is not meant to fail. A folder proposes as a name does: Twitch's
  /// `Events/Channel/channelFollow.json` is a message about a channel, not a `Channel`.
  private static func isFitted(_ file: FixtureFile) -> Bool {
    [.firstModel, .name, .folder].contains(file.assignment) && !file.isMeantToFail
  }

  /// `file` with `bytes` assigned, what is kept of its fit, and whether that was kept before.
  private func assigned(_ file: FixtureFile, bytes: Data) -> (FixtureFile, KeptFit?, Bool) {
    let digest = KeptFit.digest(of: bytes)
    if let entry = caches?.fits.value(for: file.name), entry.digest == digest,
      entry.model.map({ name in (try? model(named: name)) != nil }) ?? true
    {
      return (fitted(file, entry: entry), entry, true)
    }
    guard let payload = try? PayloadText(parsing: bytes) else { return (file, nil, false) }
    let fitted = fitted(file, payload: payload)
    return (fitted, Self.keptFit(fitted, digest: digest), false)
  }

  private static func keptFit(_ fitted: FixtureFile, digest: String) -> KeptFit {
    KeptFit(
      digest: digest, model: fitted.assignment == .unassigned ? nil : fitted.modelName,
      misfits: fitted.misfits.map { [$0.model, $0.reason] }, proved: fitted.fitFails ? true : nil,
      fails: fitted.fitFails ? true : nil)
  }

  /// Whether fixtures and payloads may be fitted to the models: their code runs in workers, or
  /// the workspace says it may run here (`fitsInThisProcess`).
  public var canFit: Bool {
    fitsInThisProcess || models.allSatisfy(\.runsInWorker)
  }

  private func fitted(_ file: FixtureFile, payload: PayloadText) -> FixtureFile {
    if file.isProposed, let name = file.modelName, let named = try? model(named: name) {
      return fitted(file, payload: payload, namedLike: named)
    }
    // A workspace of one model proposes it for every fixture, as a name would.
    if file.assignment == .firstModel, models.count == 1 {
      var fitted = fitted(file, payload: payload, namedLike: models[0])
      fitted.namedLike = nil
      return fitted
    }
    let fit = fit(payload)
    var file = file
    if let best = fit.best(namedLike: URL(fileURLWithPath: file.name).deletingPathExtension().lastPathComponent) {
      // A model it fails whose keys hold clearly more of it than the one it decodes as reads.
      let closer = fit.closerFailing
      file.modelName = (closer ?? best).model.name
      file.assignment = .fit
      file.fitFails = closer != nil
      return file
    }
    file.modelName = nil
    file.assignment = .unassigned
    file.misfits = fit.ranked.prefix(2).compactMap(\.misfit)
    let neighbour = fittedToNeighbours(file, payload: payload)
    // A payload that none decodes, which one model reads well before it fails, is that model's
    // broken fixture.
    guard neighbour.assignment != .fit, let closest = fit.closestFailing else { return neighbour }
    file.modelName = closest.model.name
    file.assignment = .fit
    file.misfits = []
    file.fitFails = true
    return file
  }

  /// `file`, which fits none of this workspace's models, given to the model of another module of
  /// the package that it fits (``neighbours``), one that reads at least `leastRead` of its keys, if
  /// one does.
  private func fittedToNeighbours(_ file: FixtureFile, payload: PayloadText, leastRead: Int = 0) -> FixtureFile {
    guard !neighbours.isEmpty,
      let best = ModelFit(payload, shapedFrom: neighbours).best(
        namedLike: URL(fileURLWithPath: file.name).deletingPathExtension().lastPathComponent),
      best.reading.read >= leastRead
    else { return file }
    var file = file
    file.modelName = best.model.name
    file.assignment = .fit
    file.misfits = []
    return file
  }

  /// `file`, which its name gives to `named`. The name proposes, the fit decides:
  /// - it decodes as `named`, or `named` refuses it only for want of context: it stays, unless `named` does not read enough of it (`PayloadReading.readsWell`)
  ///   and another model decodes it and reads clearly more (``ModelFit/clearlyMore``: `User`
  ///   reading 5 of 60 never keeps a repository);
  /// - it does not: it goes to the model it fits, one that reads at least as many of its keys as
  ///   `named`; else it stays there, to fail as `named`'s broken fixture, when `named` reads at
  ///   least ``ModelFit/leastNamedShare`` of its keys; when it reads less, it is the broken fixture of
  ///   the model that fails on it and whose key tree holds at least half of it
  ///   (``ModelFit/closestFailing``), if one does, else no model's (``FixtureFile/Assignment/unassigned``): a mock of a type the tests
  ///   define, named like a model.
  private func fitted(_ file: FixtureFile, payload: PayloadText, namedLike named: WorkspaceModel) -> FixtureFile {
    let stem = URL(fileURLWithPath: file.name).deletingPathExtension().lastPathComponent
    let own = named.inspect(payload, comparisonLimit: 0)
    let ownReading = ModelFit.Reading(own, of: payload.value)
    var file = file
    // A model that refuses the payload only for want of its package's context has nothing against it.
    if own.decodesAsFarAsKnown {
      let ownTry = ModelFit.Try(index: -1, model: named, inspection: own, reading: ownReading)
      guard own.needsContext || !ownReading.readsWell else { return file }
      let other = self.fit(payload).best(namedLike: stem).flatMap { $0.model.name == named.name ? nil : $0 }
      guard !keepsNamed(ownTry, against: other, fileName: file.name), let best = other else { return file }
      file.modelName = best.model.name
      file.assignment = .fit
      file.namedLike = named.name
      return file
    }
    let fit = fit(payload)
    if let best = fit.best(namedLike: stem), best.model.name != named.name, best.reading.read >= ownReading.read {
      file.modelName = best.model.name
      file.assignment = .fit
      file.namedLike = named.name
      return file
    }
    var neighbour = fittedToNeighbours(file, payload: payload, leastRead: ownReading.read)
    if neighbour.assignment == .fit {
      neighbour.namedLike = named.name
      return neighbour
    }
    guard ownReading.share < ModelFit.leastNamedShare else { return file }
    // Another model reads it well before it fails: it is that model's broken fixture.
    if let closest = fit.closestFailing, closest.model.name != named.name {
      file.modelName = closest.model.name
      file.assignment = .fit
      file.namedLike = named.name
      file.fitFails = true
      return file
    }
    let ownTry = ModelFit.Try(index: -1, model: named, inspection: own, reading: ownReading)
    file.modelName = nil
    file.assignment = .unassigned
    file.namedLike = named.name
    file.misfits = ([ownTry] + fit.ranked.filter { $0.model.name != named.name }.prefix(1)).compactMap(\.misfit)
    return file
  }

  /// Whether a payload stays with `named`, the try of the model the name of its file (`fileName`)
  /// proposes, when `other` decodes it too (``ModelFit/namedKeeps(_:against:namedWholly:)``),
  /// knowing whether that model reads any JSON and whether the file bears its whole name.
  public func keepsNamed(_ named: ModelFit.Try, against other: ModelFit.Try?, fileName: String) -> Bool {
    var named = named
    named.readsAnything = named.inspection.needsContext && CatchAllModels(models: models).readsAnything(named.model)
    let wholly = isNamedWholly(byFileName: URL(fileURLWithPath: fileName).lastPathComponent)
    return ModelFit.namedKeeps(named, against: other, namedWholly: wholly)
  }

  /// How `payload` fits the models it may be (``candidates(for:)``), or, where it fits none of
  /// those and is an object, maps of them (``mapCandidates(for:)``: `[String: Rate]`).
  /// With `likelyOnly`, only the models that may read the payload's keys are tried
  /// (``ModelFit/init(_:shapedFrom:likelyOnly:)``).
  public func fit(_ payload: PayloadText, likelyOnly: Bool = false) -> ModelFit {
    let fit = ModelFit(payload, shapedFrom: candidates(for: payload), likelyOnly: likelyOnly)
    let maps = mapCandidates(for: payload)
    guard fit.best == nil, !maps.isEmpty else { return fit }
    let mapFit = ModelFit(payload, shapedFrom: maps, likelyOnly: likelyOnly)
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
    if file.isProposed, entry.model == file.modelName { return file }
    var file = file
    // A fixture that fits none, or one fitted again in this build, has nothing left to prove.
    file.fitWasKept = entry.model != nil && entry.proved != true
    file.fitFails = entry.fails == true
    if file.isProposed, let model = entry.model {
      file.namedLike = file.modelName
      file.modelName = model
      file.assignment = .fit
      return file
    }
    if file.isProposed { file.namedLike = file.modelName }
    file.modelName = entry.model
    file.assignment = entry.model == nil ? .unassigned : .fit
    file.misfits = entry.misfits.compactMap { pair in
      pair.count == 2 ? FixtureFile.Misfit(model: pair[0], reason: pair[1]) : nil
    }
    return file
  }
}
