import ArgumentParser

/// The benchmark's command line.
struct Options: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "workbench-bench",
    abstract:
      "Time the workbench against its baselines (Foundation, the seed's composition) on the same input, one child process per case."
  )

  static let caseList = BenchCase.allCases.map(\.rawValue).joined(separator: ", ")

  @Option(
    help: ArgumentHelp(
      "Runs per case (default 5; the two quadratic seed cases always run once).", valueName: "N"))
  var iterations: Int?

  @Option(
    help: ArgumentHelp(
      "Run only these cases, comma-separated (the group's 'ours' case is always added). Cases: \(caseList).",
      valueName: "CASE,..."),
    transform: Options.cases)
  var only: [BenchCase]?

  @Option(
    help: ArgumentHelp(
      "The byAdding chain gives up after this long (default 120 s) and reports a lower bound; other cases are killed a minute after it (default 240 s).",
      valueName: "SECONDS"))
  var timeLimit: Double?

  @Option(
    help: ArgumentHelp(
      "Write the 200-model package the scale cases run in to DIR, and stop.", valueName: "DIR"))
  var writeScalePackage: String?

  @Flag(
    help:
      "Run the performance gate: count the instructions of each fixed workload under callgrind and compare them with the baseline; exit 1 when one costs more than 3% more."
  )
  var countInstructions = false

  @Option(
    help: ArgumentHelp(
      "With --count-instructions: the baseline file (default .ci/perf-baseline.tsv).", valueName: "FILE"))
  var baseline: String = ".ci/perf-baseline.tsv"

  @Option(
    help: ArgumentHelp(
      "With --count-instructions: record the counts as the new baseline, saying why.", valueName: "WHY"))
  var record: String?

  @Option(
    help: ArgumentHelp(
      "With --count-instructions: count only these workloads, comma-separated (\(GateWorkload.allCases.map(\.rawValue).joined(separator: ", ")))).",
      valueName: "NAME,..."),
    transform: Options.workloads)
  var workloads: [GateWorkload]?

  @Option(name: .customLong("workload"), help: .hidden)
  var childWorkload: GateWorkload?

  @Option(name: .customLong("case"), help: .hidden)
  var childCase: BenchCase?

  /// The cases to run, in the order they are reported.
  var selected: [BenchCase] {
    guard let only else { return BenchCase.allCases }
    let groups = Set(only.map(\.group))
    return BenchCase.allCases.filter { only.contains($0) || ($0.isOurs && groups.contains($0.group)) }
  }

  func validate() throws {
    if let record, record.trimmingCharacters(in: .whitespaces).isEmpty || record.contains("\t") || record.contains("\n")
    {
      throw ValidationError(
        "--record needs a why on one line, e.g. --record \"the tracer keeps one counter per value\"")
    }
    if (record != nil || workloads != nil) && !countInstructions {
      throw ValidationError("--record and --workloads go with --count-instructions")
    }
    if let iterations, iterations < 1 {
      throw ValidationError("--iterations needs a positive whole number, e.g. --iterations 3")
    }
    if let timeLimit, !(timeLimit > 0) {
      throw ValidationError("--time-limit needs a positive number of seconds, e.g. --time-limit 60")
    }
  }

  private static func workloads(_ text: String) throws -> [GateWorkload] {
    try text.split(separator: ",").map { name in
      guard let found = GateWorkload(rawValue: String(name)) else {
        throw ValidationError(
          "unknown workload '\(name)'; the workloads are \(GateWorkload.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      return found
    }
  }

  private static func cases(_ text: String) throws -> [BenchCase] {
    try text.split(separator: ",").map { name in
      guard let found = BenchCase(rawValue: String(name)) else {
        throw ValidationError("unknown case '\(name)'; the cases are \(caseList)")
      }
      return found
    }
  }
}

extension BenchCase: ExpressibleByArgument {}
