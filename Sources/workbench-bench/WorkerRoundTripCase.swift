import FixtureEngine
import Foundation
import JSONFragment
import ModelProbe
import Pokedex

/// The time from asking for a small payload's verdict to having it, when the model's code runs
/// in a worker: the release `workbench worker` beside this executable decodes, traces and
/// compares a Pokemon, each sample a different name, as each keystroke of an edit would.
enum WorkerRoundTripCase {
  static func execute(samples: Int) throws -> CaseOutcome {
    let executable = try LaunchCase.workbenchPath()
    let worker = ModelWorker(executable: executable, arguments: ["worker"], environment: [:])
    let model = try WorkspaceRegistry([.pokedex]).runningModels(in: worker).workspace(named: "Pokedex")
      .model(named: "Pokemon")
    func payload(_ index: Int) -> PayloadText {
      PayloadText(printing: ["baseType": "fire", "name": .string("Charizard \(index)"), "pokedexIndex": 6])
    }
    // The first requests start the worker and learn the model; a keystroke comes after that.
    for index in 0..<5 { _ = model.inspect(payload(index)) }
    let baseline = PeakMemory.residentKiB()
    var seconds: [Double] = []
    var decoded = 0
    var digest = FNV1a()
    for index in 0..<samples {
      let text = payload(index)
      digest.add(Array(text.bytes))
      let start = ContinuousClock.now
      let inspection = model.inspect(text, comparisonLimit: 2_000)
      let elapsed = start.duration(to: .now)
      seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      if inspection.decodes, inspection.comparison.count == 3 { decoded += 1 }
    }
    return CaseOutcome(
      name: BenchCase.uiWorkerRoundTrip.rawValue,
      inputSummary: "Pokemon payloads of 50 bytes, each inspected by a warm `workbench worker` (release)",
      inputDigest: digest.hex,
      seconds: seconds,
      baselineKiB: baseline,
      peakKiB: PeakMemory.residentKiB(),
      check: "\(decoded) of \(samples) verdicts decoded with 3 values compared",
      verified: decoded == samples,
      verification: "every verdict came from the worker and decoded")
  }
}
