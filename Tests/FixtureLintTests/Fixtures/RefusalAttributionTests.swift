import FixtureEngine
import FixtureLint
import Foundation
import Testing
import WorkbenchContext

/// A policy that checks each value right after it reads it, throwing an error of its own, as
/// configuration types do.
struct RetryRule: Decodable, Sendable {
  struct Invalid: Error {}
  var maxAttempts: Int
  var backoff: Double
  var codes: [String]

  enum CodingKeys: String, CodingKey { case maxAttempts, backoff, codes }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    maxAttempts = try container.decode(Int.self, forKey: .maxAttempts)
    guard maxAttempts > 1 else { throw Invalid() }
    backoff = try container.decode(Double.self, forKey: .backoff)
    guard backoff > 0 else { throw Invalid() }
    codes = try container.decode([String].self, forKey: .codes)
    guard !codes.isEmpty else { throw Invalid() }
  }
}

/// Where a model refuses a whole object with an error of its own, lint lists the values the
/// refusal is about, found by giving each the value a fixture that decodes holds: repairing only
/// those makes the fixture decode.
struct RefusalAttributionTests {
  static let files = [
    "/ws/Fixtures/retry-rule.json": #"{"maxAttempts": 3, "backoff": 1.5, "codes": ["UNAVAILABLE"]}"#,
    "/ws/Fixtures/retry-rule-attempts.json": #"{"maxAttempts": 1, "backoff": 1.5, "codes": ["UNAVAILABLE"]}"#,
    "/ws/Fixtures/retry-rule-backoff.json": #"{"maxAttempts": 2, "backoff": -1, "codes": ["ABORTED"]}"#,
    "/ws/Fixtures/retry-rule-codes.json": #"{"maxAttempts": 2, "backoff": 2, "codes": []}"#,
  ]

  static func report() -> LintReport {
    var workspace = Workspace("Rules", directory: "/ws", models: [.model(RetryRule.self)])
    workspace.fitsInThisProcess = true
    return workspace.lint(in: .test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) })))
  }

  static func failingFields(_ report: LintReport, _ file: String) -> [String] {
    let fixture = report.fixtures.first { $0.fixture.name == file }
    return (fixture?.findings ?? []).filter { $0.severity == .error }.compactMap { $0.path?.description }
  }

  @Test func theRefusedValueIsTheFailingFieldNotTheObject() {
    let report = Self.report()
    #expect(Self.failingFields(report, "retry-rule.json") == [])
    #expect(Self.failingFields(report, "retry-rule-attempts.json") == ["maxAttempts"])
    #expect(Self.failingFields(report, "retry-rule-backoff.json") == ["backoff"])
    let fixture = report.fixtures.first { $0.fixture.name == "retry-rule-backoff.json" }
    #expect(
      fixture?.findings.first?.message.contains("with the number 1.5 here, as a fixture that decodes has it") == true)
  }

  @Test func anEmptyArrayRefusedIsOneValueAFixturesWholeArrayStandsIn() {
    #expect(Self.failingFields(Self.report(), "retry-rule-codes.json") == ["codes"])
  }

  @Test func withNoFixtureThatDecodesTheRefusalStaysOnTheObject() {
    var workspace = Workspace("Rules", directory: "/ws", models: [.model(RetryRule.self)])
    workspace.fitsInThisProcess = true
    let alone = Self.files.filter { $0.key.hasSuffix("-attempts.json") }
    let report = workspace.lint(in: .test(files: InMemoryFileSystem(alone.mapValues { Data($0.utf8) })))
    #expect(Self.failingFields(report, "retry-rule-attempts.json") == ["$"])
  }
}

/// A one-key object that fixtures hold with one key each (an enum keyed by its case) is a choice:
/// a case renamed in the model is not "missing" another fixture's case, which, added beside the
/// old one, makes `JSONDecoder` read the other case.
struct RefusalAttributionChoiceTests {
  enum Cadence: Decodable, Sendable {
    case single(at: Int)
    case never
  }

  struct Plan: Decodable, Sendable {
    var schedule: Cadence
  }

  @Test func anotherCaseIsNeverWhatAChoiceLacks() throws {
    let files = InMemoryFileSystem(
      [
        "/ws/Fixtures/plan.json": #"{"schedule": {"never": {}}}"#,
        "/ws/Fixtures/plan-once.json": #"{"schedule": {"once": {"at": 3}}}"#,
      ].mapValues { Data($0.utf8) })
    var workspace = Workspace("Plans", directory: "/ws", models: [.model(Plan.self)])
    workspace.fitsInThisProcess = true
    let report = workspace.lint(in: .test(files: files))
    let once = try #require(report.fixtures.first { $0.fixture.name == "plan-once.json" })
    #expect(once.status == .broken)
    #expect(!once.findings.contains { $0.path?.description == "schedule.never" }, "\(once.findings)")
  }
}
