import Foundation
import Testing

@testable import FixtureEngine

/// Lines cut across chunks, CRLF, blank lines and a last line without a break.
struct LineSplitterTests {
  private func lines(_ text: String, chunk: Int) -> [String] {
    var splitter = LineSplitter()
    var found: [String] = []
    let data = Data(text.utf8)
    var start = 0
    while start < data.count {
      let piece = data[start..<min(start + chunk, data.count)]
      splitter.feed(piece) { number, offset, line in
        found.append("\(number)@\(offset):\(String(decoding: line, as: UTF8.self))")
      }
      start += chunk
    }
    splitter.finish { number, offset, line in
      found.append("\(number)@\(offset):\(String(decoding: line, as: UTF8.self))")
    }
    return found
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
