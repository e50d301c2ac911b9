import FixtureEngine
import Foundation
import JSONFragment
import Locations
import SampleIdioms
import Testing
import WorkbenchContext

@testable import FixtureWorkbench

/// `workbench inspect FILE` without `--model`, in a workspace of several models: the payload
/// chooses the model it fits, and the report's first line says which and what came next.
struct InspectByFitTests {
  static let places = {
    var places = Workspace(
      "Places", directory: "/ws", models: [.fragment(LocationFragment.self), .fragment(AddressFragment.self)])
    places.fitsInThisProcess = true
    return places
  }()

  func inspect(_ json: String, format: OutputFormat = .text, workspace: Workspace = places) async -> (
    CommandStatus, Sandbox
  ) {
    let sandbox = Sandbox(files: ["/p.json": json])
    let status = await InspectReport.run(
      payload: "/p.json", fixture: nil, selection: ModelSelection(workspace: nil, model: nil), format: format,
      workbench: Workbench(registry: WorkspaceRegistry([workspace]), context: sandbox.context))
    return (status, sandbox)
  }

  @Test func thePayloadChoosesTheModelItDecodesAs() async {
    let (status, sandbox) = await inspect(#"{"street": "1 Main St", "city": "Springfield", "country": "US"}"#)
    #expect(status == .success)
    let lines = sandbox.outputText.split(separator: "\n")
    #expect(
      lines.first
        == #"model by fit: Address; runners-up: Location (fails at locationId: the required key "locationId" is missing; reads 0 of 3 keys)"#
    )
    #expect(lines.dropFirst().first == "Places > Address  /p.json")
  }

  @Test func aPayloadThatFitsNoModelIsInspectedAsTheClosest() async {
    let (status, sandbox) = await inspect(#"{"locationId": "7"}"#)
    #expect(status == .failure)
    #expect(sandbox.outputText.hasPrefix("fits no model; the closest: Location; runners-up: Address (fails at street"))
    #expect(sandbox.outputText.contains("Places > Location  /p.json"))
  }

  @Test func jsonSaysTheModelCameByFit() async throws {
    let (_, sandbox) = await inspect(#"{"locationId": 1}"#, format: .json)
    let report = try JSONParser.parse(sandbox.outputText)
    #expect(report["model"] == "Location")
    #expect(report["modelBy"] == "fit")
    #expect(
      report["runnersUp"]?[0] == #"Address (fails at street: the required key "street" is missing; reads 0 of 1 keys)"#)
  }

  enum Tier: Int, Decodable, Sendable { case gold = 3 }
  enum PaymentState: Int, Decodable, Sendable { case captured = 3 }

  @Test func onATieTheModelTheFileNameNamesWinsAndSaysSo() async {
    var states = Workspace("States", directory: "/ws", models: [.model(Tier.self), .model(PaymentState.self)])
    states.fitsInThisProcess = true
    let registry = WorkspaceRegistry([states])
    for (path, line) in [
      ("/payment-state-3.json", "model by name: PaymentState; runners-up: Tier (decodes, reads 1 of 1 keys)"),
      ("/three.json", "model by fit: Tier; runners-up: PaymentState (decodes, reads 1 of 1 keys)"),
    ] {
      let sandbox = Sandbox(files: [path: "3"])
      let status = await InspectReport.run(
        payload: path, fixture: nil, selection: ModelSelection(workspace: nil, model: nil), format: .text,
        workbench: Workbench(registry: registry, context: sandbox.context))
      #expect(status == .success)
      #expect(sandbox.outputText.split(separator: "\n").first.map(String.init) == line)
    }
  }

  struct Session: Decodable, Sendable {
    var token: String
  }

  /// Tries a session, then a bare token string, on the one value it is given.
  enum Reply: Decodable, Sendable {
    case session(Session)
    case token(String)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let session = try? container.decode(Session.self) {
        self = .session(session)
      } else {
        self = .token(try container.decode(String.self))
      }
    }
  }

  /// As lint: of two models that read a payload alike, one that hands it whole to the other yields,
  /// though the file's name shares a word with it.
  @Test func aWrapperYieldsToTheModelItHandsThePayloadTo() async {
    var auth = Workspace("Auth", directory: "/ws", models: [.model(Reply.self), .model(Session.self)])
    auth.fitsInThisProcess = true
    let sandbox = Sandbox(files: ["/sign-in-reply.json": #"{"token": "t1"}"#])
    let status = await InspectReport.run(
      payload: "/sign-in-reply.json", fixture: nil, selection: ModelSelection(workspace: nil, model: nil),
      format: .text, workbench: Workbench(registry: WorkspaceRegistry([auth]), context: sandbox.context))
    #expect(status == .success)
    #expect(sandbox.outputText.hasPrefix("model by fit: Session;"), "\(sandbox.outputText)")
  }

  /// As lint: a payload named after a model that refuses it only for want of its package's
  /// context is inspected as that model, not as another that decodes it.
  @Test func aPayloadNamedAfterAModelThatWantsContextIsInspectedAsIt() async {
    var auth = Workspace(
      "Auth", directory: "/ws",
      models: [.model(IdiomModels.BearerToken.self), .model(IdiomModels.ContextualToken.self, name: "ContextualToken")])
    auth.fitsInThisProcess = true
    let sandbox = Sandbox(files: ["/contextual-token.json": #"{"access_token": "a1", "expires_in": 3600}"#])
    _ = await InspectReport.run(
      payload: "/contextual-token.json", fixture: nil, selection: ModelSelection(workspace: nil, model: nil),
      format: .text, workbench: Workbench(registry: WorkspaceRegistry([auth]), context: sandbox.context))
    #expect(sandbox.outputText.hasPrefix("model by name: ContextualToken"), "\(sandbox.outputText)")
    #expect(sandbox.outputText.contains("verdict: not checked"), "\(sandbox.outputText)")
  }

  @Test func modelsThatMayNotRunHereLeaveTheChoiceToTheUser() async {
    var unsafe = Self.places
    unsafe.fitsInThisProcess = false
    let (status, sandbox) = await inspect(#"{"locationId": 1}"#, workspace: unsafe)
    #expect(status == .usageError)
    #expect(sandbox.errorText.contains("choose one with --model"))
  }

  @Test func aFixtureThatGoesToTheModelItFailsSaysSo() async throws {
    let sandbox = Sandbox(files: ["/ws/Fixtures/address-broken.json": #"{"locationId": "one", "name": "CVS"}"#])
    let workbench = Workbench(registry: WorkspaceRegistry([Self.places]), context: sandbox.context)
    _ = await InspectReport.run(
      payload: "/ws/Fixtures/address-broken.json", fixture: nil, selection: ModelSelection(workspace: nil, model: nil),
      format: .text, workbench: workbench)
    #expect(
      sandbox.outputText.hasPrefix("model by fit: Location (named like Address; closest to Location, which it fails)"),
      "\(sandbox.outputText)")
  }

  @Test func aFixtureNamedLikeAModelItDoesNotDecodeAsSaysWhichItDecodesAsAsLintDoes() async throws {
    let sandbox = Sandbox(files: [
      "/ws/Fixtures/location-home.json": #"{"street": "1 Main St", "city": "Springfield", "country": "US"}"#
    ])
    let workbench = Workbench(registry: WorkspaceRegistry([Self.places]), context: sandbox.context)
    let status = await InspectReport.run(
      payload: "/ws/Fixtures/location-home.json", fixture: nil, selection: ModelSelection(workspace: nil, model: nil),
      format: .text, workbench: workbench)
    #expect(status == .success)
    #expect(
      sandbox.outputText.hasPrefix(
        "model by fit: Address (named like Location; decodes as Address); runners-up: Location (fails at locationId"),
      "\(sandbox.outputText)")
    let lint = Sandbox(files: [
      "/ws/Fixtures/location-home.json": #"{"street": "1 Main St", "city": "Springfield", "country": "US"}"#
    ])
    var context = lint.context
    context.currentDirectory = "/ws"
    _ = LintRun.run(
      workspace: "places", format: .json, record: false,
      workbench: Workbench(registry: WorkspaceRegistry([Self.places]), context: context))
    let report = try JSONParser.parse(lint.outputText)
    #expect(report["fixtures"]?[0]?["model"] == "Address", "\(lint.outputText)")
    #expect(report["fixtures"]?[0]?["namedLike"] == "Location", "\(lint.outputText)")
  }

  @Test func anArrayPayloadIsInspectedAsAnArrayOfTheModelItsElementsFit() async {
    let (status, sandbox) = await inspect(#"[{"street": "1 Main St", "city": "Springfield", "country": "US"}]"#)
    #expect(status == .success)
    #expect(sandbox.outputText.hasPrefix("model by fit: [Address]; runners-up: [Location]"), "\(sandbox.outputText)")
    #expect(sandbox.outputText.contains("Places > [Address]  /p.json"))
  }
}
