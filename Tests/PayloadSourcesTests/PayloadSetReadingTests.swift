import Foundation
import JSONFragment
import PayloadSources
import TestPayloads
import Testing
import WorkbenchContext

/// Reading a set of payloads from folders, NDJSON logs and HAR captures, streamed.
struct PayloadSetReadingTests {
  private func read(_ payloadSet: PayloadSet, _ files: [String: Data]) -> ([PayloadSetEntry], PayloadSet.Reading) {
    var entries: [PayloadSetEntry] = []
    let reading = payloadSet.read(with: InMemoryFileSystem(files).fileSystem) { entries.append($0) }
    return (entries, reading)
  }

  private func names(_ entries: [PayloadSetEntry]) -> [String] {
    entries.map { entry in
      switch entry {
      case .payload(let item): item.name
      case .problem(let name, let message): "\(name): \(message)"
      }
    }
  }

  @Test func aFolderIsSearchedRecursivelyForJSONFiles() {
    let (entries, reading) = read(PayloadSet(inputs: ["/set"]), WeatherPayloadSet.folder(at: "/set"))
    #expect(entries.count == WeatherPayloadSet.count)
    #expect(names(entries).prefix(2) == ["/set/deep/er/p00.json", "/set/deep/er/p03.json"])
    #expect(!names(entries).contains { $0.hasSuffix(".txt") })
    #expect(reading.unreadable.isEmpty)
  }

  @Test func standardInputIsOneDocumentOrOnePayloadPerLine() {
    let pretty = Data("{\n  \"a\": 1\n}\n".utf8)
    let log = Data("{\"a\": 1}\n\n{\"a\": 2}\nnope\n".utf8)
    #expect(!PayloadSet.isLineDelimited(pretty))
    #expect(PayloadSet.isLineDelimited(log))
    #expect(!PayloadSet.isLineDelimited(Data("nope\n{}\n".utf8)), "a first line that is no JSON: one bad payload")
    var payloadSet = PayloadSet(inputs: ["-", "-"])
    payloadSet.standardInput = pretty
    #expect(names(read(payloadSet, [:]).0) == ["<stdin>", "<stdin>"])
    payloadSet = PayloadSet(inputs: ["-"])
    payloadSet.standardInput = log
    let (entries, reading) = read(payloadSet, [:])
    #expect(names(entries).map { $0.prefix(9) } == ["<stdin>:1", "<stdin>:3", "<stdin>:4"])
    #expect(reading.unreadable.isEmpty)
  }

  @Test func anNDJSONLogIsOnePayloadPerLineNamedByItsLine() throws {
    let (entries, _) = read(PayloadSet(inputs: ["/log.ndjson"]), ["/log.ndjson": WeatherPayloadSet.ndjson()])
    #expect(entries.count == WeatherPayloadSet.count + 1)
    #expect(names(entries)[0] == "/log.ndjson:1")
    #expect(names(entries)[20] == "/log.ndjson:22", "the blank line 21 is counted, not handed out")
    guard case .payload(let crlf) = entries[10] else { throw Failure("line 11 is a payload") }
    #expect(crlf.bytes.last == UInt8(ascii: "}"))
    guard case .payload(let last) = entries.last else { throw Failure("the last line is a payload") }
    #expect(last.place(TextLocation(line: 1, column: 18)) == "/log.ndjson:52:18")
  }

  @Test func aHARCaptureGivesItsJSONResponseBodiesPlainOrBase64() throws {
    let payloadSet = PayloadSet(inputs: ["/capture.har"], urlContains: "api.example.com/weather")
    let (entries, reading) = read(payloadSet, ["/capture.har": WeatherPayloadSet.har()])
    #expect(entries.count == WeatherPayloadSet.count + 1)
    #expect(names(entries)[1] == "GET https://api.example.com/weather/1")
    guard case .payload(let base64) = entries[1] else { throw Failure("entry 1 is a payload") }
    #expect(String(decoding: base64.bytes, as: UTF8.self) == WeatherPayloadSet.payload(1))
    #expect(reading.skippedEntries == 3, "the HTML page, the image and the other host")
    let all = read(PayloadSet(inputs: ["/capture.har"]), ["/capture.har": WeatherPayloadSet.har()])
    #expect(all.0.count == WeatherPayloadSet.count + 2)
    #expect(all.1.skippedEntries == 2)
  }

  @Test func aCaptureIsStreamedEntryByEntrySoOnlyAnEntryOverTheLimitIsLeftOut() throws {
    let big = String(repeating: "x", count: 400)
    let capture = """
      {"log": {"version": "1.2", "pages": [{"id": "[not entries]"}], "creator": {"entries": [1]},
        "entries": [
          {"request": {"method": "GET", "url": "https://a.example/1"},
           "response": {"content": {"mimeType": "application/json", "text": "{\\"id\\": 1, \\"note\\": \\"}]\\"}"}}},
          {"request": {"method": "GET", "url": "https://a.example/big"},
           "response": {"content": {"mimeType": "application/json", "text": "\(big)"}}},
          {"request": {"method": "POST", "url": tru},
           "response": {}},
          {"request": {"method": "GET", "url": "https://a.example/2"},
           "response": {"content": {"mimeType": "application/json", "text": "{\\"id\\": 2}"}}}
        ]}}
      """
    var payloadSet = PayloadSet(inputs: ["/c.har"])
    payloadSet.maxPayloadBytes = 300  // the capture is longer: only the big entry is over it
    let (entries, reading) = read(payloadSet, ["/c.har": Data(capture.utf8)])
    #expect(reading.unreadable.isEmpty, "\(reading.unreadable)")
    #expect(
      names(entries) == [
        "GET https://a.example/1",
        "/c.har entry 2: it is 538 bytes, over the 300 bytes limit for payloads; to read it, raise the limit:"
          + " WORKBENCH_MAX_PAYLOAD=1M",
        "/c.har entry 3: /c.har:7:43: not JSON: invalid literal; expected 'true' (JSON literals are lowercase true,"
          + " false and null)",
        "GET https://a.example/2",
      ])
    guard case .payload(let first) = entries[0] else { throw Failure("entry 1 is a payload") }
    #expect(String(decoding: first.bytes, as: UTF8.self) == #"{"id": 1, "note": "}]"}"#)
  }

  @Test func aCaptureMayOpenWithAByteOrderMark() {
    let capture = Data([0xEF, 0xBB, 0xBF]) + WeatherPayloadSet.har()
    let (entries, reading) = read(PayloadSet(inputs: ["/c.har"]), ["/c.har": capture])
    #expect(reading.unreadable.isEmpty)
    #expect(entries.count == WeatherPayloadSet.count + 2)
  }

  @Test func aCaptureThatIsNotJSONSaysWhere() {
    let (_, reading) = read(
      PayloadSet(inputs: ["/a.har", "/b.har", "/c.har"]),
      [
        "/a.har": Data("hello".utf8), "/b.har": Data("{\"log\": {\"entries\": [{}]]}".utf8),
        "/c.har": Data("{\"log\": {\"entries\": []}} {}".utf8),
      ])
    #expect(
      reading.unreadable.map(\.description) == [
        "/a.har: cannot read it: 1:1: not JSON: unexpected 'h'",
        "/b.har: cannot read it: 1:25: not JSON: unexpected ']'",
        "/c.har: cannot read it: 1:26: not JSON: unexpected '{'",
      ])
  }

  @Test func inputsThatCannotBeReadAreListedAndTheOthersRead() {
    let (entries, reading) = read(
      PayloadSet(inputs: ["/missing.json", "/bad.har", "/a.json", "/plain.har"]),
      ["/bad.har": Data("{\"log\": ".utf8), "/a.json": Data("{}".utf8), "/plain.har": Data("{}".utf8)])
    #expect(names(entries) == ["/a.json"])
    #expect(
      reading.unreadable.map(\.description) == [
        "/missing.json: cannot read it: no such file or folder",
        "/bad.har: cannot read it: 1:9: not JSON: unexpected end of input; the capture is cut short",
        "/plain.har: cannot read it: it has no log.entries array; is it a HAR capture?",
      ])
  }

  @Test func atSelectsTheModelInsideAnEnvelopeAndSplitsArrays() {
    let files = [
      "/page.json": Data(#"{"data": {"items": [{"id": 1}, {"id": 2}]}}"#.utf8),
      "/one.json": Data(#"{"data": {"items": {"id": 3}}}"#.utf8),
      "/other.json": Data(#"{"error": "down"}"#.utf8),
      "/broken.json": Data("{\n \"data\": ]".utf8),
    ]
    let payloadSet = PayloadSet(
      inputs: ["/page.json", "/one.json", "/other.json", "/broken.json"], selection: "data.items")
    let (entries, _) = read(payloadSet, files)
    #expect(
      names(entries) == [
        "/page.json#data.items[0]", "/page.json#data.items[1]", "/one.json#data.items",
        "/other.json: the envelope has no value at data.items",
        "/broken.json:2:10: not JSON: unexpected ']'; expected a value",
      ])
    guard case .payload(let second) = entries[1] else { return }
    #expect(String(decoding: second.bytes, as: UTF8.self) == #"{"id":2}"#)
  }

  @Test func eachPayloadIsReadAgainAloneFromWhereItSits() throws {
    let files = [
      "/log.ndjson": WeatherPayloadSet.ndjson(), "/c.har": WeatherPayloadSet.har(),
      "/page.json": Data(#"{"data": {"items": [{"id": 1}, {"id": 2}]}}"#.utf8),
    ]
    let memory = InMemoryFileSystem(files).fileSystem
    for payloadSet in [
      PayloadSet(inputs: ["/log.ndjson", "/c.har"], urlContains: "api.example.com"),
      PayloadSet(inputs: ["/page.json"], selection: "data.items"),
    ] {
      var items: [PayloadItem] = []
      _ = payloadSet.read(with: memory) { if case .payload(let item) = $0 { items.append(item) } }
      #expect(items.count > 1)
      for item in items {
        let origin = try #require(item.origin, "\(item.name)")
        #expect(try payloadSet.bytes(at: origin, with: memory) == item.bytes, "\(item.name)")
      }
    }
  }
}

private struct Failure: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
