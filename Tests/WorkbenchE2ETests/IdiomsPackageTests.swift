import Foundation
import JSONCore
import Testing

/// The installed `workbench` in a package of app models written with the Codable idioms
/// (``IdiomsPackageSample``), with no configuration: every fixture given to its type, exactly the
/// broken ones broken with exactly their failing fields, `inspect --model` agreeing with the
/// package's own test, nearly every value read compared, and an export of each idiom that compiles
/// in the package's test target, passes, and fails when a value it compares changes.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct IdiomsPackageTests {
  typealias Sample = IdiomsPackageSample

  @Test(.timeLimit(.minutes(20)))
  func everyIdiomIsLearnedComparedAndExported() throws {
    let swift = try #require(OwnPackageSample.swift, "swift is not on PATH")
    try Sample.prepare()
    // Before anything else, an export of a model whose fixtures only a fit gives it learns over
    // them: made-up durations would be refused and no key tied to a property.
    let policy = try Sample.package.workbench(
      "export", "--model", "IdiomModels.Retry", "--fixture", "policy-uploads", "--name", "uploads")
    #expect(policy.status == 0, "\(policy.output)")
    let retry = try Sample.package.read("Tests/AgendaTests/Generated/IdiomModelsRetryFragment.swift")
    #expect(retry.contains(#"model: \.multiplier"#), "\(retry)")
    // Before any lint, a model whose fixtures only a fit gives it learns over them: a duration
    // parsed from "1s" refuses made-up values, and the policy checks each value it reads.
    let schema = try Sample.package.workbench("schema", "--model", "IdiomModels.Retry")
    for key in ["maxAttempts", "initialBackoff", "maxBackoff", "backoffMultiplier"] {
      #expect(schema.output.contains("\n  \(key) "), "\(schema.output)")
    }
    #expect(!schema.output.contains("could not learn"), "\(schema.output)")
    let lint = try Sample.package.workbench("lint")
    #expect(lint.output.contains("30 fixtures: 21 as expected, 9 broken"), "\(lint.output.suffix(3000))")

    let json = try Sample.package.workbench("lint", "--format", "json")
    let report = try #require(
      try? JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], "\(json.output.prefix(2000))")
    let files = try #require(report["fixtures"] as? [[String: Any]], "\(json.output.suffix(3000))")
    #expect(files.count == Sample.fixtureFiles.count)
    var values = 0
    var mapped = 0
    for file in files {
      let path = try #require(file["file"] as? String)
      let name = String(path.dropFirst(Sample.fixtures.count + 1))
      let expected = try #require(Sample.fixtureFiles[name], "\(name)")
      #expect(file["model"] as? String == expected.model, "\(name): \(file)")
      #expect(file["status"] as? String == (expected.failing.isEmpty ? "as expected" : "broken"), "\(name): \(file)")
      // A broken fixture lists exactly the fields that stop it: none a model accepts.
      let findings = file["findings"] as? [[String: Any]] ?? []
      let failing = findings.filter { $0["severity"] as? String == "error" }.compactMap { $0["path"] as? String }
      #expect(failing == expected.failing, "\(name): \(findings)")
      if !failing.isEmpty { try expectRepairingOnly(failing, of: name, makesItDecode: expected) }

      let typed = try Sample.package.workbench("inspect", path, "--model", expected.model)
      #expect(typed.output.contains("verdict: decodes") == expected.failing.isEmpty, "\(name): \(typed.output)")
      // The values the model reads: those it compared, less those it dropped (a lossy array's
      // broken element), which it never read.
      let lines = typed.output.split(separator: "\n")
      let counts = lines.first { $0.hasPrefix("comparison: ") }?.split(separator: " ")
      let compared = counts.flatMap { $0.count > 3 ? Int($0[3]) : nil } ?? 0
      let dropped = lines.filter { $0.hasPrefix("  --") && $0.contains("dropped this value") }.count
      let unmapped = lines.filter {
        ($0.hasPrefix("  --") && !$0.contains("dropped this value")) || $0.hasPrefix("  FAIL")
      }
      values += compared - dropped
      mapped += compared - dropped - unmapped.count
    }
    #expect(values > 40, "\(values)")
    #expect(Double(mapped) / Double(max(values, 1)) >= 0.98, "\(mapped) of \(values) values map")

    // An export of each idiom compiles and passes in the package's own test target ...
    let exports = [
      ("IdiomModels.Reminder", "reminder-every", "weekly", "Heat", "Hexa"),
      ("IdiomModels.Basket", "basket-without-tags", "plain", "y1", "y2"),
      ("IdiomModels.Visit", "visit-text-id", "text", "berlin", "bern"),
      ("IdiomModels.Visit", "visit-number-id", "number", ":42,", ":4242,"),
      ("IdiomModels.Place", "place", "pier", "52.5", "52.6"),
      ("IdiomModels.Note", "note", "keys", "2026-01-02", "2026-01-03"),
      ("IdiomModels.SignIn", "sign-in-session", "session", "ada@example.com", "ada@example.org"),
      ("IdiomModels.ForecastHour", "forecast-hour-dawn", "dawn", "4.25", "5.25"),
      ("IdiomModels.Chart", "chart-temperature", "temperature", "17.9", "17.5"),
      ("IdiomModels.Route", "route-harbour", "harbour", "52.55", "52.65"),
      ("IdiomModels.Shipment", "shipment-mixed", "mixed", "p-2", "p-29"),
      ("IdiomModels.Shipment", "shipment-by-text", "text", "ups-ground", "ups-air"),
      ("IdiomModels.Depot", "depot-north", "north", "12.5", "13.5"),
      ("IdiomModels.Crew", "crew-night", "night", #"\"0\""#, #"\"1\""#),
    ]
    for (model, fixture, name, _, _) in exports {
      let export = try Sample.package.workbench("export", "--model", model, "--fixture", fixture, "--name", name)
      #expect(export.status == 0, "\(export.output)")
    }
    let fragments = try Sample.package.read("Tests/AgendaTests/Generated/IdiomModelsReminderFragment.swift")
    #expect(fragments.contains(#".init("every", \.every, inCase: "every")"#), "\(fragments)")
    // A flag sent as `1`, `"0"` and `false` is compared with the `Bool` the member reads it into.
    let crew = try Sample.package.read("Tests/AgendaTests/Generated/IdiomModelsCrewNightTests.swift")
    #expect(crew.contains(#""lead":"0""#), "\(crew)")
    let place = try Sample.package.read("Tests/AgendaTests/Generated/IdiomModelsPlaceFragment.swift")
    #expect(place.contains(#"model: \.latitude"#), "\(place)")
    let passing = try Sample.package.run(swift, ["test"])
    #expect(passing.status == 0, "\(passing.output.suffix(4000))")

    // ... and fails when a value it compares changes: in an enum's payload, behind a wrapper, a
    // flattened key, an element of a lossy array, a superclass's property, an object inside the
    // case the whole payload is, an entry of a dictionary keyed by an enum, a position of an array.
    for (model, _, name, original, changed) in exports {
      let test =
        "Tests/AgendaTests/Generated/\(model.replacingOccurrences(of: ".", with: ""))\(name.capitalized)Tests.swift"
      let code = try Sample.package.read(test)
      try Sample.package.write(
        SamplePackageFiles.changingThePayload(
          of: code, document: "fragment", data: "jsonData", from: original, to: changed),
        to: test)
    }
    let failing = try Sample.package.run(swift, ["test"])
    #expect(failing.status != 0, "\(failing.output.suffix(3000))")
    for (model, _, _, _, changed) in exports {
      // The value changed, without the JSON around it (`:4242,`); a flag by its path, since the
      // member shows it as the `Bool` it reads.
      let value =
        model == "IdiomModels.Crew"
        ? "members[1].lead" : changed.trimmingCharacters(in: CharacterSet(charactersIn: ":,"))
      #expect(failing.output.contains(value), "a changed \(value) fails its test: \(failing.output.suffix(3000))")
    }
  }

  /// Repairing only the fields lint lists makes a broken fixture decode: each takes the value a
  /// fixture of the same model that decodes holds there. A field listed that the model accepts, or
  /// one left out, shows up here.
  private func expectRepairingOnly(_ failing: [String], of name: String, makesItDecode expected: Sample.Fixture) throws
  {
    let donors = try Sample.fixtureFiles.sorted { $0.key < $1.key }.map(\.value)
      .filter { $0.model == expected.model && $0.failing.isEmpty }
      .map { try JSONParser.parse(Data($0.text.utf8)) }
    var repaired = try JSONParser.parse(Data(expected.text.utf8))
    for field in failing {
      let path = JSONPath(stringLiteral: field)
      let value = try #require(donors.lazy.compactMap { $0[path] }.first, "\(name): no fixture holds \(field)")
      repaired = repaired.replacing(path, with: value)
    }
    let file = ".build/repaired-\(name)"
    try Sample.package.write(repaired.compactText, to: file)
    let check = try Sample.package.workbench("inspect", file, "--model", expected.model)
    #expect(check.output.contains("verdict: decodes"), "\(name) repaired at \(failing): \(check.output)")
  }
}
