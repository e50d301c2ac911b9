import ArgumentParser

/// One fixed workload of the performance gate (`./dev perf`): small enough to run under an
/// instruction counter in seconds, on the path users run. The in-process ones are counted only
/// inside ``gateRegion(_:)``; the others count every instruction of `workbench` and the processes
/// it starts (the launcher's worker), from start to exit.
enum GateWorkload: String, CaseIterable, Sendable {
  case parse
  case traceDecode = "trace-decode"
  case compose
  case keystroke
  case packageInspect = "package-inspect"
  case lintKept = "lint-kept"
  case lintFix = "lint-fix"

  /// What it runs, for the gate's table.
  var summary: String {
    switch self {
    case .parse: "JSONParser.parse, 1 MiB of records"
    case .traceDecode: "TracingDecoder -> [Person], the same 1 MiB"
    case .compose: "5,000 fragments composed and printed"
    case .keystroke: "the keystroke script, each run a tenth: update + render, 1,000 assets"
    case .packageInspect: "workbench inspect, Page<Forecast> of 2,000, a user's package"
    case .lintKept: "workbench lint, what was learned kept, 200 models"
    case .lintFix: "workbench lint --fix, a key renamed in 38 models"
    }
  }

  /// Whether it runs inside this executable (`workbench-bench --workload NAME`).
  var isInProcess: Bool {
    switch self {
    case .parse, .traceDecode, .compose, .keystroke: true
    case .packageInspect, .lintKept, .lintFix: false
    }
  }
}

extension GateWorkload: ExpressibleByArgument {}
