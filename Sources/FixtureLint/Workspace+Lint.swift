import FixtureEngine
import Synchronization
import WorkbenchContext

extension Workspace {
  /// Re-reads every fixture file of the workspace's fixture folders and decodes it as its model
  /// (see `FixtureFile.modelName`; one that neither its folder nor its name assigns goes to the
  /// model it fits, `assignedFixtures(in:progress:)`, and is only a warning when it fits none), then holds the result against what the fixture is meant to
  /// do: a fixture decodes, unless it sits in a `failing` folder; then it must fail at the path
  /// that folder's ``ExpectedFailureManifest`` records.
  ///
  /// With `recording`, each manifest first gets a line for every failing fixture that has none
  /// and loses the lines of fixtures that no longer exist (see ``LintReport/changes``); lines that
  /// are there stay as they are; a manifest written gets `upkeep` in its header, the caller's words
  /// for how the file is kept. All file access goes through `context.files`. Keys a model never
  /// reads are one line per model (``LintReport/unread``), or, `listingUnread`, each a warning.
  /// A fixture whose kept fit gave it to a model it does not decode as is fitted again, and so is
  /// one whose kept fit took it from the model its name proposes, where that model decodes it.
  /// `progress` hears how far the run is, as it goes.
  public func lint(
    in context: AppContext, recording: Bool = false, upkeep: String? = nil, listingUnread: Bool = false,
    progress: @Sendable (_ step: LintProgress) -> Void = { _ in }
  ) -> LintReport {
    let assigned = assignedFixtures(in: context) { progress(.fitting($0, of: $1)) }
    let before = modelsBeforeTheirChange()
    let checked = Mutex(0)
    let decoded = SpreadOverLanes.map(assigned) { fixture, lane in
      var check = DecodedFixture(fixture, in: self, context: context, lane: lane)
      // A kept fit is believed only while its model decodes the fixture, and, proved or not,
      // never where the model its name proposes decodes it.
      if !check.decodes, fixture.fitWasKept || fitIsContradicted(fixture, in: context) {
        var kept = fixture
        kept.fitWasKept = true
        check = DecodedFixture(refitted(kept, in: context), in: self, context: context, lane: lane)
      }
      // A fixture that decoded as a model before that model changed stays its fixture, decoding
      // or broken, where only a fit would give it to another model or to none.
      if [.fit, .unassigned].contains(check.fixture.assignment), !fixture.isMeantToFail,
        let earlier = before[fixture.path],
        earlier != check.fixture.modelName, (try? model(named: earlier)) != nil
      {
        var kept = fixture
        kept.modelName = earlier
        kept.assignment = .fit
        kept.fitWasKept = true
        check = DecodedFixture(kept, in: self, context: context, lane: lane)
      }
      progress(
        .checking(
          checked.withLock {
            $0 += 1
            return $0
          }, of: assigned.count))
      return check
    }
    if let inspections = caches?.inspections {
      inspections.keepOnly(Set(assigned.map(\.path)))
      inspections.flush()
    }
    let checks = attributingRefusals(decoded, context: context)
    keepSchemas(of: checks)
    let models = modelCodeLints(of: checks, context: context)
    var pages = manifestPages(for: checks, context: context)
    var changes: [ManifestChange] = []
    if recording {
      for index in pages.indices { changes += pages[index].record(in: context, upkeep: upkeep) }
    }
    let manifests = Dictionary(pages.map { ($0.place.path, $0.manifest) }, uniquingKeysWith: { first, _ in first })
    let judged = checks.map { check in
      let manifest = check.place.manifest.flatMap { manifests[$0.path] }
      return check.judged(against: check.place.nameInManifest.flatMap { manifest?.entry(for: $0) })
    }
    let (fixtures, unread) = UnreadKeyTally.tallied(
      UnassignedFolderTally.tallied(judged, workspace: name), listing: listingUnread)
    let report = LintReport(
      workspace: name, fixtures: fixtures, unread: unread,
      manifests: pages.filter { $0.exists || !$0.fileFindings.isEmpty }.map(\.lint),
      missingFolders: fixtureFolders.filter { !context.files.isDirectory(path($0)) }, changes: changes,
      models: models)
    // A lint that decoded fixtures anew has its workers running: the repairs of what broke are
    // worked out now and kept, for `lint --fix` to show without starting them again.
    if (caches?.inspections.writes ?? 0) > 0 { _ = repairs(for: report, in: context) }
    return report
  }

  /// The manifests of the `failing` folders that hold fixtures, and of those that hold only a
  /// manifest (`Fixtures/failing/`, `Fixtures/<Model>/failing/`), sorted by path.
  private func manifestPages(for checks: [DecodedFixture], context: AppContext) -> [ManifestPage] {
    var fixturesByManifest: [ManifestPlace: [String: DecodedFixture]] = [:]
    for check in checks {
      guard let manifest = check.place.manifest, let name = check.place.nameInManifest else { continue }
      fixturesByManifest[manifest, default: [:]][name] = check
    }
    for place in manifestsWithoutFixtures(context) where fixturesByManifest[place] == nil {
      fixturesByManifest[place] = [:]
    }
    return fixturesByManifest.keys.sorted().map { place in
      ManifestPage(place, fixtures: fixturesByManifest[place] ?? [:], context: context)
    }
  }

  private func manifestsWithoutFixtures(_ context: AppContext) -> [ManifestPlace] {
    fixtureFolders.flatMap { configured -> [ManifestPlace] in
      let folder = FixturePlace.withoutTrailingSlash(configured)
      let root = path(folder)
      let subfolders = ((try? context.files.list(root)) ?? []).filter {
        !$0.hasPrefix(".") && context.files.isDirectory(root + "/" + $0)
      }
      let failingFolders = ["failing"] + subfolders.filter { $0 != "failing" }.map { $0 + "/failing" }
      return failingFolders.map { failing in
        ManifestPlace(
          path: root + "/" + failing + "/" + ExpectedFailureManifest.fileName,
          file: folder + "/" + failing + "/" + ExpectedFailureManifest.fileName)
      }.filter { context.files.exists($0.path) }
    }
  }
}

/// How far a lint is: fitting the fixtures that neither folder nor name assigns, then checking
/// every fixture.
public enum LintProgress: Sendable, Hashable, CustomStringConvertible {
  /// `done` of `total` fixtures fitted.
  case fitting(Int, of: Int)
  /// `done` of `total` fixtures checked.
  case checking(Int, of: Int)

  /// `fitting 3/22 fixtures to the models`, `checking 120/200 fixtures`.
  public var description: String {
    switch self {
    case .fitting(let done, let total): "fitting \(done)/\(total) fixtures to the models"
    case .checking(let done, let total): "checking \(done)/\(total) fixtures"
    }
  }
}
