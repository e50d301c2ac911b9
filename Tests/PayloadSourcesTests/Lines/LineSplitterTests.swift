import Foundation
import Testing

@testable import PayloadSources

/// Lines cut across chunks, CRLF, blank lines and a last line without a break.
struct LineSplitterTests {
  private func lines(_ text: String, chunk: Int, limit: Int = .max) -> [String] {
    var splitter = LineSplitter()
    splitter.limit = limit
    var found: [String] = []
    let data = Data(text.utf8)
    var start = 0
    while start < data.count {
      let piece = data[start..<min(start + chunk, data.count)]
      splitter.feed(piece) { found.append(describe($0)) }
      start += chunk
    }
    splitter.finish { found.append(describe($0)) }
    return found
  }

  private func describe(_ line: LineSplitter.Line) -> String {
    let text = line.lengthOverLimit.map { "\($0) bytes over the limit" } ?? String(decoding: line.bytes, as: UTF8.self)
    return "\(line.number)@\(line.offset):\(text)"
  }

  @Test(arguments: [1, 2, 3, 5, 100])
  func linesOverTheLimitAreMeasuredNotKept(chunk: Int) {
    #expect(
      lines("abc\nabcdefgh\nab\nabcdefghij", chunk: chunk, limit: 4) == [
        "1@0:abc", "2@4:8 bytes over the limit", "3@13:ab", "4@16:10 bytes over the limit",
      ])
  }

  @Test(arguments: [1, 2, 3, 5, 100])
  func everyCutGivesTheSameLines(chunk: Int) {
    #expect(
      lines("{\"a\":1}\r\n\n  \n{\"b\":2}\n{\"c\":3}", chunk: chunk) == [
        #"1@0:{"a":1}"#, #"4@13:{"b":2}"#, #"5@21:{"c":3}"#,
      ])
  }

  @Test func aTrailingBreakAddsNoLine() {
    #expect(lines("x\ny\n", chunk: 4) == ["1@0:x", "2@2:y"])
  }
}
