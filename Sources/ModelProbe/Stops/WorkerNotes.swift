import Foundation
import JSONCore
import JSONTrace
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
    write("begin\t\(now)")
  }

  /// `type`'s `init(from:)` starts.
  static func entering(_ type: String) {
    write("enter \(type)\t\(now)")
  }

  /// `type`'s `init(from:)` returned or threw.
  static func leaving() {
    write("leave")
  }

  /// Runs `body`, which runs `type`'s `init(from:)`, noted as model code: a stop while it runs
  /// is the model's.
  static func running<Result>(_ type: Any.Type, _ body: () throws -> Result) rethrows -> Result {
    guard isEnabled else { return try body() }
    entering(readableTypeName(type))
    defer { leaving() }
    return try body()
  }

  private static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// The model was handed `value` at `path`.
  static func given(_ value: Any, at path: JSONPath) {
    guard isEnabled else { return }
    let text = (value as? any JSONRepresentable)?.jsonValue.compactText ?? String(describing: value)
    write("given " + Given(path: path, value: text).noteText)
  }

  /// A value handed to the model, and where.
  package struct Given: Codable, Hashable {
    package var path: JSONPath
    /// The value as JSON text (`""`, `0`).
    package var value: String

    /// The note as `JSONDecoder` reads it back, written without a `JSONEncoder`: one is made for
    /// every value a model is handed while it is learned.
    var noteText: String {
      let steps = path.components.map { step -> JSONValue in
        switch step {
        case .key(let key): .string(key)
        case .index(let index): .number(JSONNumber(index))
        }
      }
      return JSONValue.object(["path": .array(steps), "value": .string(value)]).compactText
    }
  }

  private static func write(_ note: String) {
    guard isEnabled else { return }
    FileHandle.standardError.write(Data((marker + note + "\n").utf8))
  }

  /// Where the model was when it stopped, read from the worker's standard error: the innermost
  /// type still running and the last value given, counting only notes since the last request began.
  package static func whereItStopped(in standardError: String) -> Place {
    var place = Place()
    var running: [(type: String, start: UInt64)] = []
    var begun: UInt64?
    for line in standardError.split(separator: "\n") {
      guard line.hasPrefix(marker) else { continue }
      let note = line.dropFirst(marker.count)
      let (word, rest) = note.firstIndex(of: " ").map { (note[..<$0], note[note.index(after: $0)...]) } ?? (note, "")
      switch word.split(separator: "\t").first ?? "" {
      case "begin":
        (place, running, begun) = (Place(), [], word.split(separator: "\t").last.flatMap { UInt64($0) })
      case "enter":
        let parts = rest.split(separator: "\t")
        running.append((String(parts.first ?? ""), parts.count > 1 ? UInt64(parts[parts.count - 1]) ?? 0 : 0))
      case "leave":
        guard running.popLast() != nil else { continue }
        if running.isEmpty { place.modelCallsReturned += 1 }
      case "given":
        place.given = try? JSONDecoder().decode(Given.self, from: Data(rest.utf8))
      default: continue
      }
    }
    place.typeName = running.last?.type
    if let begun, let outermost = running.first, outermost.start >= begun {
      place.runningSince = Double(outermost.start - begun) / 1e9
    }
    place.isRunningModelCode = !running.isEmpty
    place.begun = begun != nil
    return place
  }

  /// Where a worker was when it stopped.
  package struct Place: Hashable {
    /// The innermost type whose `init(from:)` was running.
    package var typeName: String?
    /// The last value handed to the model.
    package var given: Given?
    /// Whether a model's `init(from:)` was running.
    package var isRunningModelCode = false
    /// When the outermost running `init(from:)` started, in seconds after the request began.
    package var runningSince: Double?
    /// How many times model code was called and returned during the request.
    package var modelCallsReturned = 0
    /// Whether the notes show the request's start.
    package var begun = false

    /// Whether the model is to blame for a request stopped after `seconds` (a time limit), or
    /// for a trap when `seconds` is `nil`: unless the notes show that its code returned every
    /// time, and that what ran at the end started late (so the time went to many calls, or to
    /// the workbench's own work), it is.
    package func blamesTheModel(afterSeconds seconds: Double?) -> Bool {
      guard begun, modelCallsReturned > 0 else { return true }
      guard isRunningModelCode else { return false }
      guard let seconds, let runningSince else { return true }
      return seconds - runningSince >= seconds / 2
    }
  }
}
