import Foundation
import FuzzTargets
import Testing

/// The differential test over what fuzzing kept: every input of the tracing decoder's and the JSON
/// round trip's minimized corpora (`Tests/FuzzCorpus`, updated by `.ci/fuzz`), for every bundled model.
extension DifferentialTests {
  static let fuzzCorpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("FuzzCorpus")

  static func corpusInputs(_ target: String) throws -> [URL] {
    let folder = fuzzCorpus.appendingPathComponent(target)
    return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).sorted {
      $0.path < $1.path
    }
  }

  @Test func tracerAgreesWithJSONDecoderOnTheFuzzCorpus() throws {
    let inputs = try Self.corpusInputs("tracing-decoder") + Self.corpusInputs("json-round-trip")
    var disagreements: [String] = []
    for input in inputs {
      let data = try Data(contentsOf: input)
      for agreement in DecoderAgreement.bundled {
        if let disagreement = agreement.disagreement(on: data) {
          disagreements.append("\(input.lastPathComponent): \(disagreement)")
        }
      }
    }
    #expect(inputs.count >= 100, "the committed corpus should hold what fuzzing found; run .ci/fuzz")
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5).joined(separator: "\n"))")
  }
}
