import Foundation
import JSONCore
import WorkbenchContext

/// A set of payloads named on a command line, read one at a time: files, folders (searched
/// recursively for `*.json`), NDJSON logs (`.ndjson`, `.jsonl`: one payload per line) and HAR
/// captures (`.har`: the JSON response bodies of its entries). Nothing holds the set: memory is
/// bounded by the largest payload (a HAR capture is streamed too, one entry at a time).
public struct PayloadSet: Sendable {
  /// The files and folders, in the order given.
  public var inputs: [String]
  /// Keeps only the HAR entries whose URL contains this text.
  public var urlContains: String?
  /// Where the model's value sits inside each payload's envelope (`data.items`); an array there
  /// makes each element a payload.
  public var selection: JSONPath?
  /// The largest payload read, in bytes: a larger file is not read (it is unreadable), a longer
  /// line of a log is not kept (it is a payload that fails), so memory stays bounded.
  public var maxPayloadBytes = PayloadSizeLimit.standard.bytes
  /// What standard input held, read once by the command, for an input `-`: one JSON document,
  /// or else one payload per line.
  public var standardInput: Data?

  /// A payloadSet of `inputs`.
  public init(inputs: [String], urlContains: String? = nil, selection: JSONPath? = nil) {
    self.inputs = inputs
    self.urlContains = urlContains
    self.selection = selection
  }

  /// An input that could not be read at all (a missing file, a HAR capture that is not JSON).
  public struct Unreadable: Sendable, Hashable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// Why.
    public var reason: String
    public var description: String { "\(path): cannot read it: \(reason)" }
  }

  /// What reading the inputs found besides the payloads.
  public struct Reading: Sendable, Hashable {
    /// Inputs that could not be read.
    public var unreadable: [Unreadable] = []
    /// HAR entries left out: another URL (`--url-contains`), a response that is not JSON, no body.
    public var skippedEntries = 0
  }

  /// Reads every input through `files`, handing each payload (or problem) to `body` in order.
  public func read(with files: FileSystem, _ body: (PayloadSetEntry) -> Void) -> Reading {
    var reading = Reading()
    for input in inputs {
      if input == "-", let standardInput {
        readStandardInput(standardInput, body)
        continue
      }
      guard files.exists(input) else {
        reading.unreadable.append(Unreadable(path: input, reason: "no such file or folder"))
        continue
      }
      if files.isDirectory(input) {
        for file in Self.jsonFiles(under: input, files: files, unreadable: &reading.unreadable) {
          readFile(file, files: files, reading: &reading, body)
        }
      } else {
        readFile(input, files: files, reading: &reading, body)
      }
    }
    return reading
  }

  private func readFile(_ path: String, files: FileSystem, reading: inout Reading, _ body: (PayloadSetEntry) -> Void) {
    do {
      switch (path as NSString).pathExtension.lowercased() {
      case "ndjson", "jsonl":
        var lines = LineSplitter()
        lines.limit = maxPayloadBytes
        try files.readChunks(path) { chunk in lines.feed(chunk) { emit($0, named: path, file: path, body) } }
        lines.finish { emit($0, named: path, file: path, body) }
      case "har":
        var scanner = HAREntryScanner(limit: maxPayloadBytes)
        try files.readChunks(path) { piece in
          try scanner.feed(piece) { readCaptureEntry($0, of: path, reading: &reading, body) }
        }
        try scanner.finish()
        guard scanner.foundEntries else { throw HARError(message: "it has no log.entries array; is it a HAR capture?") }
      default:
        try checkSize(path, files)
        select(PayloadItem(name: path, bytes: try files.read(path), file: path, origin: .file(path)), body)
      }
    } catch let error as JSONParseError {
      reading.unreadable.append(Unreadable(path: path, reason: "\(error.location): not JSON: \(error.message)"))
    } catch let error as HAREntryScanner.SyntaxError {
      reading.unreadable.append(
        Unreadable(path: path, reason: "\(error.location): not JSON: \(error.message)"))
    } catch let error as HARError {
      reading.unreadable.append(Unreadable(path: path, reason: error.message))
    } catch let error as PayloadSizeError {
      reading.unreadable.append(Unreadable(path: path, reason: error.description))
    } catch {
      reading.unreadable.append(Unreadable(path: path, reason: FileErrorText.reason(error)))
    }
  }

  /// The payload (or problem, or nothing) of one entry of the capture at `path`.
  private func readCaptureEntry(
    _ entry: HAREntryScanner.Entry, of path: String, reading: inout Reading, _ body: (PayloadSetEntry) -> Void
  ) {
    let entryName = "\(path) entry \(entry.index + 1)"
    guard let bytes = entry.bytes else {
      return body(.problem(name: entryName, message: Self.tooLarge(entry.length, limit: maxPayloadBytes)))
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      let message = TextLocation.message(
        "not JSON: \(error.message)", in: path, at: error.location.within(entry.location))
      return body(.problem(name: entryName, message: message))
    }
    switch HARCapture.body(of: value, urlContains: urlContains) {
    case .payload(let name, let payload):
      let origin = PayloadOrigin.captureEntry(path, offset: entry.offset, length: entry.length)
      select(PayloadItem(name: name, bytes: payload, origin: origin), body)
    case .problem(let name, let message): body(.problem(name: name, message: message))
    case .skipped: reading.skippedEntries += 1
    }
  }

  /// The payload (or problem) of one line of an NDJSON log named `name`; a line of a file
  /// (`file`) can be read again by its origin.
  private func emit(_ line: LineSplitter.Line, named name: String, file: String?, _ body: (PayloadSetEntry) -> Void) {
    let lineName = "\(name):\(line.number)"
    if let length = line.lengthOverLimit {
      return body(.problem(name: lineName, message: Self.tooLarge(length, limit: maxPayloadBytes)))
    }
    let origin = file.map { PayloadOrigin.line($0, number: line.number, offset: line.offset, length: line.bytes.count) }
    // A line of standard input is placed in `<stdin>` as a line of a file is in the file.
    select(
      PayloadItem(name: lineName, bytes: line.bytes, file: file ?? name, firstLine: line.number, origin: origin), body)
  }

  /// Standard input: one payload when it is one JSON document, else one per line (`<stdin>:3`).
  private func readStandardInput(_ data: Data, _ body: (PayloadSetEntry) -> Void) {
    guard Self.isLineDelimited(data) else {
      return select(PayloadItem(name: Self.standardInputName, bytes: data), body)
    }
    var lines = LineSplitter()
    lines.limit = maxPayloadBytes
    lines.feed(data) { emit($0, named: Self.standardInputName, file: nil, body) }
    lines.finish { emit($0, named: Self.standardInputName, file: nil, body) }
  }

  /// How payloads read from standard input are named.
  public static let standardInputName = "<stdin>"

  /// Whether `data` is an NDJSON log rather than one JSON document: it is not one document, and
  /// its first line alone is one.
  public static func isLineDelimited(_ data: Data) -> Bool {
    if (try? JSONParser.parse(data)) != nil { return false }
    guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return false }
    return (try? JSONParser.parse(Data(data[data.startIndex..<newline]))) != nil
  }

  private func checkSize(_ path: String, _ files: FileSystem) throws {
    let size = try files.size(path)
    if size > maxPayloadBytes {
      throw PayloadSizeError.tooLarge(size: size, limit: PayloadSizeLimit(bytes: maxPayloadBytes))
    }
  }

  private static func tooLarge(_ size: Int, limit: Int) -> String {
    PayloadSizeError.tooLarge(size: size, limit: PayloadSizeLimit(bytes: limit)).description
  }

  /// The bytes of the payload at `origin`, read again alone.
  public func bytes(at origin: PayloadOrigin, with files: FileSystem) throws -> Data {
    switch origin {
    case .file(let path): return try files.read(path)
    case .line(let path, _, let offset, let length): return try files.readRange(path, offset..<offset + length)
    case .captureEntry(let path, let offset, let length):
      let entry = try? JSONParser.parse(try files.readRange(path, offset..<offset + length))
      guard let entry, case .payload(_, let bytes) = HARCapture.body(of: entry, urlContains: urlContains) else {
        throw HARError(message: "\(path) no longer has that entry where it was")
      }
      return bytes
    case .selection(let envelope, let path, let index):
      return try EnvelopeSelection.value(in: try bytes(at: envelope, with: files), at: path, index: index)
    }
  }

  /// Hands out `item`, or the elements it selects with ``selection``.
  private func select(_ item: PayloadItem, _ body: (PayloadSetEntry) -> Void) {
    guard let selection else { return body(.payload(item)) }
    for entry in EnvelopeSelection.entries(of: item, at: selection) {
      body(entry)
    }
  }

  /// The `*.json` files under `folder`, depth first, sorted by name at each level.
  static func jsonFiles(under folder: String, files: FileSystem, unreadable: inout [Unreadable]) -> [String] {
    let names: [String]
    do {
      names = try files.list(folder)
    } catch {
      unreadable.append(Unreadable(path: folder, reason: FileErrorText.reason(error)))
      return []
    }
    var found: [String] = []
    for name in names where !name.hasPrefix(".") {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      if files.isDirectory(path) {
        found += jsonFiles(under: path, files: files, unreadable: &unreadable)
      } else if name.lowercased().hasSuffix(".json") {
        found.append(path)
      }
    }
    return found
  }
}
