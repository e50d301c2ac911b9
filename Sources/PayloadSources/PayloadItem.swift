import Foundation
import JSONCore

/// One payload of a set, as read from a file, a line of an NDJSON log, or an entry of a HAR
/// capture: its name in reports and its bytes.
public struct PayloadItem: Sendable, Hashable {
  /// How reports name it: `forecasts/today.json`, `log.ndjson:17`, `GET https://api.example.com/a`.
  public var name: String
  /// The bytes, as `JSONDecoder` would get them.
  public var bytes: Data
  /// The file (or `<stdin>`) the bytes were read from, when they are its text or one of its lines,
  /// so a place in them is named as a place in it.
  public var file: String?
  /// The file's line where the bytes begin (an NDJSON line; 1 for a whole file).
  public var firstLine: Int
  /// Where the payload can be read again from without reading the set up to it.
  public var origin: PayloadOrigin?

  /// A payload made of its parts.
  public init(name: String, bytes: Data, file: String? = nil, firstLine: Int = 1, origin: PayloadOrigin? = nil) {
    self.name = name
    self.bytes = bytes
    self.file = file
    self.firstLine = firstLine
    self.origin = origin
  }

  /// The payload `bytes` read again from `origin`, named `name`: places in a log's line are
  /// places in the log.
  public init(name: String, bytes: Data, origin: PayloadOrigin) {
    switch origin {
    case .file(let path): self.init(name: name, bytes: bytes, file: path, origin: origin)
    case .line(let path, let number, _, _):
      self.init(name: name, bytes: bytes, file: path, firstLine: number, origin: origin)
    default: self.init(name: name, bytes: bytes, file: nil, origin: origin)
    }
  }

  /// A place in the bytes as a person finds it: `log.ndjson:17:5` in the file, or
  /// `GET https://api.example.com/a:1:5` in a capture's body.
  public func place(_ location: TextLocation?) -> String {
    guard let location else { return name }
    guard let file else { return location.place(in: name) }
    return location.within(TextLocation(line: firstLine, column: 1)).place(in: file)
  }
}

/// Where one payload of a set sits, so it can be read again alone (the app steps back to it).
public indirect enum PayloadOrigin: Sendable, Hashable {
  /// A whole file.
  case file(String)
  /// A line of an NDJSON log: its number, its offset in the file and its length in bytes.
  case line(String, number: Int, offset: Int, length: Int)
  /// An entry of a HAR capture: its offset in the capture and its length in bytes.
  case captureEntry(String, offset: Int, length: Int)
  /// The value at `path` inside the payload at `envelope`, or its element `index` there.
  case selection(PayloadOrigin, path: JSONPath, index: Int?)
}

/// What reading a set of payloads hands out, one at a time.
public enum PayloadSetEntry: Sendable, Hashable {
  /// A payload to decode.
  case payload(PayloadItem)
  /// A payload that could not be made from the input (its text is not JSON where the envelope
  /// had to be read, a body that is not base64, an envelope without the `--at` path): named, with
  /// why. It counts as a payload that fails.
  case problem(name: String, message: String)
}
