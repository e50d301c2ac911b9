import FixtureEngine
import Foundation
import JSONCore
import WorkbenchContext
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
    parse(data, name: name, path: path, report: report)
  }

  /// Parses (as `JSONDecoder` reads) and lays out bytes already in memory, read from the file at
  /// `path` when given; `place` names where text that is not JSON stops being JSON
  /// (`NAME:LINE:COLUMN` unless given).
  static func parse(
    _ data: Data, name: String, path: String? = nil, place: ((JSONParseError) -> String)? = nil,
    report: (Msg) -> Void
  ) {
    let megabytes = Double(data.count) / 1_048_576
    if megabytes >= 1 { report(.progress(String(format: "parsing %@ (%.1f MB)…", name, megabytes))) }
    let value: JSONValue
    do {
      value = try JSONParser.parseAsDecoderReads(data)
    } catch {
      report(.openFailed(place.map { "\($0(error)): \(error.message)" } ?? error.message(in: name)))
      return
    }
    if Task.isCancelled { return }
    // A large payload's text is laid out by the editor in the background, beside its decode.
    guard !LayoutSize.isLarge(value) else { return report(.opened(name: name, value, nil, path: path)) }
    report(.opened(name: name, value, JSONTextIndex(value), path: path))
  }
}
