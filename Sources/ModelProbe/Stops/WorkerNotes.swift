import Foundation
import JSONCore
import Synchronization

/// Notes a worker leaves on its standard error while it runs model code: which type's
/// `init(from:)` runs and which value it was last given. When the model stops the worker, the
/// notes written since the request began say where it was.
///
/// Only a worker writes them (``isEnabled``); the same engine code in the workbench's own process
/// writes nothing.
package enum WorkerNotes {
  static let marker = "\u{1E}workbench-note "
  private static let enabled = Atomic<Bool>(false)

  /// Whether notes are written: set once by the worker before it serves.
  package static var isEnabled: Bool {
    get { enabled.load(ordering: .relaxed) }
    set { enabled.store(newValue, ordering: .relaxed) }
  }

  /// Marks the start of a request: notes before it belong to earlier requests.
  package static func beginRequest() {
    write("begin")
  }

  /// `type`'s `init(from:)` starts.
  static func entering(_ type: String) {
    write("enter \(type)")
  }

  /// `type`'s `init(from:)` returned or threw.
  static func leaving() {
    write("leave")
  }

  /// The model was handed `value` at `path`.
  static func given(_ value: Any, at path: JSONPath) {
    guard isEnabled else { return }
    let text = (value as? any JSONRepresentable)?.jsonValue.compactText ?? String(describing: value)
    guard let note = try? JSONEncoder().encode(Given(path: path, value: text)) else { return }
    write("given " + String(decoding: note, as: UTF8.self))
  }

  /// A value handed to the model, and where.
  package struct Given: Codable, Hashable {
    package var path: JSONPath
    /// The value as JSON text (`""`, `0`).
    package var value: String
  }

  private static func write(_ note: String) {
    guard isEnabled else { return }
    FileHandle.standardError.write(Data((marker + note + "\n").utf8))
  }

  /// Where the model was when it stopped, read from the worker's standard error: the innermost
  /// type still running and the last value given, counting only notes since the last request began.
  package static func whereItStopped(in standardError: String) -> (typeName: String?, given: Given?) {
    var types: [String] = []
    var given: Given?
    for line in standardError.split(separator: "\n") {
      guard line.hasPrefix(marker) else { continue }
      let note = line.dropFirst(marker.count)
      if note == "begin" {
        types = []
        given = nil
      } else if note.hasPrefix("enter ") {
        types.append(String(note.dropFirst("enter ".count)))
      } else if note == "leave" {
        _ = types.popLast()
      } else if note.hasPrefix("given ") {
        given = try? JSONDecoder().decode(Given.self, from: Data(note.dropFirst("given ".count).utf8))
      }
    }
    return (types.last, given)
  }
}
