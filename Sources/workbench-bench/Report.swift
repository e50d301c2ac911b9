import Foundation

/// The printed report: one table per benchmark group, the output checks, then PASS/MISS for
/// each of the issue's targets.
struct Report {
  typealias Outcome = Result<CaseOutcome, ChildProcess.Failure>

  let results: [BenchCase: Outcome]
  let order: [BenchCase]

  func render() -> String {
    var sections = [environment()]
    for group in BenchCase.Group.allCases where order.contains(where: { $0.group == group }) {
      sections.append(group == .ui ? uiSection() : groupSection(group))
    }
    sections.append(targetSection())
    return sections.joined(separator: "\n\n")
  }

  private func environment() -> String {
    #if DEBUG
      let build = "DEBUG build (numbers are meaningless; use -c release)"
    #else
      let build = "release build"
    #endif
    let info = ProcessInfo.processInfo
    let memory = String(format: "%.1f GiB", Double(info.physicalMemory) / 1_073_741_824)
    return """
      workbench-bench: \(build), \(info.activeProcessorCount) cores, \(memory) RAM, \(info.operatingSystemVersionString)
      Each case runs in its own process. Time: wall clock of the operation alone (ContinuousClock),
      median and best of the runs. Peak RSS: getrusage ru_maxrss after the runs; growth: over the
      same process's peak after making the input.
      """
  }

  private func groupSection(_ group: BenchCase.Group) -> String {
    let cases = order.filter { $0.group == group }
    let title =
      switch group {
      case .parse: "PARSE"
      case .compose: "COMPOSE"
      case .inspect: "INSPECT"
      case .ui: "TERMINAL UI"
      case .payloads: "MANY PAYLOADS"
      case .package: "A USER'S PACKAGE"
      }
    let inputs = Set(cases.compactMap { try? results[$0]?.get() }.map(\.inputDigest))
    let summary = cases.lazy.compactMap { try? results[$0]?.get() }.first?.inputSummary ?? "no input"
    let sameInput =
      group == .inspect
      ? "the same release in every case but for the one value that fails in the failing ones"
      : group == .payloads
        ? "the same 10,000-line log for the summary and JSONDecoder; the 1 GiB log and capture repeat its lines"
        : group == .package
          ? "the same page.json in every case, read by the workbench from the package's folder"
          : inputs.count <= 1
            ? "identical in every case (digest \(inputs.first ?? "-"))" : "DIFFERENT INPUTS: \(inputs.sorted())"
    var table = TextTable(header: ["case", "runs", "median", "best", "vs ours (median)", "peak RSS", "growth"])
    var checks: [String] = []
    for benchCase in cases {
      switch results[benchCase] {
      case .success(let outcome):
        let stopped = outcome.stoppedEarly != nil
        table.rows.append([
          benchCase.label, String(outcome.seconds.count),
          (stopped ? "> " : "") + duration(outcome.seconds.median), stopped ? "-" : duration(outcome.seconds.best),
          benchCase.isOurs ? "-" : ratio(benchCase).map(\.text) ?? "?",
          mebibytes(outcome.peakKiB), "+" + mebibytes(outcome.peakKiB - outcome.baselineKiB),
        ])
        let mark = outcome.verified ? "ok " : stopped ? "-- " : "BAD"
        let detail =
          outcome.stoppedEarly.map { "\($0); time and memory are lower bounds" }
          ?? "\(outcome.check); \(outcome.verification)"
        checks.append("\(mark) \(benchCase.rawValue): \(detail)")
      case .failure(let failure):
        table.rows.append([benchCase.label, "-", "killed", "-", ratio(benchCase).map(\.text) ?? "-", "-", "-"])
        checks.append("BAD \(benchCase.rawValue): \(failure)")
      case nil:
        continue
      }
    }
    let notes =
      switch group {
      case .parse: [parseAgreement(cases)]
      case .compose: composeLegend(cases)
      case .inspect, .ui, .payloads, .package: [String]()
      }
    return """
      \(title): \(summary)
        input \(sameInput)
      \(table.render())
        output checks:
      \((checks + notes).map { "    " + $0 }.joined(separator: "\n"))
      """
  }

  private func uiSection() -> String {
    var table = TextTable(header: ["case", "samples", "p50", "p99", "max", "peak RSS"])
    var notes: [String] = []
    for benchCase in order where benchCase.group == .ui {
      switch results[benchCase] {
      case .success(let outcome):
        let samples = outcome.seconds
        table.rows.append([
          benchCase.label, String(samples.count), duration(samples.percentile(0.5)), duration(samples.percentile(0.99)),
          duration(samples.max() ?? .nan), mebibytes(outcome.peakKiB),
        ])
        notes.append(
          "\(outcome.verified ? "ok " : "BAD") \(benchCase.rawValue): \(outcome.inputSummary); \(outcome.check); \(outcome.verification)"
        )
      case .failure(let failure):
        table.rows.append([benchCase.label, "-", "failed", "-", "-", "-"])
        notes.append("BAD \(benchCase.rawValue): \(failure)")
      case nil:
        continue
      }
    }
    return """
      TERMINAL UI
      \(table.render())
      \(notes.map { "    " + $0 }.joined(separator: "\n"))
      """
  }

  private func parseAgreement(_ cases: [BenchCase]) -> String {
    let tallies = Set(cases.compactMap { try? results[$0]?.get() }.map(\.check))
    return tallies.count == 1 ? "all parsers agree on the records" : "PARSERS DISAGREE: \(tallies.sorted())"
  }

  private func composeLegend(_ cases: [BenchCase]) -> [String] {
    let legend: [(BenchCase, String)] = [
      (
        .composeSeedChain,
        "seed byAdding chain: the seed's PlainJSONFragment(key:value:) per field, chained with byAdding(jsonComposable:), toJSON(), data(using:)"
      ),
      (
        .composeSeedReduce,
        "seed one fragment, reduce: one ModelJSONFragment of 100k reference values, text built by the seed's reduce (a new string per field)"
      ),
      (
        .composeSeedAppend,
        "seed-style one fragment, +=: the same fragment with its text built by in-place += appends (the seed minus its quadratic step; a reference, not a target)"
      ),
    ]
    return legend.filter { cases.contains($0.0) }.map { "note: " + $0.1 }
  }

  /// Every target of the issues in one table: what was measured against what, the goal, and
  /// whether it was met.
  private func targetSection() -> String {
    var table = TextTable(header: ["target", "measured", "goal", "verdict"])
    for target in Target.all where order.contains(target.baseline) && order.contains(target.subject ?? target.baseline)
    {
      guard let ratio = ratio(target.baseline, against: target.subject) else {
        table.rows.append([target.wording, "not measured", goal(target.factor), "???"])
        continue
      }
      let bound = if case .atLeast = ratio { " (lower bound)" } else { "" }
      table.rows.append([
        target.wording, "ours " + ratio.oursText + bound, goal(target.factor),
        ratio.value >= target.factor ? "PASS" : "MISS",
      ])
    }
    for target in LatencyTarget.all where order.contains(target.subject) {
      let label = target.percentile == 0.5 ? "p50" : "p\(Int(target.percentile * 100))"
      guard case .success(let outcome)? = results[target.subject] else {
        table.rows.append([target.wording, "not measured", "\(label) <= \(duration(target.limit))", "???"])
        continue
      }
      let value = outcome.seconds.percentile(target.percentile)
      table.rows.append([
        target.wording, "\(label) \(duration(value))", "\(label) <= \(duration(target.limit))",
        value <= target.limit ? "PASS" : "MISS",
      ])
    }
    return "TARGETS (ratios by median time)\n" + table.render()
  }

  private func goal(_ factor: Double) -> String {
    if factor < 1 { return String(format: "at most %gx slower", 1 / factor) }
    return factor == 1 ? "no slower" : "\(Int(factor))x faster"
  }

  /// The case's median over its group's `ours` median, or over `subject`'s median.
  private func ratio(_ benchCase: BenchCase, against subject: BenchCase? = nil) -> Ratio? {
    let ours: BenchCase =
      subject
      ?? {
        switch benchCase.group {
        case .parse: .parseOurs
        case .inspect: .inspectOneFailing
        case .payloads: .payloadsSummary
        case .package: .packageInspect
        case .compose, .ui: .composeOurs
        }
      }()
    guard case .success(let reference)? = results[ours] else { return nil }
    switch results[benchCase] {
    case .success(let outcome)? where outcome.stoppedEarly != nil:
      return .atLeast(outcome.seconds.median / reference.seconds.median)
    case .success(let outcome)?: return .exact(outcome.seconds.median / reference.seconds.median)
    case .failure(.timedOut(let seconds))?: return .atLeast(seconds / reference.seconds.median)
    default: return nil
    }
  }

  private func duration(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
  }

  private func mebibytes(_ kib: Int) -> String {
    String(format: "%.1f MiB", Double(kib) / 1024)
  }
}
