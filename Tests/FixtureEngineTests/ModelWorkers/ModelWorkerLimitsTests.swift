import Testing

@testable import FixtureEngine

/// The workers' time limits, and the variable that stretches them for slow machines and
/// instruments (the performance gate runs the workbench under valgrind).
struct ModelWorkerLimitsTests {
  private func worker(_ environment: [String: String]) -> ModelWorker {
    ModelWorker(executable: "/nonexistent/workbench", arguments: ["worker"], environment: environment)
  }

  @Test func theLimitsAreFiveSecondsAndTwoPerMebibyteByDefault() {
    let limits = worker([:])
    #expect(limits.learningLimit == .seconds(5))
    #expect(limits.inspectingPerMiB == .seconds(2))
  }

  @Test func theScaleStretchesEveryLimit() {
    let limits = worker([ModelWorker.limitScaleVariable: "100"])
    #expect(limits.learningLimit == .seconds(500))
    #expect(limits.inspectingPerMiB == .seconds(200))
  }

  @Test func aScaleBelowOneOrNotANumberLeavesTheLimits() {
    #expect(worker([ModelWorker.limitScaleVariable: "0.1"]).learningLimit == .seconds(5))
    #expect(worker([ModelWorker.limitScaleVariable: "fast"]).learningLimit == .seconds(5))
  }
}
