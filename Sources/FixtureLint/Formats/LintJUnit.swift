import ContractCheck
import FixtureEngine

/// Lint reports as a JUnit XML document, as CI servers read test results: one `testsuite` per
/// workspace, one `testcase` per fixture (and per manifest with findings), a broken fixture's
/// errors as its `failure`, an unreadable one's as its `error`, warnings as `system-out`.
public struct LintJUnit {
  /// One workspace's report, and how its messages are worded.
  public struct Suite {
    var text: LintText
    var report: LintReport

    /// The suite of `report`.
    public init(text: LintText, report: LintReport) {
      self.text = text
      self.report = report
    }
  }

  var suites: [Suite]

  /// A document of `suites`.
  public init(suites: [Suite]) {
    self.suites = suites
  }

  /// The XML document.
  public var document: String {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    let cases = suites.map(testCases)
    var counts = cases.flatMap { $0 }.reduce(into: (tests: 0, failures: 0, errors: 0)) { counts, testCase in
      counts.tests += 1
      if testCase.outcome == .failure { counts.failures += 1 }
      if testCase.outcome == .error { counts.errors += 1 }
    }
    let contracts = suites.compactMap { suite in suite.report.contract.map { (suite, contractCases($0)) } }
    for (_, testCases) in contracts {
      counts.tests += testCases.count
      counts.failures += testCases.count { $0.outcome == .failure }
    }
    lines.append(
      #"<testsuites name="workbench lint" tests="\#(counts.tests)" failures="\#(counts.failures)" errors="\#(counts.errors)">"#
    )
    for (suite, testCases) in zip(suites, cases) {
      let failures = testCases.count { $0.outcome == .failure }
      let errors = testCases.count { $0.outcome == .error }
      lines.append(
        #"  <testsuite name="\#(Self.escaped(suite.text.workspace.name))" tests="\#(testCases.count)" failures="\#(failures)" errors="\#(errors)" skipped="0">"#
      )
      lines += testCases.flatMap(\.lines)
      lines.append("  </testsuite>")
    }
    for (suite, testCases) in contracts {
      let failures = testCases.count { $0.outcome == .failure }
      let name = "\(suite.text.workspace.name) contract \(suite.report.contract?.file ?? "")"
      lines.append(
        #"  <testsuite name="\#(Self.escaped(name))" tests="\#(testCases.count)" failures="\#(failures)" errors="0" skipped="0">"#
      )
      lines += testCases.flatMap(\.lines)
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  struct TestCase {
    enum Outcome { case pass, failure, error }
    var outcome: Outcome
    var lines: [String]
  }

  private func testCases(_ suite: Suite) -> [TestCase] {
    let text = suite.text
    var cases: [TestCase] = []
    for fixture in suite.report.fixtures {
      let path = text.display(fixture.fixture.path)
      let outcome: TestCase.Outcome =
        switch fixture.status {
        case .broken: .failure
        case .unreadable: .error
        case .asExpected, .unassigned, .unchecked: .pass
        }
      let model = fixture.fixture.modelName ?? "unassigned"
      cases.append(
        testCase(
          name: path, className: "\(text.workspace.name).\(model)", file: path, outcome: outcome,
          type: fixture.status.rawValue, findings: fixture.findings.filter { $0.severity != .note }, text: text))
    }
    for manifest in suite.report.manifests where !manifest.findings.isEmpty {
      let path = text.display(manifest.path)
      let outcome: TestCase.Outcome = manifest.findings.contains { $0.severity == .error } ? .failure : .pass
      cases.append(
        testCase(
          name: path, className: "\(text.workspace.name).manifests", file: path, outcome: outcome,
          type: "manifest", findings: manifest.findings, text: text))
    }
    for code in suite.report.models {
      let path = code.path.map(text.display) ?? code.model
      cases.append(
        testCase(
          name: path, className: "\(text.workspace.name).\(code.model)", file: path, outcome: .pass,
          type: "model code", findings: code.findings, text: text))
    }
    return cases
  }

  /// A test case per schema checked: it fails with each refusal of its payloads.
  private func contractCases(_ contract: ContractReport) -> [TestCase] {
    contract.schemas.filter { $0.model != nil && $0.sameAs == nil }.map { schema in
      let refusals = contract.refusals.filter { $0.schema == schema.title }
      let file = contract.file
      var lines = [
        #"    <testcase name="\#(Self.escaped(schema.title))" classname="\#(Self.escaped("contract.\(schema.model ?? "")"))" file="\#(Self.escaped(file))">"#
      ]
      if let first = refusals.first {
        let all = refusals.map(\.summary).joined(separator: "\n")
        lines.append(
          #"      <failure message="\#(Self.escaped(first.summary))" type="refusal">\#(Self.escaped(all))</failure>"#)
      }
      lines.append("    </testcase>")
      return TestCase(outcome: refusals.isEmpty ? .pass : .failure, lines: lines)
    }
  }

  private func testCase(
    name: String, className: String, file: String, outcome: TestCase.Outcome, type: String, findings: [LintFinding],
    text: LintText
  ) -> TestCase {
    let described = findings.map { finding in
      "\(finding.location?.place(in: file) ?? file): \(finding.severity.rawValue): \(text.message(finding))"
    }
    var lines = [
      #"    <testcase name="\#(Self.escaped(name))" classname="\#(Self.escaped(className))" file="\#(Self.escaped(file))">"#
    ]
    let errors = zip(findings, described).filter { $0.0.severity == .error }.map(\.1)
    let warnings = zip(findings, described).filter { $0.0.severity == .warning }.map(\.1)
    switch outcome {
    case .failure, .error:
      let element = outcome == .failure ? "failure" : "error"
      let message = errors.first ?? described.first ?? type
      lines.append(
        #"      <\#(element) message="\#(Self.escaped(message))" type="\#(Self.escaped(type))">\#(Self.escaped(errors.joined(separator: "\n")))</\#(element)>"#
      )
    case .pass:
      break
    }
    if !warnings.isEmpty {
      lines.append("      <system-out>\(Self.escaped(warnings.joined(separator: "\n")))</system-out>")
    }
    lines.append("    </testcase>")
    return TestCase(outcome: outcome, lines: lines)
  }

  /// Text as XML 1.0 carries it in attributes and elements: markup characters as entities, and the
  /// control characters it cannot hold at all as `\u{…}` escapes.
  static func escaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\n": escaped += "&#10;"
      case "\t", "\r": escaped += "&#\(scalar.value);"
      case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
        escaped += "\\u{\(String(scalar.value, radix: 16))}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
