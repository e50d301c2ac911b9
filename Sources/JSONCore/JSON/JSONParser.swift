import Foundation

/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// - Any JSON value may stand at the top level; only white space may follow it.
/// - A UTF-8 byte order mark at the very start is skipped; other encodings are refused.
/// - Strings must be valid UTF-8 and may not hold lone UTF-16 surrogates (`"\uD800"`).
/// - Nesting deeper than ``maximumDepth`` is refused rather than risking the stack.
/// - Duplicate object keys are kept in order (see ``JSONObject``).
public enum JSONParser {
  /// The deepest nesting of arrays and objects accepted, the same limit `JSONDecoder` has.
  public static let maximumDepth = 512

  /// Parses `bytes` as one JSON text.
  /// - Throws: ``JSONParseError`` with the line, column and byte offset of the first problem.
  ///
  /// A text of a few mebibytes or more is read by two threads when the machine has two cores:
  /// the value and any error are the same.
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
    try parse(bytes, split: SplitRead.start(on: bytes))
  }

  /// Parses `bytes` with a helper thread that guesses elements from `offset` on, however short the
  /// text, and says whether the reader took the helper's elements: the tests' way to hold a split
  /// read to one thread's at every offset.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, splittingAt offset: Int
  ) -> (value: Result<JSONValue, JSONParseError>, tookHelpersElements: Bool) {
    let split = SplitRead.start(on: bytes, from: offset)
    let value = Result { () throws(JSONParseError) in try parse(bytes, split: split) }
    return (value, split?.wasTaken ?? false)
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, split: SplitRead?) throws(JSONParseError) -> JSONValue
  {
    var reader = JSONReader(bytes: bytes)
    reader.split = split
    defer { split?.finish() }
    do {
      return try reader.parseDocument()
    } catch {
      throw JSONParseError(error.message, at: error.offset, in: bytes)
    }
  }

  /// The one value that starts at byte `offset` of `bytes`, whatever follows it: a value found by
  /// ``JSONPathLocator``, read without parsing the rest of the text. `nil` when no valid value
  /// starts there.
  public static func value(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONValue? {
    guard bytes.indices.contains(offset) else { return nil }
    var reader = JSONReader(bytes: bytes)
    reader.index = offset
    return try? reader.parseValue()
  }

  /// Parses the bytes of `data` as one JSON text.
  public static func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
    let result: Result<JSONValue, JSONParseError> = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      return Result { () throws(JSONParseError) in try parse(bytes) }
    }
    return try result.get()
  }

  /// Parses `bytes` as one JSON text.
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    let result: Result<JSONValue, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONParseError) in try parse(buffer) }
    }
    return try result.get()
  }

  /// Parses the UTF-8 of `text` as one JSON text.
  public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    var text = text
    let result: Result<JSONValue, JSONParseError> = text.withUTF8 { buffer in
      Result { () throws(JSONParseError) in try parse(buffer) }
    }
    return try result.get()
  }
}

/// A problem found while reading: where and what. Line and column are added once, at the top.
struct JSONReadFailure: Error {
  let message: String
  let offset: Int
}
