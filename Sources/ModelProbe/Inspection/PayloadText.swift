import Foundation
import JSONCore

/// One payload as both its bytes and its parsed tree, each made once: a file's bytes are parsed
/// once, an edited tree is printed once. The adapter decodes the bytes and the tracing decoder
/// walks the tree, so neither parses again.
public struct PayloadText: Sendable {
  /// The UTF-8 text, as the adapter's client hands it to `JSONDecoder`.
  public let bytes: Data
  /// The parsed tree, as the tracing decoder and the comparison read it.
  public let value: JSONValue

  /// Parses `bytes`.
  /// - Throws: `JSONParseError` when they are not JSON.
  public init(parsing bytes: Data) throws(JSONParseError) {
    self.value = try JSONParser.parseAsDecoderReads(bytes)
    self.bytes = bytes
  }

  /// Prints `value` compactly.
  public init(printing value: JSONValue) {
    self.value = value
    self.bytes = Data(JSONPrinter.bytes(of: value, style: .compact))
  }
}
