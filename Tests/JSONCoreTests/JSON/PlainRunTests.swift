import Foundation
import Testing

@testable import JSONCore

/// The parser's word-at-a-time scan of strings and its cache of keys: each checked against the
/// plain byte-by-byte answer, including where the two are easiest to get wrong.
struct PlainRunTests {
  static func isPlain(_ byte: UInt8) -> Bool {
    byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte >= 0x20 && byte < 0x80
  }

  @Test func aWordHoldsANonPlainByteExactlyWhenOneOfItsBytesIsOne() {
    var generator = SystemRandomNumberGenerator()
    // Every byte value at every position of an otherwise plain word, then random words.
    var words: [UInt64] = []
    for position in 0..<8 {
      for byte in 0...255 {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
        bytes[position] = UInt8(byte)
        words.append(bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
      }
    }
    for _ in 0..<20_000 { words.append(generator.next()) }
    // Plain bytes near the edges of the tested ranges, whose borrows are the trap.
    let edges: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x01]
    for _ in 0..<20_000 {
      let bytes = (0..<8).map { _ in edges.randomElement(using: &generator)! }
      words.append(bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
    }
    var found = 0
    for word in words {
      let bytes = withUnsafeBytes(of: word) { Array($0) }
      let expected = !bytes.allSatisfy(Self.isPlain)
      #expect(JSONReader.holdsNonPlainByte(word) == expected, "\(String(word, radix: 16))")
      if expected { found += 1 }
    }
    #expect(found > 1_000 && found < words.count - 1_000)
  }

  @Test func keysOfEveryLengthAndSharedBeginningsReadBackAsWritten() throws {
    // Keys that share their first or last eight bytes, of each length the cache keeps and past it,
    // with one key escaped and one not ASCII; repeated across records, so most come from the cache.
    var keys = (0...40).map { String(repeating: "k", count: $0) }
    keys += ["created_at", "created_by", "created_on", "a_created_at", "b_created_at", "x", "y", "ключ", "tab\\tkey"]
    var text = "["
    for record in 0..<50 {
      let members = keys.enumerated().map { "\"\($0.element)\": \(record * 100 + $0.offset)" }
      text += (record > 0 ? "," : "") + "{" + members.joined(separator: ", ") + "}"
    }
    text += "]"
    let value = try JSONParser.parse(text)
    guard case .array(let records) = value else {
      Issue.record("not an array")
      return
    }
    #expect(records.count == 50)
    let expectedKeys = keys.map { $0.replacingOccurrences(of: "\\t", with: "\t") }
    for (record, element) in records.enumerated() {
      guard case .object(let object) = element else {
        Issue.record("record \(record) is not an object")
        continue
      }
      #expect(object.keys == expectedKeys)
      #expect(object.members.map { $0.value } == keys.indices.map { .number(JSONNumber(record * 100 + $0)) })
    }
  }

  @Test func stringsOfEveryLengthWithTheStopAtEachPositionReadBackAsWritten() throws {
    for length in 0..<40 {
      for stop in ["\\n", "é", "\\\"", "😀"] {
        for position in 0...length {
          var content = String(repeating: "p", count: length)
          content.insert(contentsOf: stop, at: content.index(content.startIndex, offsetBy: position))
          let value = try JSONParser.parse("{\"k\(content)\": \"\(content)\"}")
          let expected = content.replacingOccurrences(of: "\\n", with: "\n")
            .replacingOccurrences(of: "\\\"", with: "\"")
          #expect(value == .object(JSONObject([JSONMember("k" + expected, .string(expected))])))
        }
      }
    }
  }

  @Test(arguments: [(#"{"abcdefghijkl"#, 1), (#"["abcdefghijkl"#, 1), (#"{"abc": "defghijklmnop"#, 8)])
  func anUnterminatedKeyOrStringIsFoundAtItsQuote(text: String, quote: Int) {
    do {
      _ = try JSONParser.parse(text)
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.offset == quote)
      #expect(error.message.hasPrefix("unterminated string"), "\(error.message)")
    }
  }
}
