import Foundation
import Synchronization
import WorkbenchContext

/// The values of each cache file as last read from disk, with its stamp then (``CacheFile/valuesOnDisk``).
private let valuesReadFromDisk = Mutex<[String: (stamp: String, values: any Sendable)]>([:])

/// Values a run learned, kept in one JSON file for the next run, under a key each. The file
/// names the form it is written in and the build its values hold for; a file of another form or
/// build, or one that is not such a file at all (edited, truncated), is ignored and rewritten:
/// never trusted, never an error. It is written whole, to a temporary file renamed over it.
package final class CacheFile<Value: Codable & Sendable & Equatable>: Sendable {
  private struct Stored: Codable {
    var format: Int
    var build: String
    var values: [String: Value]
  }

  private struct State {
    var loaded = false
    var values: [String: Value] = [:]
    var changed = false
    var writes = 0
  }

  /// The form of the files this build writes.
  static var format: Int { 2 }

  /// The file.
  package let path: String
  /// What the values depend on besides their keys.
  package let build: String
  private let files: FileSystem
  private let state = Mutex(State())

  /// The file at `path`, whose values hold for `build`, read and written through `files`.
  package init(path: String, build: String, files: FileSystem) {
    self.path = path
    self.build = build
    self.files = files
  }

  /// The value kept under `key`, if any.
  package func value(for key: String) -> Value? {
    withLoaded { $0.values[key] }
  }

  /// Every value kept, by its key.
  package var values: [String: Value] {
    withLoaded { $0.values }
  }

  /// How many times this run wrote changed values: what a value that depends on them is made
  /// again after.
  package var writes: Int {
    state.withLock { $0.writes }
  }

  /// This file as it is on disk now, read again: what another process wrote since this one
  /// read it (a worker reads the fits its workbench kept).
  package func readAgain() -> CacheFile {
    CacheFile(path: path, build: build, files: files)
  }

  /// The values of ``readAgain()``, read again only when the file's stamp changed or is not
  /// settled (``SettledStamp``): a worker that learns one model after another reads the file once.
  package var valuesOnDisk: [String: Value] {
    guard let stamp = files.stamp(path), SettledStamp.isSettled(stamp) else { return readAgain().values }
    let key = path + "\u{0}" + build
    if let kept = valuesReadFromDisk.withLock({ $0[key] }), kept.stamp == stamp,
      let values = kept.values as? [String: Value]
    {
      return values
    }
    let values = readAgain().values
    valuesReadFromDisk.withLock { $0[key] = (stamp, values) }
    return values
  }

  /// Keeps `value` under `key` (written by the next ``flush()``).
  package func set(_ value: Value, for key: String) {
    withLoaded { state in
      guard state.values[key] != value else { return }
      state.values[key] = value
      state.changed = true
    }
  }

  /// Keeps exactly `values` (written by the next ``flush()``).
  package func replaceAll(_ values: [String: Value]) {
    withLoaded { state in
      guard state.values != values else { return }
      state.values = values
      state.changed = true
    }
  }

  /// Forgets every value whose key is not among `keys` (written by the next ``flush()``).
  package func keepOnly(_ keys: Set<String>) {
    withLoaded { state in
      let gone = state.values.keys.filter { !keys.contains($0) }
      guard !gone.isEmpty else { return }
      for key in gone { state.values[key] = nil }
      state.changed = true
    }
  }

  /// Writes the file when a value changed since it was read or written. A file that cannot be
  /// written is no error: the next run learns again.
  package func flush() {
    // A file never read had nothing changed.
    let data: Data? = state.withLock { state in
      guard state.changed else { return nil }
      state.changed = false
      state.writes += 1
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      return try? encoder.encode(Stored(format: Self.format, build: build, values: state.values))
    }
    guard let data else { return }
    try? files.createDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
    try? files.replace(path, data)
  }

  private func withLoaded<Result>(_ body: (inout State) -> Result) -> Result {
    state.withLock { state in
      if !state.loaded {
        state.loaded = true
        if let data = try? files.read(path), let stored = try? JSONDecoder().decode(Stored.self, from: data),
          stored.format == Self.format, stored.build == build
        {
          state.values = stored.values
        }
      }
      return body(&state)
    }
  }
}
