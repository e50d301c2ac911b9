import Testing

@testable import workbench_bench

/// The gate's judgement of counts against the committed baseline, and its baseline file.
struct PerformanceGateTests {
  @Test func aCountPastTheToleranceFailsAndOneWithinItPasses() {
    let slower = GateVerdict(workload: .traceDecode, instructions: 105_000_000, baseline: 100_000_000)
    #expect(slower.standing == .slower)
    #expect(slower.fails)
    #expect(slower.change == "+5.0%")
    let within = GateVerdict(workload: .traceDecode, instructions: 102_900_000, baseline: 100_000_000)
    #expect(within.standing == .kept)
    #expect(!within.fails)
    let faster = GateVerdict(workload: .traceDecode, instructions: 90_000_000, baseline: 100_000_000)
    #expect(faster.standing == .faster)
    #expect(!faster.fails)
    #expect(faster.change == "-10.0%")
  }

  @Test func aWorkloadWithNoBaselineFails() {
    let verdict = GateVerdict(workload: .compose, instructions: 1_000, baseline: nil)
    #expect(verdict.standing == .unrecorded)
    #expect(verdict.fails)
  }

  @Test func theBaselineReadsBackWhatItWrites() throws {
    let baseline = GateBaseline(entries: [
      .parse: .init(instructions: 123_456_789, recorded: "2026-11-28", why: "the first baseline"),
      .lintFix: .init(instructions: 42, recorded: "2026-11-29", why: "lint --fix reads only the models it repairs"),
    ])
    #expect(try GateBaseline(parsing: baseline.text, file: "baseline.tsv") == baseline)
  }

  @Test func aBaselineLineWithoutAWhyIsRefusedWithItsPlace() {
    let text = GateBaseline.header + "parse\t100\t2026-11-28\t \n"
    #expect(throws: GateBaseline.Problem.self) { try GateBaseline(parsing: text, file: "b.tsv") }
    do {
      _ = try GateBaseline(parsing: text, file: "b.tsv")
    } catch {
      #expect("\(error)" == "b.tsv:4: the baseline of parse says no why")
    }
  }

  @Test func anUnknownWorkloadOrCountIsRefused() {
    #expect(throws: GateBaseline.Problem.self) { try GateBaseline(parsing: "parsing\t100\tday\twhy\n", file: "b") }
    #expect(throws: GateBaseline.Problem.self) { try GateBaseline(parsing: "parse\tmany\tday\twhy\n", file: "b") }
    #expect(throws: GateBaseline.Problem.self) { try GateBaseline(parsing: "parse\t100\n", file: "b") }
  }

  @Test func aCountMovedWithTheSameWhyIsCaught() {
    let earlier = GateBaseline(entries: [
      .parse: .init(instructions: 100, recorded: "2026-11-28", why: "first"),
      .compose: .init(instructions: 50, recorded: "2026-11-28", why: "first"),
    ])
    var now = earlier
    now.entries[.parse]?.instructions = 120
    now.entries[.compose] = .init(instructions: 40, recorded: "2026-11-29", why: "composing reserves its buffer")
    #expect(now.countsMovedWithoutWhy(since: earlier) == [.parse])
  }

  @Test func callgrindTotalsAreRead() {
    let profile = "events: Ir\nfn=main\n1 10\nsummary: 999\ntotals: 12345\n"
    #expect(InstructionCounter.totals(in: profile) == 12345)
    #expect(InstructionCounter.totals(in: "events: Ir\n") == nil)
  }
}
