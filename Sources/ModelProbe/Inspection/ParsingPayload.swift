import Foundation
import JSONCore

/// A payload's bytes and their parse, which may still be running on a thread of its own: a
/// worker hands the bytes to the decoder at once and waits for the tree only where it reads it.
package struct ParsingPayload: Sendable {
  /// The UTF-8 text, as the adapter's client hands it to `JSONDecoder`.
  package let bytes: Data
  private let parse: ThreadOfItsOwn<Result<JSONValue, JSONParseError>>

  /// Starts parsing `bytes`.
  package init(startingToParse bytes: Data) {
    self.bytes = bytes
    parse = ThreadOfItsOwn(unlessSmall: Self.isSmall(bytes)) {
      Result { () throws(JSONParseError) in try JSONParser.parseAsDecoderReads(bytes) }
    }
  }

  /// Whether `bytes` are few enough to parse, trace and decode one after the other on one thread:
  /// a fixture of a few kilobytes takes less time than starting a thread for it.
  package static func isSmall(_ bytes: Data) -> Bool {
    bytes.count < 32 * 1024
  }

  /// A payload parsed already.
  package init(parsed text: PayloadText) {
    bytes = text.bytes
    parse = ThreadOfItsOwn(finished: .success(text.value))
  }

  /// The parsed tree, or why the bytes are not JSON, once the parse has finished.
  package func parsed() -> Result<JSONValue, JSONParseError> {
    parse.value()
  }
}
