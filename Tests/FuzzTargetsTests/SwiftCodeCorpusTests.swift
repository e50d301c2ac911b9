import Foundation
import FuzzTargets
import Testing

/// The swift-code fuzzer's committed corpus, replayed as the fuzzer runs it: CI does not build the
/// instrumented fuzzers, so this is what keeps every input it found exporting the same code twice.
struct SwiftCodeCorpusTests {
  @Test func everyCorpusInputExportsTheSameCodeTwice() throws {
    let inputs = try DifferentialTests.corpusInputs("swift-code")
    #expect(inputs.count >= 100, "the committed corpus should hold what fuzzing found; run .ci/fuzz")
    var exported = 0
    for input in inputs {
      let (files, problem) = SwiftCodeFuzzing.disagreement(in: try Data(contentsOf: input))
      #expect(problem == nil, "\(input.lastPathComponent)")
      if !files.isEmpty { exported += 1 }
    }
    #expect(
      exported >= inputs.count / 2, "most of the corpus is JSON that exports code; \(exported) of \(inputs.count) did")
  }
}
