import Foundation
import Testing

@testable import JSONCore

/// The parser's word-at-a-time scan of strings and its cache of keys: each checked against the
/// plain byte-by-byte answer, including where the two are easiest to get wrong.
struct PlainRunTests {
  static func stopsARun(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
  }

  @Test func theLowestStopMarkedInAWordIsItsFirstQuoteBackslashOrControlByte() {
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
    // Bytes near the edges of the tested ranges, whose borrows are the trap, and bytes above 0x7F.
    let edges: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x01, 0x80, 0x81, 0xA2, 0xDC, 0xFF, 0x22, 0x5C]
    for _ in 0..<20_000 {
      let bytes = (0..<8).map { _ in edges.randomElement(using: &generator)! }
      words.append(bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
    }
    var found = 0
    for word in words {
      let bytes = withUnsafeBytes(of: word) { Array($0) }
      let expected = bytes.firstIndex(where: Self.stopsARun)
      let stops = JSONReader.stringStops(in: word)
      let first = stops == 0 ? nil : stops.trailingZeroBitCount / 8
      #expect(first == expected, "\(String(word, radix: 16))")
      if expected != nil { found += 1 }
    }
    #expect(found > 1_000 && found < words.count - 1_000)
  }

  @Test func aRunEndsAtItsFirstStopAndKnowsWhetherItIsASCII() {
    var generator = SystemRandomNumberGenerator()
    let alphabet: [UInt8] = [UInt8(ascii: "a"), UInt8(ascii: " "), 0x7F, 0x80, 0xC3, 0xA9, 0x22, 0x5C, 0x0A]
    for _ in 0..<5_000 {
      let length = Int.random(in: 0..<40, using: &generator)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
      let start = length == 0 ? 0 : Int.random(in: 0..<length, using: &generator)
      let end = bytes[start...].firstIndex(where: Self.stopsARun) ?? length
      let isASCII = bytes[start..<end].allSatisfy { $0 < 0x80 }
      bytes.withUnsafeBufferPointer { buffer in
        let run = JSONReader(bytes: buffer).stringRun(from: start)
        #expect(run.end == end && run.isASCII == isASCII, "\(bytes) from \(start)")
      }
    }
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

  @Test func keysExpectedFromTheRecordBeforeAreTakenOnlyWhenTheyAreSpelledAgain() throws {
    // Each record changes the order, drops a key, or spells a key that the one expected there
    // begins (`id` then `idx`) or that begins it (`name` then `nam`), at two depths.
    let records = [
      #"{"id": 1, "name": "a", "inner": {"x": 1, "y": 2}}"#,
      #"{"id": 2, "name": "b", "inner": {"x": 3, "y": 4}}"#,
      #"{"idx": 3, "nam": "c", "inner": {"y": 5, "x": 6}}"#,
      #"{"name": "d", "id": 4, "inner": {"x": 7}}"#,
      #"{"id": 5, "name\u0041": "e", "inner": {"xy": 8, "y": 9}}"#,
      #"{"id": 6, "name": "f", "inner": {"x": 1, "y": 2}}"#,
    ]
    let value = try JSONParser.parse("[" + records.joined(separator: ",") + "]")
    guard case .array(let elements) = value else {
      Issue.record("not an array")
      return
    }
    let keys = elements.map { element -> [String] in
      guard case .object(let object) = element, case .object(let inner)? = object["inner"] else { return [] }
      return object.keys + inner.keys
    }
    #expect(
      keys == [
        ["id", "name", "inner", "x", "y"], ["id", "name", "inner", "x", "y"], ["idx", "nam", "inner", "y", "x"],
        ["name", "id", "inner", "x"], ["id", "nameA", "inner", "xy", "y"], ["id", "name", "inner", "x", "y"],
      ])
  }

  @Test(arguments: [
    // An invalid byte before a bad escape, a control character or the end: the byte is reported.
    (Array(#"["a"#.utf8) + [0xFF] + Array(#"\q"]"#.utf8), 3, "invalid UTF-8 byte 0xFF"),
    (Array(#"["a\n"#.utf8) + [0xC3, 0x28] + Array(#"\n"]"#.utf8), 6, "invalid UTF-8 byte 0x28"),
    (Array(#"["é"#.utf8) + [0xED, 0xA0, 0x80] + Array(#"x"]"#.utf8), 5, "invalid UTF-8 byte 0xA0"),
    (Array(#"["é"#.utf8) + [0x0A] + Array(#"\u12"]"#.utf8), 4, "unescaped control character U+000A"),
    (Array(#"["é\u00"#.utf8) + [0xF0], 4, "invalid \\u escape"),
    (Array(#"["é"#.utf8) + [0xE2, 0x82], 6, "invalid UTF-8: the text ends inside"),
  ])
  func theFirstProblemInAStringIsTheOneReported(bytes: [UInt8], offset: Int, message: String) {
    do {
      _ = try JSONParser.parse(bytes)
      Issue.record("\(bytes) parsed")
    } catch {
      #expect(error.offset == offset, "\(error.message)")
      #expect(error.message.hasPrefix(message), "\(error.message)")
    }
  }

  @Test func escapedNulAndNonASCIIBytesSurviveTheOneCheck() throws {
    let text = #"["a\u0000é", "é\u0000", "\u0000", "日本\t語", "😀\ud83d\ude00", "plain é"]"#
    let value = try JSONParser.parse(text)
    #expect(value == .array(["a\u{0}é", "é\u{0}", "\u{0}", "日本\t語", "😀😀", "plain é"].map { .string($0) }))
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
