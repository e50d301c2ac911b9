import CustomDump
import Foundation

/// What ``expectFixture(_:named:in:record:fileID:filePath:line:column:)-(Fragment,_,_,_,_,_,_,_)`` found and did.
public enum FixtureOutcome: Sendable, Hashable {
  /// The file holds the same JSON.
  case matches
  /// The file was written (it was missing, or different in a mode that records).
  case recorded
  /// The file is missing or different, and nothing was written.
  case differs
}

/// One comparison of a payload with its fixture file, with the environment and the disk as
/// inputs, so that tests can run it under `CI` without changing their own process.
struct FixtureCheck {
  let value: JSONValue
  let path: String
  let mode: FixtureRecording
  let environment: [String: String]

  /// In CI, nothing is written, whatever the mode.
  var inCI: Bool { environment["CI"] != nil }

  /// The outcome, and the message of a test failure when there is one.
  func run() -> (outcome: FixtureOutcome, failure: String?) {
    let printed = JSONPrinter.fileBytes(of: value)
    let newText = String(decoding: printed, as: UTF8.self)
    guard let existing = FileManager.default.contents(atPath: path) else {
      return missing(printed)
    }
    let same = (try? JSONParser.parse(existing)) == value
    if same {
      guard mode == .all, !inCI, !existing.elementsEqual(printed) else { return (.matches, nil) }
      return write(printed).map { (.differs, $0) } ?? (.recorded, nil)
    }
    let oldText = String(decoding: existing, as: UTF8.self)
    let difference = diff(oldText, newText, format: .proportional) ?? ""
    let header = "The payload differs from its fixture \(path):\n\n\(difference)\n\n(Fixture: −, Payload: +)"
    guard mode == .failed || mode == .all, !inCI else {
      return (.differs, header + "\n\n" + howToRecord(missing: false))
    }
    if let problem = write(printed) { return (.differs, header + "\n\n" + problem) }
    return (.recorded, header + "\n\nRecorded the payload over it; review the change and run the test again.")
  }

  private func missing(_ printed: [UInt8]) -> (FixtureOutcome, String?) {
    let header = "No fixture at \(path)."
    guard mode != .never, !inCI else { return (.differs, header + " " + howToRecord(missing: true)) }
    if let problem = write(printed) { return (.differs, header + " " + problem) }
    return (.recorded, header + " Recorded the payload there; review the new file and run the test again.")
  }

  private func howToRecord(missing: Bool) -> String {
    let mode = missing ? "missing" : "failed"
    if inCI {
      return "CI is set, so nothing was written: record the fixture locally "
        + "(\(FixtureRecording.environmentVariable)=\(mode)) and commit it."
    }
    return "Nothing was written (record mode \(self.mode.rawValue)); to write it, run the test with "
      + "\(FixtureRecording.environmentVariable)=\(mode) or pass record: .\(mode)."
  }

  /// Writes the fixture atomically; answers a message when that failed.
  private func write(_ printed: [UInt8]) -> String? {
    do {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try AtomicFileWriter.write(Data(printed), to: path)
      return nil
    } catch {
      return "Could not write \(path): \(error)."
    }
  }
}
