/// One benchmark case. Each runs in its own child process (`workbench-bench --case <name>`).
enum BenchCase: String, CaseIterable, Sendable {
  case parseOurs = "parse-ours"
  case parseSerialization = "parse-jsonserialization"
  case parseDecoder = "parse-jsondecoder"
  case traceOurs = "trace-ours"
  case composeOurs = "compose-ours"
  case composeSeedChain = "compose-seed-chain"
  case composeSeedReduce = "compose-seed-model-reduce"
  case composeSeedAppend = "compose-seed-model-append"
  case composeEncoder = "compose-jsonencoder"
  case uiKeystroke = "ui-keystroke"
  case uiLaunch = "ui-launch"
  case uiPackageLaunch = "ui-package-launch"
  case uiWorkerRoundTrip = "ui-worker-round-trip"
  case firstRun = "first-run"
  case scaleLintCached = "scale-lint-cached"
  case scaleLintFirst = "scale-lint-first"
  case scaleInspect = "scale-inspect"
  case scaleAppOpen = "scale-app-open"
  case scaleContract = "scale-contract"
  case liveRebuild = "scale-live-rebuild"
  case fixRefactors = "scale-fix-refactors"
  case inspectOneFailing = "inspect-one-failing"
  case inspectValid = "inspect-valid"
  case inspectBinaryFailing = "inspect-binary-one-failing"
  case inspectBinaryValid = "inspect-binary-valid"
  case inspectDecoder = "inspect-jsondecoder"
  case payloadsSummary = "payloads-summary"
  case payloadsDecoder = "payloads-jsondecoder"
  case payloadsHugeLog = "payloads-1gib"
  case payloadsHugeCapture = "payloads-1gib-har"
  case packageInspect = "package-inspect"
  case packageVerdict = "package-verdict"
  case packageDecoder = "package-jsondecoder"

  /// The benchmarks; parse and compose compare their cases with their `ours` case, inspect
  /// compares a valid payload with the same payload failing in one field.
  enum Group: String, CaseIterable, Sendable {
    case parse, compose, ui, inspect, payloads, package
  }

  var group: Group {
    switch self {
    case .parseOurs, .parseSerialization, .parseDecoder, .traceOurs: .parse
    case .composeOurs, .composeSeedChain, .composeSeedReduce, .composeSeedAppend, .composeEncoder: .compose
    case .uiKeystroke, .uiLaunch, .uiPackageLaunch, .uiWorkerRoundTrip, .firstRun, .scaleLintCached, .scaleLintFirst,
      .scaleInspect, .scaleAppOpen, .scaleContract, .liveRebuild, .fixRefactors:
      .ui
    case .inspectOneFailing, .inspectValid, .inspectBinaryFailing, .inspectBinaryValid, .inspectDecoder: .inspect
    case .payloadsSummary, .payloadsDecoder, .payloadsHugeLog, .payloadsHugeCapture: .payloads
    case .packageInspect, .packageVerdict, .packageDecoder: .package
    }
  }

  /// The row label in the report.
  var label: String {
    switch self {
    case .parseOurs: "ours: JSONParser.parse -> JSONValue"
    case .parseSerialization: "JSONSerialization.jsonObject"
    case .parseDecoder: "JSONDecoder -> [Person]"
    case .traceOurs: "ours: TracingDecoder bytes -> [Person]"
    case .composeOurs: "ours: PlainJSONFragment+byAdding, print"
    case .composeSeedChain: "seed: byAdding chain of 100k fragments"
    case .composeSeedReduce: "seed: one ModelJSONFragment, reduce"
    case .composeSeedAppend: "seed-style: one ModelJSONFragment, +="
    case .composeEncoder: "JSONEncoder, dynamic keyed container"
    case .uiKeystroke: "one keystroke: update + render, 25 MB loaded"
    case .uiLaunch: "launch to first frame"
    case .uiPackageLaunch: "a user's package, launcher built: first frame"
    case .uiWorkerRoundTrip: "a small payload's verdict via the worker"
    case .firstRun: "first run, 681 files: the launcher's part"
    case .scaleLintCached: "200 models: lint, what was learned kept"
    case .scaleLintFirst: "200 models: lint, nothing kept"
    case .scaleInspect: "200 models: inspect without --model"
    case .scaleAppOpen: "200 models: Enter to the first fixture"
    case .scaleContract: "150 models: contract, a 1.5 MB document"
    case .liveRebuild: "200 models: a model file written, to its verdict"
    case .fixRefactors: "200 models: lint --fix after each refactor"
    case .inspectOneFailing: "inspect: 80,000-asset release, one field failing"
    case .inspectValid: "inspect: the same release valid, all values compared"
    case .inspectBinaryFailing: "workbench inspect (worker): one failing"
    case .inspectBinaryValid: "workbench inspect (worker): valid"
    case .inspectDecoder: "JSONDecoder -> Release, valid"
    case .payloadsSummary: "ours: inspect's summary of 10,000 payloads, worker"
    case .payloadsDecoder: "JSONDecoder alone, every line -> Release"
    case .payloadsHugeLog: "ours: the summary of a 1 GiB NDJSON log (memory)"
    case .payloadsHugeCapture: "ours: the summary of a 1 GiB HAR capture (memory)"
    case .packageInspect: "ours: workbench inspect, a user's package"
    case .packageVerdict: "ours: the app's verdict, a user's package"
    case .packageDecoder: "JSONDecoder -> Page<Forecast>"
    }
  }

  /// The case every other case of its group is compared with.
  var isOurs: Bool {
    self == .parseOurs || self == .composeOurs || self == .inspectOneFailing || self == .payloadsSummary
      || self == .packageInspect
  }

  /// Quadratic cases take seconds to minutes; they run once, under a time limit.
  var isQuadratic: Bool { self == .composeSeedChain || self == .composeSeedReduce }

  var defaultIterations: Int {
    isQuadratic || self == .firstRun || self == .fixRefactors
      ? 1
      : self == .uiLaunch
        ? 20
        : self == .uiPackageLaunch || self == .scaleAppOpen || self == .scaleInspect
          ? 10
          : self == .uiWorkerRoundTrip
            ? 200 : group == .package || self == .liveRebuild || self == .scaleContract ? 3 : 5
  }

  /// The byAdding chain stops itself after this long and reports how far it got (a lower bound);
  /// any other case that runs this long plus a minute is killed by the parent.
  /// The package launch builds its launcher first (minutes, the first time), untimed.
  var timeLimitSeconds: Double {
    isQuadratic
      ? 120
      : self == .payloadsHugeLog || self == .payloadsHugeCapture || self == .fixRefactors
        ? 1_200
        : self == .uiPackageLaunch || self == .firstRun || isScale || self == .scaleContract
          || group == .package ? 900 : 240
  }

  /// The cases that run in the 200-model package (``ScaleCases``).
  var isScale: Bool {
    [.scaleLintCached, .scaleLintFirst, .scaleInspect, .scaleAppOpen, .liveRebuild, .fixRefactors].contains(self)
  }

  /// Makes the input, times the operation and measures memory; called in the child process.
  func execute(iterations: Int, timeLimit: Double) throws -> CaseOutcome {
    switch group {
    case .parse: try ParseCases.execute(self, iterations: iterations)
    case .compose: try ComposeCases.execute(self, iterations: iterations, timeLimit: timeLimit)
    case .ui:
      switch self {
      case .uiKeystroke: try KeystrokeCase.execute()
      case .uiWorkerRoundTrip: try WorkerRoundTripCase.execute(samples: iterations)
      case .uiPackageLaunch: try PackageLaunchCase.execute(launches: iterations)
      case .firstRun: try FirstRunCase.execute(runs: iterations)
      case .scaleLintCached, .scaleLintFirst, .scaleInspect, .scaleAppOpen:
        try ScaleCases.execute(self, iterations: iterations)
      case .scaleContract: try ContractScaleCase.execute(iterations: iterations)
      case .liveRebuild: try LiveCase.execute(iterations: iterations)
      case .fixRefactors: try FixRefactorCase.execute()
      default: try LaunchCase.execute(launches: iterations)
      }
    case .inspect:
      switch self {
      case .inspectBinaryFailing, .inspectBinaryValid, .inspectDecoder:
        try InspectBinaryCases.execute(self, iterations: iterations)
      default: try InspectCases.execute(self, iterations: iterations)
      }
    case .payloads: try PayloadSetCases.execute(self, iterations: iterations)
    case .package: try PackageInspectCases.execute(self, iterations: iterations)
    }
  }
}
