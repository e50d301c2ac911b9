/// Numbers: checked against the grammar and kept as their source text.
extension JSONReader {
  mutating func parseNumber() throws(JSONReadFailure) -> JSONNumber {
    let start = index
    switch JSONNumberGrammar.scan(bytes, from: start) {
    case .complete(let end):
      index = end
      return JSONNumber(unchecked: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
    case .invalid(let offset, let message):
      throw fail(message, at: offset)
    }
  }
}
