import Foundation
import ModelProbe
import WorkbenchContext

/// Another module's workspace of the same package, as a model learns from its fixtures: one Swift
/// type is a model of every workspace whose module sees it, and the fixtures any of them gives it
/// teach it.
struct SiblingFixtures: Sendable {
  let workspace: Workspace
  let fixtures: @Sendable () -> [FixtureFile]
  let fits: @Sendable () -> [String: KeptFit]
}

/// A package's workspaces, each with its fixture files listed when asked: once, or (`listingOnce`
/// false, as a worker that outlives a fixture's creation needs) each time.
struct FixtureListings: Sendable {
  private let listed: [(workspace: Workspace, fixtures: @Sendable () -> [FixtureFile])]

  init(_ workspaces: [Workspace], listingOnce: Bool, context: AppContext = .live) {
    listed = workspaces.map { workspace in
      guard listingOnce else { return (workspace, { workspace.fixtureFiles(in: context) }) }
      let once = ComputedOnce { workspace.fixtureFiles(in: context) }
      return (workspace, { once.value })
    }
  }

  /// The fixture files of the workspace named `name`.
  func fixtures(of name: String) -> [FixtureFile]? {
    listed.first { $0.workspace.name == name }?.fixtures()
  }

  /// The workspaces other than the one named `name`, their fits read as they are kept now, or, with
  /// `freshFits`, again from their file, as a worker reads them.
  func siblings(of name: String, freshFits: Bool) -> [SiblingFixtures] {
    listed.filter { $0.workspace.name != name }.map { sibling, fixtures in
      SiblingFixtures(
        workspace: sibling, fixtures: fixtures,
        fits: { (freshFits ? sibling.caches?.fits.valuesOnDisk : sibling.caches?.fits.values) ?? [:] })
    }
  }
}

extension Workspace {
  /// The name `sibling` gives the type this workspace's model `name` is (`[Ticket]` stays a list
  /// of the same type), or `nil` when the sibling has another type of that name.
  func name(inSibling sibling: Workspace, ofModelNamed name: String) -> String? {
    if let (collection, element) = ModelCollection.parse(name) {
      return self.name(inSibling: sibling, ofModelNamed: element).map { collection.name(of: $0) }
    }
    guard let own = (models + neighbours).first(where: { $0.name == name }) else {
      // A plain value (`Bool` of `[Bool]`) is the same type everywhere.
      return models.first?.valueModel(named: name) == nil ? nil : name
    }
    if let same = sibling.models.first(where: { $0.typeName == own.typeName && $0.moduleName == own.moduleName }) {
      return same.name
    }
    // A fit gives the sibling's fixture to a model of another module by that model's name.
    return sibling.models.contains { $0.name == name } ? nil : name
  }

  /// The files of `siblings` that teach this workspace's model `name`, after its own.
  func siblingLearningFiles(forModelNamed name: String, siblings: [SiblingFixtures])
    -> [(sibling: Workspace, file: FixtureFile, isCollection: Bool)]
  {
    siblings.flatMap { sibling -> [(sibling: Workspace, file: FixtureFile, isCollection: Bool)] in
      guard let named = self.name(inSibling: sibling.workspace, ofModelNamed: name) else { return [] }
      return sibling.workspace.learningFiles(forModelNamed: named, among: sibling.fixtures(), fits: sibling.fits())
        .map { (sibling.workspace, $0.file, $0.isCollection) }
    }
  }
}

extension WorkspaceRegistry {
  /// Fits the fixtures of every workspace that keeps its fits, where they are not kept since the
  /// last build, before a model is learned: a model learns over the fixtures any workspace's kept
  /// fit gives its type.
  /// `progress` hears each workspace's fitting, as ``Workspace/assignedFixtures(in:progress:)`` tells it.
  public func keepFits(
    in context: AppContext, progress: (_ workspace: Workspace, _ fitted: Int, _ of: Int) -> Void = { _, _, _ in }
  ) {
    for workspace in workspaces where workspace.caches != nil {
      _ = workspace.assignedFixtures(in: context) { progress(workspace, $0, $1) }
    }
  }
}
