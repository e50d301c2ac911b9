import Foundation
import JSONCore
import ModelProbe
import Synchronization
import WorkbenchContext

extension Workspace {
  /// The payloads a model is learned over (``sampleFiles(forModelNamed:among:fits:)``), parsed,
  /// each with its name as the workspace shows it (`Fixtures/central-park.json`), then the
  /// elements of the arrays and maps of it (`[Ticket]`), at most `limit` of them. The model is
  /// learned over the first; the others show the values a discriminator takes. The fits are read
  /// from their file as it is now: a worker learns the model, and the workbench that started it
  /// fitted the fixtures.
  func samples(for model: WorkspaceModel, in context: AppContext = .live, limit: Int = 64)
    -> [(name: String, payload: JSONValue)]
  {
    samples(forModelNamed: model.name, in: context, limit: limit)
  }

  /// ``samples(for:in:limit:)`` of the model named `name`, then those the package's other
  /// workspaces (`siblings`) give the same type.
  func samples(
    forModelNamed name: String, in context: AppContext = .live, limit: Int = 64, siblings: [SiblingFixtures] = []
  ) -> [(name: String, payload: JSONValue)] {
    let fits = caches?.fits.valuesOnDisk ?? [:]
    let fixtures = fixtureFiles(in: context)
    let own = learningFiles(forModelNamed: name, among: fixtures, fits: fits).map { (self, $0.file, $0.isCollection) }
    var samples: [(name: String, payload: JSONValue)] = []
    for (workspace, fixture, isCollection) in own + siblingLearningFiles(forModelNamed: name, siblings: siblings) {
      guard samples.count < limit, let data = try? context.files.read(fixture.path),
        let payload = try? JSONParser.parse(data)
      else { continue }
      let shown = workspace.shownName(of: fixture, from: self)
      guard isCollection else {
        samples.append((shown, payload))
        continue
      }
      // An array or a map of the model teaches it with its elements.
      for (index, element) in Self.elements(of: payload).prefix(limit - samples.count).enumerated() {
        samples.append(("\(shown), element \(index)", element))
      }
    }
    return samples
  }

  /// The payloads of the fixtures a kept fit gives the model named `name` though it no longer
  /// decodes them (``brokenFiles(forModelNamed:among:fits:)``), at most `limit` of them: they
  /// teach it no key, but show the values a discriminator takes in them.
  func brokenSamples(forModelNamed name: String, in context: AppContext = .live, limit: Int = 16) -> [JSONValue] {
    let files = Self.brokenFiles(
      forModelNamed: name, among: fixtureFiles(in: context), fits: caches?.fits.valuesOnDisk ?? [:])
    return files.prefix(limit).compactMap { fixture in
      (try? context.files.read(fixture.path)).flatMap { try? JSONParser.parse($0) }
    }
  }

  /// The fixtures among `fixtures` that a kept fit (`fits`) gives the model named `name` as the
  /// one that reads the most of them, though it does not decode them (``KeptFit/fails``).
  static func brokenFiles(forModelNamed name: String, among fixtures: [FixtureFile], fits: [String: KeptFit])
    -> [FixtureFile]
  {
    fixtures.filter { fixture in
      guard !fixture.isMeantToFail, fixture.assignment == .name || fixture.assignment == .firstModel,
        let fit = fits[fixture.name]
      else { return false }
      return fit.model == name && fit.fails == true
    }
  }

  /// How a fixture of this workspace is named among the samples of a model of `learner`: by its
  /// first folder (`Fixtures/central-park.json`), and by this workspace's name too when it is another's.
  private func shownName(of fixture: FixtureFile, from learner: Workspace) -> String {
    let shown = fixtureFolders.first.map { "\($0)/\(fixture.name)" } ?? fixture.name
    return learner.name == name ? shown : "\(name): \(shown)"
  }

  private static func elements(of payload: JSONValue) -> [JSONValue] {
    switch payload {
    case .array(let elements): elements
    case .object(let object): object.members.map(\.value)
    default: []
    }
  }

  /// The files a model is learned over: its own (``sampleFiles(forModelNamed:among:fits:)``),
  /// then those of the arrays and maps of it, whose elements teach it (`isCollection`).
  func learningFiles(forModelNamed name: String, among fixtures: [FixtureFile], fits: [String: KeptFit])
    -> [(file: FixtureFile, isCollection: Bool)]
  {
    Self.learningFiles(forModelNamed: name, in: Self.byModelTaught(fixtures, fits: fits))
  }

  /// ``learningFiles(forModelNamed:among:fits:)`` read from fixtures grouped by the model each teaches.
  static func learningFiles(forModelNamed name: String, in byModel: [String: [FixtureFile]])
    -> [(file: FixtureFile, isCollection: Bool)]
  {
    let collections = ModelCollection.allCases.flatMap { byModel[$0.name(of: name)] ?? [] }
    return (byModel[name] ?? []).map { ($0, false) } + collections.map { ($0, true) }
  }

  /// `fixtures` grouped by the model each teaches (``modelTaught(by:fits:)``), in their order.
  static func byModelTaught(_ fixtures: [FixtureFile], fits: [String: KeptFit]) -> [String: [FixtureFile]] {
    var byModel: [String: [FixtureFile]] = [:]
    for fixture in fixtures {
      if let model = modelTaught(by: fixture, fits: fits) { byModel[model, default: []].append(fixture) }
    }
    return byModel
  }

  /// The fixtures a model is learned over, among `fixtures`: those meant to decode that their
  /// folder, their name or the configuration gives it, and those a kept fit (`fits`) gives it
  /// (``modelTaught(by:fits:)``).
  func sampleFiles(forModelNamed name: String, among fixtures: [FixtureFile], fits: [String: KeptFit])
    -> [FixtureFile]
  {
    fixtures.filter { Self.modelTaught(by: $0, fits: fits) == name }
  }

  /// The model `fixture` teaches, if any: the one its folder, its name or the configuration gives
  /// it, unless it is meant to fail. A fit decides over a name: a fixture named like one model and
  /// fitted to another teaches the other, and one that nothing names and no fit gives a model, or
  /// that a fit gives the model it fails (``ModelFit/closestFailing``), teaches none. Where no fit
  /// was kept (none made yet, or no cache), the folder's or the name's proposal stands.
  static func modelTaught(by fixture: FixtureFile, fits: [String: KeptFit]) -> String? {
    guard !fixture.isMeantToFail else { return nil }
    if fixture.assignment == .name || fixture.assignment == .firstModel, let fit = fits[fixture.name] {
      // A fit made because no model decodes it is a broken fixture: the model refuses it.
      if let model = fit.model { return fit.fails == true ? nil : model }
      return fixture.assignment == .name ? fixture.modelName : nil
    }
    return fixture.modelName
  }

  /// Digests of the fixtures ``samples(for:in:limit:)`` reads, with the fits this workbench keeps:
  /// what a model learned over them is kept under their names and bytes.
  /// `among` is the workspace's fixture files, when the caller listed them already.
  /// `taught` groups them by the model each teaches, for every model's digest alike.
  func sampleDigest(
    for model: WorkspaceModel, in context: AppContext = .live, limit: Int = 64, among listed: [FixtureFile]? = nil,
    siblings: [SiblingFixtures] = [], taught: TaughtFixtures? = nil
  ) -> SampleDigest {
    var whole = FNV1a()
    var names = FNV1a()
    let fixtures = listed ?? fixtureFiles(in: context)
    let fits = caches?.fits.values ?? [:]
    let files =
      taught?.learningFiles(forModelNamed: model.name, among: fixtures, fits: fits)
      ?? learningFiles(forModelNamed: model.name, among: fixtures, fits: fits)
    let own = files.map { (self, $0.file) }
    let others = siblingLearningFiles(forModelNamed: model.name, siblings: siblings).map { ($0.sibling, $0.file) }
    for (workspace, fixture) in (own + others).prefix(limit) {
      let shown = workspace.shownName(of: fixture, from: self)
      whole.add(shown.utf8)
      whole.add([0])
      whole.add((try? context.files.read(fixture.path)) ?? Data())
      whole.add([0])
      names.add(shown.utf8)
      names.add([0])
    }
    // The broken ones show values a discriminator takes: the tree learned with them is theirs too.
    for fixture in Self.brokenFiles(forModelNamed: model.name, among: fixtures, fits: fits).prefix(16) {
      let mark = [1] + Array(fixture.name.utf8) + [0]
      whole.add(mark)
      names.add(mark)
      whole.add((try? context.files.read(fixture.path)) ?? Data())
    }
    return SampleDigest(names: names.hex, whole: whole.hex)
  }
}

/// Digests of the fixtures a model is learned over (``Workspace/sampleDigest(for:in:limit:among:siblings:taught:)``).
struct SampleDigest: Sendable, Equatable {
  /// Of their names: which fixtures they are.
  var names: String
  /// Of their names and bytes.
  var whole: String
}

/// A workspace's fixtures grouped by the model each teaches (``Workspace/modelTaught(by:fits:)``),
/// grouped again only when the listing or the fits change: the digests of all its models read one
/// grouping, where each would otherwise go through every fixture.
final class TaughtFixtures: Sendable {
  private let grouped = Mutex<(fixtures: [FixtureFile], fits: [String: KeptFit], byModel: [String: [FixtureFile]])?>(
    nil)

  /// What ``Workspace/learningFiles(forModelNamed:among:fits:)`` answers.
  func learningFiles(forModelNamed name: String, among fixtures: [FixtureFile], fits: [String: KeptFit])
    -> [(file: FixtureFile, isCollection: Bool)]
  {
    Workspace.learningFiles(forModelNamed: name, in: grouping(fixtures, fits: fits))
  }

  private func grouping(_ fixtures: [FixtureFile], fits: [String: KeptFit]) -> [String: [FixtureFile]] {
    grouped.withLock { kept in
      if let kept, Self.same(kept.fixtures, fixtures), kept.fits == fits { return kept.byModel }
      let byModel = Workspace.byModelTaught(fixtures, fits: fits)
      kept = (fixtures, fits, byModel)
      return byModel
    }
  }

  /// Whether `a` and `b` are one listing: the same array, which `kept` holds alive.
  private static func same(_ a: [FixtureFile], _ b: [FixtureFile]) -> Bool {
    a.count == b.count
      && a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } }
  }
}
