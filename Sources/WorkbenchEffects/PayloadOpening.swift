import FixtureEngine
import Foundation
import JSONFragment
import WorkbenchUI

/// Reading, parsing and laying out a payload, with progress for large ones.
enum PayloadOpening {
  /// Reads the file at `path` (within the context's payload size limit), then parses it.
  static func read(_ path: String, name: String, in context: AppContext, report: (Msg) -> Void) {
    report(.progress("reading \(name)…"))
    let data: Data
    do {
      data = try context.readPayload(path)
    } catch {
      report(.openFailed("\(name): cannot read the file: \(FileErrorText.reason(error))"))
      return
    }
    parse(data, name: name, report: report)
  }

  /// Parses and lays out bytes already in memory.
  static func parse(_ data: Data, name: String, report: (Msg) -> Void) {
    let megabytes = Double(data.count) / 1_048_576
    if megabytes >= 1 { report(.progress(String(format: "parsing %@ (%.1f MB)…", name, megabytes))) }
    let value: JSONValue
    do {
      value = try JSONParser.parse(data)
    } catch {
      report(.openFailed("\(name):\(error)"))
      return
    }
    if Task.isCancelled { return }
    if megabytes >= 1 { report(.progress(String(format: "laying out %@ (%.1f MB)…", name, megabytes))) }
    let index = JSONTextIndex(value)
    if Task.isCancelled { return }
    report(.opened(name: name, value, index))
  }
}
