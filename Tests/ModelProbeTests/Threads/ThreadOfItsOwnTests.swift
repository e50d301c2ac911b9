import Foundation
import JSONFragment
import Testing

@testable import ModelProbe

/// Work on a thread of its own hands the same result to every waiter, however many there are.
struct ThreadOfItsOwnTests {
  @Test func everyWaiterGetsTheResult() async {
    let work = ThreadOfItsOwn { (1...10_000).reduce(0, +) }
    let results = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<4 { group.addTask { work.value() } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results == Array(repeating: 50_005_000, count: 4))
    #expect(work.value() == 50_005_000)
  }

  @Test func finishedWorkIsThereAtOnce() {
    let work = ThreadOfItsOwn(finished: "done")
    #expect(work.value() == "done")
    #expect(work.value() == "done")
  }

  @Test func aPayloadStartedHereIsParsedOrSaysWhyNot() throws {
    #expect(try ParsingPayload(startingToParse: Data(#"{"a": [1]}"#.utf8)).parsed().get() == ["a": [1]])
    guard case .failure(let error) = ParsingPayload(startingToParse: Data("{".utf8)).parsed() else {
      Issue.record("an unfinished object parsed")
      return
    }
    #expect(error.offset == 1)
  }
}
