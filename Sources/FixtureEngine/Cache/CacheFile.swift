import Foundation
import JSONCore
import Synchronization
import WorkbenchContext

/// The values of each cache file as last read from disk, with its stamp then (``CacheFile/valuesOnDisk``).
private let valuesReadFromDisk = Mutex<[String: (stamp: String, values: any Sendable)]>([:])

/// Values a run learned, kept in one JSON file for the next run, under a key each. The file
/// names the form it is written in and the build its values hold for; a file of another form or
/// build, or one that is not such a file at all (edited, truncated), is ignored and rewritten:
/// never trusted, never an error. It is written whole, to a temporary file renamed over it.
///
/// A value is decoded when it is first asked for, not with the file: a run that needs a few of
/// a file's values (`lint --fix`, the app on one model) decodes those only, and writes the others
/// back as the bytes it read.
package final class CacheFile<Value: Codable & Sendable & Equatable>: Sendable {
  private struct State {
    var loaded = false
    var values: [String: Value] = [:]
    /// The values not decoded yet: where each is in ``text``.
    var undecoded: [String: Range<Int>] = [:]
    var text = Data()
    let decoder = JSONDecoder()
    var changed = false
    var writes = 0
    /// How many ``CacheFile/flushingOnce(_:)`` are under way: their flushes wait for the last.
    var flushesPutOff = 0

    /// The value under `key`, decoded now if it was not.
    mutating func value(for key: String) -> Value? {
      if let value = values[key] { return value }
      guard let range = undecoded.removeValue(forKey: key) else { return nil }
      // A value that does not decode (the file was edited) is as good as none.
      guard let value = try? decoder.decode(Value.self, from: text[range]) else { return nil }
      values[key] = value
      return value
    }

    /// Every value, each decoded now if it was not.
    mutating func allValues() -> [String: Value] {
      for key in Array(undecoded.keys) { _ = value(for: key) }
      return values
    }
  }

  /// The form of the files this build writes.
  static var format: Int { 2 }

  /// The file.
  package let path: String
  /// What the values depend on besides their keys.
  package let build: String
  /// Whether the values of another build are read too, and nothing is written: a provisional
  /// answer, until a run for this build makes its own.
  package let isProvisional: Bool
  private let files: FileSystem
  private let state = Mutex(State())

  /// The file at `path`, whose values hold for `build`, read and written through `files`; a
  /// provisional file reads the values of any build and writes none.
  package init(path: String, build: String, files: FileSystem, isProvisional: Bool = false) {
    self.path = path
    self.build = build
    self.files = files
    self.isProvisional = isProvisional
  }

  /// The value kept under `key`, if any.
  package func value(for key: String) -> Value? {
    withLoaded { $0.value(for: key) }
  }

  /// Every value kept, by its key.
  package var values: [String: Value] {
    withLoaded { $0.allValues() }
  }

  /// How many times this run wrote changed values: what a value that depends on them is made
  /// again after.
  package var writes: Int {
    state.withLock { $0.writes }
  }

  /// This file as it is on disk now, read again: what another process wrote since this one
  /// read it (a worker reads the fits its workbench kept).
  package func readAgain() -> CacheFile {
    CacheFile(path: path, build: build, files: files, isProvisional: isProvisional)
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
      guard state.value(for: key) != value else { return }
      state.values[key] = value
      state.changed = true
    }
  }

  /// Runs `body` with each ``flush()`` in it put off to its end, where the file is written once:
  /// values learned one after another (a model's map each, in a new build) are one write of the
  /// file, not one of the whole file per value.
  package func flushingOnce<T>(_ body: () throws -> T) rethrows -> T {
    state.withLock { $0.flushesPutOff += 1 }
    defer {
      state.withLock { $0.flushesPutOff -= 1 }
      flush()
    }
    return try body()
  }

  /// Keeps exactly `values` (written by the next ``flush()``).
  package func replaceAll(_ values: [String: Value]) {
    withLoaded { state in
      guard state.allValues() != values else { return }
      state.values = values
      state.changed = true
    }
  }

  /// Forgets every value whose key is not among `keys` (written by the next ``flush()``).
  package func keepOnly(_ keys: Set<String>) {
    withLoaded { state in
      let gone = (Array(state.values.keys) + Array(state.undecoded.keys)).filter { !keys.contains($0) }
      guard !gone.isEmpty else { return }
      for key in gone {
        state.values[key] = nil
        state.undecoded[key] = nil
      }
      state.changed = true
    }
  }

  /// Writes the file when a value changed since it was read or written. A file that cannot be
  /// written is no error: the next run learns again.
  package func flush() {
    // A file never read had nothing changed.
    let data: Data? = state.withLock { state in
      guard state.changed, !isProvisional, state.flushesPutOff == 0 else { return nil }
      state.changed = false
      state.writes += 1
      return Self.text(of: state, format: Self.format, build: build)
    }
    guard let data else { return }
    try? files.createDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
    try? files.replace(path, data)
  }

  /// The file's text: `{"build":...,"format":...,"values":{...}}`, the values by key in order, each
  /// encoded with sorted keys or, not decoded, as it was read. `nil` when a value cannot be encoded.
  private static func text(of state: State, format: Int, build: String) -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    var text = Data("{\"build\":".utf8)
    text.append(contentsOf: JSONValue.string(build).compactText.utf8)
    text.append(contentsOf: ",\"format\":\(format),\"values\":{".utf8)
    let keys = (Array(state.values.keys) + Array(state.undecoded.keys)).sorted()
    for (position, key) in keys.enumerated() {
      if position > 0 { text.append(UInt8(ascii: ",")) }
      text.append(contentsOf: JSONValue.string(key).compactText.utf8)
      text.append(UInt8(ascii: ":"))
      if let value = state.values[key] {
        guard let encoded = try? encoder.encode(value) else { return nil }
        text.append(encoded)
      } else if let range = state.undecoded[key] {
        text.append(state.text[range])
      }
    }
    text.append(contentsOf: "}}".utf8)
    return text
  }

  private func withLoaded<Result>(_ body: (inout State) -> Result) -> Result {
    state.withLock { state in
      if !state.loaded {
        state.loaded = true
        if let data = try? files.read(path) { Self.load(data, build: isProvisional ? nil : build, into: &state) }
      }
      return body(&state)
    }
  }

  /// Where each value is in `data`, when it is a file of this form and build (any build when
  /// `nil`): only the file's outline is read, its values are passed over.
  private static func load(_ data: Data, build: String?, into state: inout State) {
    let outline: [String: Range<Int>]? = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard let top = JSONMemberRanges.members(in: bytes) else { return nil }
      let members = Dictionary(top.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
      guard let formatRange = members["format"], let buildRange = members["build"], let valuesRange = members["values"],
        JSONParser.value(at: formatRange.lowerBound, in: bytes) == .number(JSONNumber(format)),
        build.map({ JSONParser.value(at: buildRange.lowerBound, in: bytes) == .string($0) }) ?? true,
        let values = JSONMemberRanges.members(in: bytes, from: valuesRange.lowerBound)
      else { return nil }
      return Dictionary(values.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
    guard let outline else { return }
    state.text = data
    // The outline counts from the first byte; a slice of a larger `Data` does not.
    let start = data.startIndex
    state.undecoded = outline.mapValues { ($0.lowerBound + start)..<($0.upperBound + start) }
  }
}
