import Foundation
import FuzzTargets
import Testing

struct JSONRoundTripCorpusTests {
  @Test func everyCorpusInputRoundTrips() throws {
    let inputs = try DifferentialTests.corpusInputs("json-round-trip")
    #expect(inputs.count >= 100, "the committed corpus should hold what fuzzing found; run .ci/fuzz")
    for input in inputs {
      let disagreement = JSONRoundTrip.disagreement(in: try Data(contentsOf: input))
      #expect(disagreement == nil, "\(input.lastPathComponent)")
    }
  }
}
