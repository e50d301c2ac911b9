import Synchronization

/// The fixture files of a workspace with the model each one's name, folder and the workspace's
/// pins give it, kept so that listing the fixtures again (once for each model a worker learns)
/// assigns only the files not seen before. What a file's name gives it does not change while the
/// workspace's models and pins do not.
final class FixtureAssignments: Sendable {
  private let files = Mutex<[String: FixtureFile]>([:])
  private let listed = Mutex<(generations: [Int], files: [FixtureFile])?>(nil)

  /// The workspace's fixture files as ``Workspace/fixtureFiles(in:)`` made them from the listings
  /// of these `generations` (``JSONFileListing/listing(under:files:)``), made by `make` when they
  /// are other listings or any of them is not kept (`nil`).
  func listedFiles(generations: [Int?], _ make: () -> [FixtureFile]) -> [FixtureFile] {
    let kept = generations.compactMap(\.self)
    guard kept.count == generations.count else { return make() }
    if let known = listed.withLock({ $0 }), known.generations == kept { return known.files }
    let made = make()
    listed.withLock { $0 = (kept, made) }
    return made
  }

  /// The file at `path` in fixture folder `folder`, assigned by `assign` the first time.
  func file(at path: String, in folder: String, _ assign: () -> FixtureFile) -> FixtureFile {
    let key = folder + "\u{0}" + path
    if let known = files.withLock({ $0[key] }) { return known }
    let assigned = assign()
    files.withLock { $0[key] = assigned }
    return assigned
  }
}
