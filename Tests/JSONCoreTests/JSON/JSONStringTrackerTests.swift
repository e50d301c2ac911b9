import Testing

@testable import JSONCore

/// Which bytes of JSON text are inside strings, escaped quotes and backslashes included.
struct JSONStringTrackerTests {
  @Test func quotesOpenAndCloseStringsAndEscapesStayInside() {
    var tracker = JSONStringTracker()
    let text = #"{"a\"]": "\\", "b": 1}"#
    let places = Array(text.utf8).map { tracker.read($0) }
    let outside = String(decoding: zip(text.utf8, places).filter { $0.1 == .outside }.map(\.0), as: UTF8.self)
    #expect(outside == "{: , : 1}")
    #expect(places.filter { $0 == .opening }.count == 3)
    #expect(places.filter { $0 == .closing }.count == 3)
    #expect(!tracker.isInString)
    _ = tracker.read(UInt8(ascii: "\""))
    #expect(tracker.isInString)
  }
}
