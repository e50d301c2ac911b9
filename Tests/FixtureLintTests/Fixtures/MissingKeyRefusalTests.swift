import FixtureEngine
import FixtureLint
import Foundation
import Testing
import WorkbenchContext

/// A model that reads its payload whole and refuses it, with an error of its own, when a key it
/// needs is missing (claims kept as a dictionary, read by name).
struct ClaimSet: Decodable, Sendable {
  struct MissingClaim: Error { var name: String }
  var issuer: String

  init(from decoder: any Decoder) throws {
    let claims = try decoder.singleValueContainer().decode([String: String].self)
    guard let issuer = claims["issuer"] else { throw MissingClaim(name: "issuer") }
    self.issuer = issuer
  }
}

/// Where the refusal is about a key the payload leaves out, that key is the failing field: a
/// fixture that decodes holds it, and given its value the payload decodes.
struct MissingKeyRefusalTests {
  @Test func theMissingKeyIsTheFailingField() {
    var workspace = Workspace("Claims", directory: "/ws", models: [.model(ClaimSet.self)])
    workspace.fitsInThisProcess = true
    // More values than are tried one by one: the key left out is tried first.
    let scopes = (0..<60).map { "\"scope\($0)\": \"read\"" }.joined(separator: ", ")
    let files = [
      "/ws/Fixtures/claim-set.json": #"{"issuer": "https://id.example", "audience": "app"}"#,
      "/ws/Fixtures/claim-set-no-issuer.json": "{\(scopes), \"audience\": \"app\"}",
    ]
    let report = workspace.lint(in: .test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) })))
    let fixture = report.fixtures.first { $0.fixture.name == "claim-set-no-issuer.json" }
    let errors = (fixture?.findings ?? []).filter { $0.severity == .error }
    #expect(errors.compactMap { $0.path?.description } == ["issuer"], "\(errors)")
    #expect(errors.first?.message.contains(#"with the string "https://id.example" here"#) == true, "\(errors)")
  }
}
