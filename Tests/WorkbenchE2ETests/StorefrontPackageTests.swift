import Foundation
import Testing

/// The installed `workbench` in a package written the way real API clients are (see
/// ``StorefrontPackageSample``), with its own decoder named in the configuration: every fixture
/// finds its model, decodes through that decoder, and nearly every value maps; an export of such
/// a model compiles in the package's test target and fails when a mapped value changes.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct StorefrontPackageTests {
  typealias Sample = StorefrontPackageSample

  @Test(.timeLimit(.minutes(20)))
  func aRealLookingPackageReadsRight() throws {
    try Sample.prepare()
    let swift = try #require(OwnPackageSample.swift, "swift is not on PATH")

    // Lint: no fixture that decodes is called broken, and each went to the model it is for (the
    // first run builds the launcher, and says so on standard error: the JSON is the second's).
    let text = try Sample.package.workbench("lint")
    try #require(text.status == 0, "\(text.output.suffix(3000))")
    #expect(text.output.contains("10 fixtures: 10 as expected, 0 broken"), "\(text.output.suffix(3000))")
    let lint = try Sample.package.workbench("lint", "--format", "json")
    try #require(lint.status == 0, "\(lint.output.suffix(3000))")
    let report = try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [String: Any]
    let files = try #require(report?["fixtures"] as? [[String: Any]], "\(lint.output.suffix(3000))")
    #expect(files.count == Sample.modelOfFixture.count, "\(lint.output)")
    for file in files {
      let name = URL(fileURLWithPath: file["file"] as? String ?? "").lastPathComponent
      #expect(file["model"] as? String == Sample.modelOfFixture[name], "\(name): \(file)")
      #expect(file["status"] as? String == "as expected", "\(name): \(file)")
    }

    // Inspect without --model: the right model on every fixture, and the values mapped.
    var values = 0
    var unmapped: [String] = []
    for (name, model) in Sample.modelOfFixture.sorted(by: { $0.key < $1.key }) {
      let inspected = try Sample.package.workbench("inspect", "\(Sample.fixtures)/\(name)")
      #expect(inspected.status == 0, "\(name): \(inspected.output)")
      let lines = inspected.output.split(separator: "\n")
      #expect(lines.first?.hasPrefix("model by name: \(model);") == true, "\(name): \(lines.first ?? "")")
      #expect(inspected.output.contains("verdict: decodes"), "\(name): \(inspected.output)")
      #expect(!lines.contains { $0.hasPrefix("  FAIL") }, "no false mismatch in \(name): \(inspected.output)")
      // Only what needs a look is listed; the count covers every value.
      #expect(!lines.contains { $0.hasPrefix("  OK") }, "\(name): \(inspected.output)")
      let counts = lines.first { $0.hasPrefix("comparison: ") }?.split(separator: " ")
      values += counts.flatMap { $0.count > 3 ? Int($0[3]) : nil } ?? 0
      unmapped += lines.filter { $0.hasPrefix("  --") }.map { "\(name): \($0)" }
    }
    let everything = try Sample.package.workbench("inspect", "\(Sample.fixtures)/merchant.json", "--all")
    #expect(everything.output.contains("\n  OK "), "--all lists the matching values: \(everything.output)")

    // What the runs learned of the models is kept for the next; a kept file cut short, or one of
    // another build, is ignored and rewritten, with the same answer.
    let learned = Sample.folder.appendingPathComponent(".build/fixture-workbench/cache/StorefrontKit-learned.json")
    let kept = try Data(contentsOf: learned)
    #expect(String(decoding: kept, as: UTF8.self).contains(#""Merchant":{"#), "\(kept.count) bytes")
    for broken in [
      kept.prefix(kept.count / 2),
      Data(
        String(decoding: kept, as: UTF8.self).replacingOccurrences(
          of: #""build":""#, with: #""build":"another"#
        ).utf8),
    ] {
      try broken.write(to: learned)
      let again = try Sample.package.workbench("inspect", "\(Sample.fixtures)/merchant.json", "--all")
      #expect(again.output == everything.output)
      #expect(try Data(contentsOf: learned) != broken, "rewritten")
    }
    #expect(values > 80)
    #expect(Double(values - unmapped.count) / Double(values) >= 0.98, "\(values) values; unmapped: \(unmapped)")

    // The app shows the same verdict: the values the model keeps by its own rule are normalized.
    do {
      let app = try TmuxSession(
        "open StorefrontKit --model Merchant --payload \(Sample.fixtures)/merchant-null-logo.json", width: 120,
        height: 40,
        executable: Sample.package.installed, folder: Sample.folder)
      defer { app.kill() }
      // The verdict pane wraps its lines at this width.
      let screen = try app.waitFor("the merchant's verdict") { $0.contains("model: 6 of 10 match, 4") }
      #expect(screen.contains("~ website: \"\" → nil (an"), "\(screen)")
      #expect(screen.contains("~ created_at:"), "\(screen)")
      #expect(!screen.contains("≠"), "no mismatch: \(screen)")
      try app.send("q")
      try app.waitFor("EXITED 0")
    }

    // An export of the merchant, and one of a list of line items, compile in the test target and
    // pass ...
    let export = try Sample.package.workbench(
      "export", "--model", "Merchant", "--fixture", "merchant", "--name", "corner")
    #expect(export.status == 0, "\(export.output)")
    let list = try Sample.package.workbench(
      "export", "--model", "[LineItem]", "--fixture", "line-items", "--name", "basket")
    #expect(list.status == 0, "\(list.output)")
    let listTest = "Tests/StorefrontKitTests/Generated/LineItemBasketTests.swift"
    let listCode = try Sample.package.read(listTest)
    #expect(listCode.contains("let fragments = [fragment1, fragment2].toJSONArray()"), "\(listCode)")
    // A list's scenario matrix varies its element, each scenario a list of one.
    let matrix = try Sample.package.workbench("matrix", "--model", "[LineItem]", "--fixture", "line-items")
    #expect(matrix.status == 0, "\(matrix.output)")
    let passing = try Sample.package.run(swift, ["test"])
    #expect(passing.status == 0, "\(passing.output.suffix(4000))")

    // ... and fails when a value it maps changes in the payload it decodes: it compares.
    let test = "Tests/StorefrontKitTests/Generated/MerchantCornerTests.swift"
    let code = try Sample.package.read(test)
    #expect(code.contains("StubHTTPClient(body: fragment.jsonData())"), "\(code)")
    try Sample.package.write(
      SamplePackageFiles.changingThePayload(
        of: code, document: "fragment", data: "jsonData", from: "Corner Bakery", to: "Corner Bakehouse"), to: test)
    let fragment = try Sample.package.read("Tests/StorefrontKitTests/Generated/MerchantFragment.swift")
    let compared = fragment.split(separator: "\n").filter { $0.contains(".init(\"") && $0.contains("model: \\.") }
    #expect(compared.count >= 8, "most keys are compared: \(fragment)")
    let failing = try Sample.package.run(swift, ["test"])
    #expect(failing.status != 0, "a changed mapped value fails the exported test: \(failing.output.suffix(3000))")
    #expect(failing.output.contains("Corner Bakehouse"), "\(failing.output.suffix(3000))")
    try Sample.package.write(code, to: test)

    // ... and the list's fails when one element's value changes: every element is compared.
    try Sample.package.write(
      SamplePackageFiles.changingThePayload(
        of: listCode, document: "fragments", data: "data", from: "Rye roll", to: "Rye bap"), to: listTest)
    let failingList = try Sample.package.run(swift, ["test", "--filter", "LineItemBasketTests"])
    #expect(failingList.status != 0, "\(failingList.output.suffix(3000))")
    #expect(failingList.output.contains("[1].name"), "\(failingList.output.suffix(3000))")
    try Sample.package.write(listCode, to: listTest)
  }
}
