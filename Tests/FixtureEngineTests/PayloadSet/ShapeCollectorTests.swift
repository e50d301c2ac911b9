import Foundation
import JSONFragment
import Testing

@testable import FixtureEngine
@testable import ModelProbe
@testable import PayloadSources

/// One shape per distinct set of key states, unknown values and unread keys; the smallest payload
/// of each is kept.
struct ShapeCollectorTests {
  private func outcome(_ name: String, _ text: String, _ record: PayloadRecord) -> PayloadSetRun.Outcome {
    PayloadSetRun.Outcome(item: PayloadItem(name: name, bytes: Data(text.utf8)), name: name, record: record)
  }

  @Test func theSmallestPayloadOfEachShapeIsKept() {
    let plain = PayloadRecord(verdict: .decodes, states: [.present, .absent])
    let nulled = PayloadRecord(verdict: .fails(path: "a", message: "null"), states: [.null, .absent])
    let unknown = PayloadRecord(
      verdict: .fails(path: "a", message: "unknown"), states: [[.present, .failing], .absent],
      unknownValues: [.init(field: 0, value: "x")])
    var shapes = ShapeCollector()
    shapes.add(outcome("big", #"{"a": "long value"}"#, plain))
    shapes.add(outcome("null", #"{"a": null}"#, nulled))
    shapes.add(outcome("small", #"{"a": "v"}"#, plain))
    shapes.add(outcome("x", #"{"a": "x"}"#, unknown))
    shapes.add(
      outcome("not json", "{", PayloadRecord(verdict: .notJSON(location: .init(line: 1, column: 2), message: "end"))))
    #expect(shapes.shapes.map(\.name) == ["small", "null", "x"])
    #expect(shapes.shapes.map(\.count) == [2, 1, 1])
    #expect(shapes.shapes.map(\.failsAt) == [nil, "a", "a"])
  }
}
