import Foundation
import Testing

/// The installed `workbench` in a package written like a budgeting API's client
/// (``BudgetClientPackageSample``), with no configuration: fixtures found in its test target at a
/// custom path, the decoding its private decoder does inferred from the fixtures, every fixture
/// given to its type (look-alikes, a typealias of a generic page, generic envelopes no code of the
/// package names, a map), the mocks one warning,
/// the broken one the only one broken; lint and `inspect` agree; a kept fit that names the wrong
/// model is not believed; `init` writes what was inferred.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct BudgetClientPackageTests {
  typealias Sample = BudgetClientPackageSample

  @Test(.timeLimit(.minutes(20)))
  func aPackageAsItIsIsReadWithNoConfiguration() throws {
    try Sample.prepare()
    let text = try Sample.workbench("lint")
    #expect(text.status == 1, "\(text.output.suffix(3000))")
    #expect(text.output.contains("15 fixtures: 12 as expected, 1 broken, 2 unassigned"), "\(text.output.suffix(3000))")
    // What no decoder of the package that can be reached says, the fixtures do.
    // How many: those that decode only with it (an envelope of a look-alike may read one without).
    #expect(text.output.contains("keys: convertFromSnakeCase, inferred from "), "\(text.output.suffix(3000))")
    // The mocks are one warning, naming their folder.
    #expect(
      text.output.contains("the 2 fixtures in \(Sample.tests)/Mocks/ fit no model of workspace Client"),
      "\(text.output.suffix(3000))")
    // The first run writes no configuration: there is nothing to configure.
    #expect(
      !FileManager.default.fileExists(atPath: Sample.folder.appendingPathComponent("fixture-workbench.json").path))

    try expectEveryFixtureFindsItsType()

    // A model read with the inferred snake_case keys has its key tree spelled as the fixtures
    // spell them, not as the tree learned with its own keys (each kept under its own name).
    let schema = try Sample.workbench("schema", "--model", "Account")
    #expect(schema.output.contains("on_budget") && !schema.output.contains("onBudget"), "\(schema.output)")

    // A kept fit that names a model the fixture does not decode as is fitted again.
    let cache = Sample.folder.appendingPathComponent(".build/fixture-workbench/cache/Client-fits.json")
    var kept = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: cache)) as? [String: Any])
    var values = try #require(kept["values"] as? [String: [String: Any]], "\(kept)")
    #expect(values["json/split.json"]?["model"] as? String == "TransactionDetail", "\(values)")
    values["json/split.json"]?["model"] = "Budget"
    kept["values"] = values
    try JSONSerialization.data(withJSONObject: kept).write(to: cache)
    try expectEveryFixtureFindsItsType()

    // `init` writes what the fixtures need, and lint then reads them so as configured.
    let initialized = try Sample.workbench("init")
    #expect(initialized.status == 0, "\(initialized.output)")
    #expect(
      initialized.output.contains("keys: convertFromSnakeCase, inferred from "), "\(initialized.output)")
    let written = try String(
      contentsOf: Sample.folder.appendingPathComponent("fixture-workbench.json"), encoding: .utf8)
    #expect(written.contains(#""keys": "convertFromSnakeCase""#), "\(written)")
    let configured = try Sample.workbench("lint")
    #expect(configured.output.contains("15 fixtures: 12 as expected, 1 broken, 2 unassigned"), "\(configured.output)")
    #expect(!configured.output.contains("inferred"), "\(configured.output)")
  }

  /// Lint gives each fixture to the model the package's own test decodes it as; only the broken one
  /// is broken, and the mocks are no model's; `inspect` without `--model` agrees, and with it says
  /// what the package's decoder says; nearly every value it reads maps.
  private func expectEveryFixtureFindsItsType() throws {
    let lint = try Sample.workbench("lint", "--format", "json")
    let report = try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [String: Any]
    let files = try #require(report?["fixtures"] as? [[String: Any]], "\(lint.output.suffix(3000))")
    #expect(files.count == Sample.expected.count)
    var values = 0
    var unmapped: [String] = []
    for file in files {
      let path = try #require(file["file"] as? String)
      let name = String(path.dropFirst(Sample.tests.count + 1))
      let expected = try #require(Sample.expected[name], "\(name)")
      #expect(file["model"] as? String == expected?.model, "\(name): \(file)")
      let status = file["status"] as? String
      #expect(
        status == (expected == nil ? "unassigned" : expected!.decodes ? "as expected" : "broken"), "\(name): \(file)")

      let inspected = try Sample.workbench("inspect", path)
      let head = inspected.output.split(separator: "\n").first { $0.hasPrefix("model by") || $0.hasPrefix("fits no") }
      if let expected {
        #expect(head?.contains(": \(expected.model)") == true, "\(name): \(inspected.output)")
        let typed = try Sample.workbench("inspect", path, "--model", expected.model)
        #expect(typed.output.contains("verdict: decodes") == expected.decodes, "\(name): \(typed.output)")
        let counts = typed.output.split(separator: "\n").first { $0.hasPrefix("comparison: ") }?.split(separator: " ")
        values += counts.flatMap { $0.count > 3 ? Int($0[3]) : nil } ?? 0
        unmapped += typed.output.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { "\(name): \($0)" }
      } else {
        #expect(head?.hasPrefix("fits no model") == true, "\(name): \(inspected.output)")
      }
    }
    #expect(values > 40, "\(values)")
    #expect(Double(values - unmapped.count) / Double(max(values, 1)) >= 0.98, "\(values) values; unmapped: \(unmapped)")
  }
}
