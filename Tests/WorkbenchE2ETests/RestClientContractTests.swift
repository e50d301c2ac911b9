import Foundation
import Testing

/// The installed `workbench contract` in the code-hosting client's package
/// (``RestClientPackageSample``) against its server's OpenAPI document (``RestClientContract``):
/// every response schema gets a model or a reason, each refusal names the document's line and the
/// model's field, and each is confirmed by `workbench inspect` decoding that very payload with
/// the package's decoding (and the payload it was changed from decoding). In the sample's own
/// suite, which runs its tests one at a time: the two never build the package at once.
extension RestClientPackageTests {
  @Test(.timeLimit(.minutes(20)))
  func everyRefusalIsProvedByThePackagesOwnDecoding() throws {
    try Sample.prepare()
    try SamplePackageFiles.write(RestClientContract.document, to: RestClientContract.path, in: Sample.folder)
    let run = try Sample.workbench("contract", RestClientContract.path, "--format", "json")
    #expect(run.status == 1, "\(run.output.suffix(3000))")
    let brace = try #require(run.output.firstIndex(of: "{"), "\(run.output.suffix(3000))")
    let json = String(run.output[brace...])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let schemas = try #require(report["schemas"] as? [[String: Any]])
    let models = Dictionary(
      uniqueKeysWithValues: schemas.map { ($0["schema"] as? String ?? "", $0["model"] as? String) })
    #expect(models["GET /tickets/{id} 200"] == "Ticket")
    #expect(models["GET /tickets 200"] == "[Ticket]")
    #expect(models["GET /tickets/{id}/notes/{note} 200"] == "Note")
    #expect(models["GET /reviews/{id} 200"] == "Review")
    #expect(models["Pipeline"] == .some(nil))
    for schema in schemas {
      // Every schema is mapped to a model, or listed with the reason it has none.
      #expect(schema["model"] is String || schema["problem"] is String, "\(schema)")
      // Every optional property, nullable property and enum value is in a payload.
      if let declared = schema["declared"] as? Int { #expect(schema["covered"] as? Int == declared, "\(schema)") }
    }
    let refusals = try #require(report["refusals"] as? [[String: Any]])
    let fields = Set(refusals.compactMap { $0["field"] as? String })
    #expect(
      fields.isSuperset(of: ["Ticket.labels", "Ticket.state", "Note.author", "Review.submitted_at", "Review.state"]))
    let lines = RestClientContract.document.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, refusal) in refusals.enumerated() {
      let message = refusal["message"] as? String ?? ""
      let line = try #require(refusal["line"] as? Int, "\(message)")
      #expect(lines.indices.contains(line - 1), "\(message)")
      #expect(
        message.hasPrefix("\(refusal["field"] as? String ?? ""): \(RestClientContract.path):\(line) "), "\(message)")
      // The payload refused is refused by the package's own decoding, through `inspect`.
      let model = try #require(refusal["model"] as? String)
      let payload = try JSONSerialization.data(
        withJSONObject: try #require(refusal["payload"]), options: [.fragmentsAllowed])
      let file = ".build/contract-refusal-\(index).json"
      try SamplePackageFiles.write(String(decoding: payload, as: UTF8.self), to: file, in: Sample.folder)
      let inspected = try Sample.workbench("inspect", file, "--model", model)
      #expect(inspected.status == 1, "\(message)\n\(inspected.output.suffix(1500))")
    }
    // A change is made to a payload the model decodes.
    let changed = try #require(refusals.first { ($0["field"] as? String) == "Ticket.state" })
    let from = try JSONSerialization.data(withJSONObject: try #require(changed["payload"]), options: [])
    var decodable = try #require(try JSONSerialization.jsonObject(with: from) as? [String: Any])
    decodable["state"] = "closed"
    try SamplePackageFiles.write(
      String(decoding: try JSONSerialization.data(withJSONObject: decodable), as: UTF8.self),
      to: ".build/contract-from.json", in: Sample.folder)
    #expect(try Sample.workbench("inspect", ".build/contract-from.json", "--model", "Ticket").status == 0)

    // Two changes each decoded alone, refused together.
    let together = try #require(refusals.first { $0["model"] as? String == "Assignee" }, "\(refusals)")
    let pair = try #require(together["together"] as? [[String: Any]])
    let change = try #require(together["change"] as? [String: Any])
    #expect(Set([change["path"] as? String, pair.first?["path"] as? String]) == ["username", "email"])
    #expect(together["property"] as? String == "Assignee.email")

    let text = try Sample.workbench("contract", RestClientContract.path)
    // The model's field by its Swift property, where the key is spelled otherwise.
    #expect(text.output.contains("; Review.submittedAt is a Date: "), "\(text.output.suffix(3000))")
    #expect(
      text.output.contains(
        #"Ticket.state: api/openapi.yaml:72 allows "locked" (enum); Ticket.state has no case for it (Ticket.State)"#),
      "\(text.output.suffix(3000))")
    #expect(
      text.output.contains(
        "schemas with no model:\n  GET /pipelines/{id} 200 (api/openapi.yaml:56): its body is the component Pipeline, which has no model either\n  Pipeline ("
      ), "\(text.output.suffix(3000))")
  }
}

extension RestClientPackageTests {
  /// `open --contract` at 80x24: the model's refusals as a set, stepped through, one exported as
  /// a fixture into a `failing` folder with its manifest line.
  @Test(.timeLimit(.minutes(20)))
  func theAppOpensTheRefusalsAndExportsOneIntoFailing() throws {
    try Sample.prepare()
    try SamplePackageFiles.write(RestClientContract.document, to: RestClientContract.path, in: Sample.folder)
    let exports = FileManager.default.temporaryDirectory.appendingPathComponent("contract-exports-\(UUID())")
    defer { try? FileManager.default.removeItem(at: exports) }
    let app = try TmuxSession(
      "open --contract \(RestClientContract.path) --model Ticket --exports '\(exports.path)'", width: 80, height: 24,
      executable: Sample.installed, folder: Sample.folder)
    defer { app.kill() }
    var screen = try app.waitFor("the first refusal", timeout: 600) { $0.contains("does not decode ✗") }
    let title = try #require(screen.split(separator: "\n").first.map(String.init))
    let count = try #require(title.firstMatch(of: /\[1 of (\d+), (\d+) failing\]/), "\(screen)")
    #expect(count.1 == count.2, "every payload of the set is refused: \(title)")
    try app.send("]")
    screen = try app.waitFor("[2 of \(count.1),")
    try app.send("x")
    try app.waitFor("What to export:")
    try app.send("Enter")
    screen = try app.waitFor("Name: ")
    try app.send("Enter")
    screen = try app.waitFor("new        Fixtures/failing/expected-failures.txt")
    let fixture = try #require(screen.firstMatch(of: /new        Fixtures\/failing\/([^ ]+\.json)/)?.1, "\(screen)")
    try app.send("Enter")
    try app.waitFor("wrote 2 files")
    let failing = exports.appendingPathComponent("Fixtures/failing")
    let manifest = try String(contentsOf: failing.appendingPathComponent("expected-failures.txt"), encoding: .utf8)
    #expect(manifest.hasPrefix("\(fixture)  "), "\(manifest)")
    #expect(manifest.split(separator: "\n").count == 1)
    let written = try Data(contentsOf: failing.appendingPathComponent(String(fixture)))
    #expect(try JSONSerialization.jsonObject(with: written) is [String: Any])
    try app.send("q")
    try app.waitFor("EXITED 0")
  }
}
