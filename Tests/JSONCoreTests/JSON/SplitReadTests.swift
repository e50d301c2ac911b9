import Foundation
import Testing

@testable import JSONCore

/// A text read by two threads gives one thread's value, or one thread's error at the same offset,
/// wherever the helper starts guessing: every offset of each text is tried.
struct SplitReadTests {
  static let texts = [
    #"[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": []}, {"id": 3, "tags": ["c"]}, {"id": 4}]"#,
    #"{"items": [1, 2, [3, 4], {"a": [5, 6]}, "x, [7]", "y, {\"z\": 8}"], "total": 9, "more": [true, false, null]}"#,
    #"[[1, 2], [3, [4, [5, 6]]], "a,b", -1.5e3, {"k": ", 1]"}, "\u00e9, 2"]"#,
    #"[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]"#,
    #"{"a": {"b": {"c": [{"d": 1}, {"d": 2}, {"d": 3}]}}, "e": [{"f": [1, 2]}, {"f": [3]}]}"#,
  ]

  static let faulty = [
    #"[1, 2, 3, 4, 5, 6, 7, 8, 9,]"#,
    #"[{"a": 1}, {"a": 2}, {"a": 3}, {"a": tru}]"#,
    #"[{"a": 1}, {"a": 2}, {"a": 3}, {"a": 4}"#,
    #"{"list": [1, 2, 3, 4, 5, 6], "b": [7, 8, 9, 10 11]}"#,
    #"[1, 2, 3, 4, 5, 6, 7, 8] x"#,
    #"[1, 2, 3, "a\qb", 5]"#,
  ]

  @Test(arguments: texts + faulty)
  func everyStartGivesOneThreadsAnswer(_ text: String) {
    let bytes = Array(text.utf8)
    let taken = bytes.withUnsafeBufferPointer { buffer in
      let expected = Result { () throws(JSONParseError) in try JSONParser.parse(buffer) }
      var taken = 0
      for offset in 0...buffer.count {
        let split = JSONParser.parse(buffer, splittingAt: offset)
        #expect(split.value == expected, "split at \(offset) of \(text)")
        if split.tookHelpersElements { taken += 1 }
      }
      return taken
    }
    if Self.texts.contains(text) { #expect(taken > 0, "the reader never took the helper's elements in \(text)") }
  }

  /// The texts read well, so the cases above compare values, not only errors.
  @Test func theValidTextsRead() throws {
    for text in Self.texts { _ = try JSONParser.parse(text) }
    for text in Self.faulty { #expect(throws: JSONParseError.self) { try JSONParser.parse(text) } }
  }

  /// Elements nested to the limit are taken only where the reader's own depth leaves room for them.
  @Test func theDepthLimitHoldsAcrossTheSplit() {
    let deep = String(repeating: "[", count: 509) + "0" + String(repeating: "]", count: 509)
    for (prefix, suffix) in [("[[1, ", "]]"), ("[1, ", "]"), ("[[[[1, ", "]]]]")] {
      let bytes = Array((prefix + deep + suffix).utf8)
      bytes.withUnsafeBufferPointer { buffer in
        let expected = Result { () throws(JSONParseError) in try JSONParser.parse(buffer) }
        for offset in [0, prefix.utf8.count - 2, prefix.utf8.count - 1, prefix.utf8.count] {
          #expect(JSONParser.parse(buffer, splittingAt: offset).value == expected, "\(prefix) split at \(offset)")
        }
      }
    }
  }

  /// A text long enough to be split on its own reads as one thread reads it, element by element.
  @Test func aLongTextIsReadWhole() throws {
    let record = #"{"id": 1, "name": "a, {\"b\": [2]}", "list": [1, 2, 3], "nested": {"x": [{"y": null}]}}"#
    let count = SplitRead.threshold / record.utf8.count + 100
    let text = "[" + Array(repeating: record, count: count).joined(separator: ",\n ") + "]"
    let value = try JSONParser.parse(text)
    let one = try JSONParser.parse(record)
    guard case .array(let elements) = value else {
      Issue.record("not an array")
      return
    }
    #expect(elements.count == count)
    #expect(elements.allSatisfy { $0 == one })
  }
}
