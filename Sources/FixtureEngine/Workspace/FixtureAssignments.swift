import Synchronization

/// The fixture files of a workspace with the model each one's name, folder and the workspace's
/// pins give it, kept so that listing the fixtures again (once for each model a worker learns)
/// assigns only the files not seen before. What a file's name gives it does not change while the
/// workspace's models and pins do not.
final class FixtureAssignments: Sendable {
  private let files = Mutex<[String: FixtureFile]>([:])

  /// The file at `path` in fixture folder `folder`, assigned by `assign` the first time.
  func file(at path: String, in folder: String, _ assign: () -> FixtureFile) -> FixtureFile {
    let key = folder + "\u{0}" + path
    if let known = files.withLock({ $0[key] }) { return known }
    let assigned = assign()
    files.withLock { $0[key] = assigned }
    return assigned
  }
}
