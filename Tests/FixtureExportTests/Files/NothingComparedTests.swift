import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import SampleIdioms
import Testing
import WorkbenchContext

/// An export never writes a test that would compare nothing: when no key of a model's payload is
/// tied to a property, the export says why instead.
struct NothingComparedTests {
  /// Reads its key and keeps nothing of it.
  struct Sealed: Decodable, Sendable {
    var version = 1
    enum CodingKeys: String, CodingKey { case token }
    init(from decoder: any Decoder) throws {
      _ = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .token)
    }
  }

  struct Note: Decodable, Sendable {
    var text: String
  }

  let context = AppContext.test(files: InMemoryFileSystem())

  @Test func aModelThatKeepsNoValueGetsNoTestAndAReason() throws {
    let workspace = Workspace("Vault", directory: "/work/vault", models: [.model(Sealed.self)])
    let model = try workspace.model(named: "Sealed")
    let request = ExportRequest(.swift(.swiftTesting), name: "one", payload: ["token": "abc"])
    #expect {
      try workspace.planExport(request, model: model, in: context)
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("no key of Sealed's payload is tied to a model property (token: ")
        && text.contains("so its test would compare nothing: no test was written")
    }
  }

  @Test func aModelThatKeepsAValueGetsItsTest() throws {
    let workspace = Workspace("Notes", directory: "/work/notes", models: [.model(Note.self)])
    let plan = try workspace.planExport(
      ExportRequest(.swift(.swiftTesting), name: "one", payload: ["text": "hi"]),
      model: try workspace.model(named: "Note"), in: context)
    #expect(plan.files.contains { $0.path.hasSuffix("NoteOneTests.swift") })
  }

  /// A model that refuses a payload only for want of what its package passes in `userInfo` gets
  /// no test (it would fail whatever the payload holds), and the reason says what to configure;
  /// the payload as a fixture file is still written.
  @Test func aModelThatNeedsContextGetsNoTestAndSaysWhatToConfigure() throws {
    let workspace = Workspace(
      "Auth", directory: "/work/auth", models: [.model(IdiomModels.ContextualToken.self, name: "Token")])
    let model = try workspace.model(named: "Token")
    let payload: JSONValue = ["access_token": "a1", "expires_in": 3600]
    #expect {
      try workspace.planExport(
        ExportRequest(.swift(.swiftTesting), name: "one", payload: payload), model: model, in: context)
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("Token refuses this payload only for want of the context its package's code passes in")
        && text.contains("no test was written; name a decoder of the package that holds that context")
    }
    let fixture = try workspace.planExport(
      ExportRequest(.fixture, name: "one", payload: payload), model: model, in: context)
    #expect(
      fixture.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["one.json", "expected-failures.txt"])
  }

  /// A model registered by a name of its own whose type is a list of another model of the
  /// workspace (`typealias Notebook = [Note]`) is exported as that list: a fragment per element.
  @Test func aListModelRegisteredByItsOwnNameIsComparedElementByElement() throws {
    let workspace = Workspace(
      "Notes", directory: "/work/notes", models: [.model(Note.self), .model([Note].self, name: "Notebook")])
    let model = try workspace.model(named: "Notebook")
    let plan = try workspace.planExport(
      ExportRequest(.swift(.swiftTesting), name: "two", payload: [["text": "hi"], ["text": "bye"]]), model: model,
      in: context)
    let test = try #require(plan.files.first { $0.path.hasSuffix("Tests.swift") })
    let code = String(decoding: test.contents, as: UTF8.self)
    #expect(code.contains("let fragments = [fragment1, fragment2].toJSONArray()"), "\(code)")
  }
}
