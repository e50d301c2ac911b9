import Foundation
import JSONFragment
import TestPayloads
import Testing

@testable import PayloadSources

/// The scanner that streams a HAR capture finds exactly the entries the whole-document parser
/// finds, at their byte ranges, however the capture is printed and cut into pieces.
struct HAREntryScannerPropertyTests {
  @Test(arguments: [JSONPrintStyle.compact, .pretty])
  func theEntriesAreTheParsersAtTheirByteRanges(style: JSONPrintStyle) throws {
    var generator = RandomJSON(random: SplitMix64(seed: style == .compact ? 11 : 12))
    var cuts = SplitMix64(seed: 13)
    for _ in 0..<400 {
      let capture = Self.capture(&generator)
      let printed = Data(JSONPrinter.bytes(of: capture, style: style))
      var scanner = HAREntryScanner(limit: .max)
      var found: [HAREntryScanner.Entry] = []
      var start = printed.startIndex
      while start < printed.endIndex {
        let end = min(printed.endIndex, start + Int.random(in: 1...64, using: &cuts))
        try scanner.feed(printed[start..<end]) { found.append($0) }
        start = end
      }
      try scanner.finish()
      #expect(scanner.foundEntries)
      guard case .array(let elements)? = capture["log"]?["entries"] else {
        Issue.record("the generated capture has no entries")
        return
      }
      let objects = elements.filter { if case .object = $0 { true } else { false } }
      try #require(found.count == objects.count, "\(capture.compactText)")
      for (entry, object) in zip(found, objects) {
        let bytes = try #require(entry.bytes)
        #expect(bytes == printed.subdata(in: entry.offset..<entry.offset + entry.length))
        #expect(try JSONParser.parse(bytes) == object)
      }
    }
  }

  @Test func anEntryOverTheLimitIsMeasuredNotKept() throws {
    let text = #"{"log": {"entries": [{"a": "0123456789"}, {"b": 1}]}}"#
    var scanner = HAREntryScanner(limit: 12)
    var found: [HAREntryScanner.Entry] = []
    for byte in Data(text.utf8) { try scanner.feed(Data([byte])) { found.append($0) } }
    try scanner.finish()
    #expect(found.map(\.length) == [19, 8])
    #expect(found.map { $0.bytes == nil } == [true, false])
  }

  /// A capture with random members around `log` and `entries`, whose elements are mostly objects.
  private static func capture(_ generator: inout RandomJSON) -> JSONValue {
    var entries: [JSONValue] = []
    for _ in 0..<Int.random(in: 0...6, using: &generator.random) {
      let value = generator.value(depth: 2)
      entries.append(
        Int.random(in: 0..<5, using: &generator.random) == 0
          ? value
          : .object(
            JSONObject([
              JSONMember("request", .object(JSONObject([JSONMember("url", .string(generator.string()))]))),
              JSONMember("extra", value),
            ])))
    }
    let log = JSONObject([
      JSONMember(generator.string() + "x", generator.value(depth: 3)),
      JSONMember("entries", .array(entries)),
      JSONMember("pages", generator.value(depth: 3)),
    ])
    return .object(
      JSONObject([
        JSONMember("before", generator.value(depth: 2)), JSONMember("log", .object(log)),
        JSONMember("after", generator.value(depth: 2)),
      ]))
  }
}
