import FixtureEngine
import Foundation
import JSONCore
import ModelProbe
import Testing

/// A signed-in session.
struct SignInSession: Decodable, Sendable {
  struct Person: Decodable, Sendable {
    let id: Int
    let email: String
  }
  let accessToken: String
  let user: Person

  enum CodingKeys: String, CodingKey {
    case accessToken = "access_token"
    case user
  }
}

/// A signed-in person, without a session.
struct SignInPerson: Decodable, Sendable {
  let id: Int
  let email: String
}

/// What signing in answers: a session, or a person only, tried in that order on the whole value.
enum SignInReply: Decodable, Sendable {
  case session(SignInSession)
  case person(SignInPerson)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let session = try? container.decode(SignInSession.self) {
      self = .session(session)
    } else {
      self = .person(try container.decode(SignInPerson.self))
    }
  }
}

/// Where two models read a payload alike and one reads it by handing its whole value to the other,
/// the payload is the other's: it says what the payload is, the wrapper only that it is one of
/// several things.
struct WrapperTwinFitTests {
  static let session = #"{"access_token": "t1", "user": {"id": 4, "email": "a@b.c"}}"#

  @Test(arguments: [false, true])
  func theModelAWrapperHandsTheWholeValueToWinsTheTie(wrapperFirst: Bool) throws {
    var models: [WorkspaceModel] = [.model(SignInSession.self), .model(SignInReply.self)]
    if wrapperFirst { models.reverse() }
    let fit = ModelFit(try PayloadText(parsing: Data(Self.session.utf8)), models: models)
    let reply = try #require(fit.ranked.first { $0.model.name == "SignInReply" })
    let session = try #require(fit.ranked.first { $0.model.name == "SignInSession" })
    #expect(reply.inspection.decodes && session.inspection.decodes)
    #expect(reply.reading == session.reading)
    // The file's name shares a word with the wrapper's only: the wrapper still yields.
    #expect(fit.best(namedLike: "anonymous-sign-in-reply")?.model.name == "SignInSession")
  }

  /// A map of sessions, under a key of the app's, is a map of the wrapped model too.
  @Test func aMapOfTheWrappedModelBeatsAMapOfTheWrapper() throws {
    let stored = #"{"app.auth.token": \#(Self.session)}"#
    var workspace = Workspace(
      "Auth", directory: "/ws", models: [.model(SignInReply.self), .model(SignInSession.self)])
    workspace.fitsInThisProcess = true
    let fit = workspace.fit(try PayloadText(parsing: Data(stored.utf8)))
    #expect(fit.best(namedLike: "local-storage-reply")?.model.name == "[String: SignInSession]")
  }

  /// The value handed on is the one the payload decodes as: the second case tried, here.
  @Test func theWrapperYieldsToTheCaseThatDecodedThePayload() throws {
    let person = #"{"id": 4, "email": "a@b.c"}"#
    let fit = ModelFit(
      try PayloadText(parsing: Data(person.utf8)), models: [.model(SignInReply.self), .model(SignInPerson.self)])
    #expect(fit.best(namedLike: "person")?.model.name == "SignInPerson")
    #expect(fit.best(namedLike: "reply")?.model.name == "SignInPerson")
  }
}
