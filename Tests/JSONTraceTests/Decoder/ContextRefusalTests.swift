import Foundation
import JSONTrace
import Testing

/// A model that looks in `decoder.userInfo` for what its package's code passes, finds nothing, and
/// refuses with an error of its own says nothing about the payload: the trace says so.
struct ContextRefusalTests {
  enum TokenError: Error { case contextMissing }

  static let contextKey = CodingUserInfoKey(rawValue: "client")!

  /// Reads every key, then refuses without the client its package puts in `userInfo`.
  struct Token: Decodable {
    var accessToken: String
    var expiresIn: Int

    enum CodingKeys: String, CodingKey {
      case accessToken = "access_token"
      case expiresIn = "expires_in"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      accessToken = try container.decode(String.self, forKey: .accessToken)
      expiresIn = try container.decode(Int.self, forKey: .expiresIn)
      guard decoder.userInfo[ContextRefusalTests.contextKey] != nil else { throw TokenError.contextMissing }
    }
  }

  /// Refuses with an error of its own, never looking in `userInfo`: a check of the payload.
  struct Checked: Decodable {
    var amount: Int

    init(from decoder: any Decoder) throws {
      amount = try decoder.container(keyedBy: AnyKey.self).decode(Int.self, forKey: AnyKey("amount"))
      guard amount >= 0 else { throw TokenError.contextMissing }
    }
  }

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  @Test func aRefusalForWantOfContextIsNotAPayloadFailure() throws {
    let result = try TracingDecoder.trace(Token.self, from: Data(#"{"access_token": "a", "expires_in": 60}"#.utf8))
    #expect(result.model == nil)
    #expect(result.trace.failures.map(\.path.description) == ["$"])
    #expect(result.trace.failures.first?.message.contains("decoder.userInfo") == true)
    #expect(result.trace.needsContext)
  }

  @Test func aRealFailureBesideItIsStillOne() throws {
    let result = try TracingDecoder.trace(Token.self, from: Data(#"{"access_token": "a", "expires_in": "60"}"#.utf8))
    #expect(result.trace.failures.first?.path.description == "expires_in")
    #expect(!result.trace.needsContext)
  }

  @Test func aModelsOwnCheckWithoutUserInfoIsAPayloadFailure() throws {
    let result = try TracingDecoder.trace(Checked.self, from: Data(#"{"amount": -4}"#.utf8))
    #expect(result.trace.failures.count == 1)
    #expect(!result.trace.needsContext)
  }
}
