import Foundation

// workbench-bench: times our JSON parser and fragment composition against Foundation and the
// seed's string-append composition on the same generated input, one child process per case.

let options = Options.parseOrExit()

if let folder = options.writeScalePackage {
  do {
    try BenchPackageFolder.write(ScalePackage.files().mapValues { Data($0.utf8) }, at: URL(fileURLWithPath: folder))
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("workbench-bench: cannot write \(folder): \(error)\n".utf8))
    exit(2)
  }
}

if let workload = options.childWorkload {
  exit(PerformanceGate.serve(workload))
}

if options.countInstructions {
  exit(
    PerformanceGate.run(
      PerformanceGate.Settings(
        baselineFile: URL(fileURLWithPath: options.baseline), workloads: options.workloads ?? GateWorkload.allCases,
        record: options.record)))
}

if let childCase = options.childCase {
  exit(ChildProcess.serve(childCase, iterations: options.iterations, timeLimit: options.timeLimit))
}

var results: [BenchCase: Report.Outcome] = [:]
let clock = ContinuousClock()
for (position, benchCase) in options.selected.enumerated() {
  let note = "[\(position + 1)/\(options.selected.count)] \(benchCase.rawValue) ..."
  FileHandle.standardError.write(Data(note.utf8))
  let start = clock.now
  let iterations = benchCase.isQuadratic ? nil : options.iterations
  let limit = options.timeLimit ?? benchCase.timeLimitSeconds
  results[benchCase] = ChildProcess.run(benchCase, iterations: iterations, timeLimit: limit)
  let seconds = Measure.seconds(clock.now - start)
  FileHandle.standardError.write(Data(String(format: " %.1f s\n", seconds).utf8))
}
print(Report(results: results, order: options.selected).render())
