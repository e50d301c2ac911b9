import JSONFragment
import Testing
import WorkbenchUI

struct JSONTextIndexTests {
  let value: JSONValue = ["a": 1, "list": [["x": true], [], ["x": false, "y": [1, 2]]], "empty": [:], "s": "t"]

  @Test func linesAreThePrettyTextWithAPathEach() {
    let index = JSONTextIndex(value)
    #expect(index.text == value.prettyText + "\n")
    #expect(index.lineCount == value.prettyText.split(separator: "\n").count)
    #expect(index.line(9) == #"      "y": ["#)
    #expect(index.path(ofLine: 9) == "list[2].y")
    #expect(index.path(ofLine: 10) == "list[2].y[0]")
  }

  @Test func findingAPathsLineAgreesWithAScan() {
    let index = JSONTextIndex(value)
    for line in 0..<index.lineCount {
      let path = index.path(ofLine: line)
      let first = (0..<index.lineCount).first { index.path(ofLine: $0) == path }
      #expect(index.line(of: path) == first, "\(path)")
    }
    #expect(index.line(of: "list[7].x") == index.line(of: "list"))
  }
}
