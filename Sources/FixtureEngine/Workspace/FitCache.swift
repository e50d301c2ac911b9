import Foundation
import JSONFragment
import Synchronization
import WorkbenchContext

/// The fits of a workspace's fixtures (``Workspace/assigningByFit(_:in:)``) kept between runs, in
/// a file under the package's `.build/fixture-workbench/cache/`: one line of JSON per workspace,
/// keyed by what a fit depends on (the launcher's build, and each model's name, type and decoding)
/// and, for each fixture, by its bytes. A run fits only the fixtures that changed. A file that is
/// corrupt, truncated, of another form or of another build is ignored and rewritten, never
/// trusted.
package final class FitCache: Sendable {
  /// One fixture's fit, as kept.
  struct Entry: Codable, Sendable, Equatable {
    /// The digest of the fixture's bytes the fit was made for.
    var digest: String
    /// The model it fits, or `nil` when it fits none.
    var model: String?
    /// For a fixture that fits none, the models it came closest to, and why each failed.
    var misfits: [[String]]
  }

  private struct Stored: Codable {
    var format: Int
    var build: String
    var fits: [String: Entry]
  }

  /// The form of the file this build writes; a file of another form is ignored.
  static let format = 1

  /// The file.
  package let path: String
  /// What the fits depend on besides the fixtures' bytes.
  let build: String
  private let state = Mutex<(loaded: Bool, fits: [String: Entry])>((false, [:]))

  /// The cache of `workspace`'s fits in `folder`, for the launcher whose build is `launcherBuild`.
  package init(folder: String, workspace: Workspace, launcherBuild: String) {
    path = folder + "/fits-" + FNV1a(workspace.name.utf8).hex + ".json"
    var digest = FNV1a(launcherBuild.utf8)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for model in workspace.models {
      digest.add("\n\(model.name)\t\(model.typeName)\t".utf8)
      digest.add((try? encoder.encode(model.decoding)) ?? Data())
    }
    build = digest.hex
  }

  /// The digest a fixture's bytes are kept under.
  static func digest(of bytes: Data) -> String {
    "\(bytes.count)-\(FNV1a(bytes).hex)"
  }

  /// The kept fit of the fixture `name` whose bytes have `digest`, if it was kept for these bytes.
  func entry(for name: String, digest: String, files: FileSystem) -> Entry? {
    loadIfNeeded(files)
    return state.withLock { $0.fits[name] }.flatMap { $0.digest == digest ? $0 : nil }
  }

  /// Keeps exactly `fits` (the fixtures there are now), writing the file when they changed. A
  /// file that cannot be written is no error: the next run fits again.
  func keep(_ fits: [String: Entry], files: FileSystem) {
    loadIfNeeded(files)
    let changed = state.withLock { state in
      defer { state.fits = fits }
      return state.fits != fits
    }
    guard changed else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let data = try? encoder.encode(Stored(format: Self.format, build: build, fits: fits)) else { return }
    try? files.createDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
    try? files.replace(path, data)
  }

  private func loadIfNeeded(_ files: FileSystem) {
    state.withLock { state in
      guard !state.loaded else { return }
      state.loaded = true
      guard let data = try? files.read(path), let stored = try? JSONDecoder().decode(Stored.self, from: data),
        stored.format == Self.format, stored.build == build
      else { return }
      state.fits = stored.fits
    }
  }
}
