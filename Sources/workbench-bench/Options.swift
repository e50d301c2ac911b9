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

  @Option(name: .customLong("case"), help: .hidden)
  var childCase: BenchCase?

  /// The cases to run, in the order they are reported.
  var selected: [BenchCase] {
    guard let only else { return BenchCase.allCases }
    let groups = Set(only.map(\.group))
    return BenchCase.allCases.filter { only.contains($0) || ($0.isOurs && groups.contains($0.group)) }
  }

  func validate() throws {
    if let iterations, iterations < 1 {
      throw ValidationError("--iterations needs a positive whole number, e.g. --iterations 3")
    }
    if let timeLimit, !(timeLimit > 0) {
      throw ValidationError("--time-limit needs a positive number of seconds, e.g. --time-limit 60")
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
