import Foundation
import JSONCore
import JSONTrace
import Testing

/// A type that reads whatever JSON is there, trying a keyed container, then an unkeyed one, then a
/// single value (`JSON.Value`-style enums of API clients), accepts every value: the container it
/// asked for first and did not get is no failure, tolerated or not.
struct AnyJSONValueTests {
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  enum Value: Decodable, Equatable {
    case object([String: Value])
    case array([Value])
    case string(String)
    case number(Double)
    case null

    init(from decoder: any Decoder) throws {
      if let container = try? decoder.container(keyedBy: Key.self) {
        var members: [String: Value] = [:]
        for key in container.allKeys { members[key.stringValue] = try container.decode(Value.self, forKey: key) }
        self = .object(members)
      } else if var container = try? decoder.unkeyedContainer() {
        var elements: [Value] = []
        while !container.isAtEnd { elements.append(try container.decode(Value.self)) }
        self = .array(elements)
      } else {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
          self = .null
        } else if let number = try? container.decode(Double.self) {
          self = .number(number)
        } else {
          self = .string(try container.decode(String.self))
        }
      }
    }
  }

  struct Configuration: Decodable {
    var issuer: String
    var claims: Value
  }

  @Test func everyValueOfAnyShapeIsAccepted() throws {
    let text = #"{"keys": [{"kty": "RSA", "n": [1, 2]}, "x", null, 3.5, [], {}], "name": "a"}"#
    let result = try TracingDecoder.trace(Value.self, from: Data(text.utf8), options: DecodingOptions())
    #expect(result.trace.failures.map(\.path.description) == [])
    let held = #"{"issuer": "https://a", "claims": ["sub", {"scopes": ["email"]}]}"#
    let config = try TracingDecoder.trace(Configuration.self, from: Data(held.utf8), options: DecodingOptions())
    #expect(config.trace.failures.map(\.path.description) == [])
  }

  @Test func whatNoShapeAcceptsStillFails() throws {
    let text = #"{"issuer": 7, "claims": true}"#
    let result = try TracingDecoder.trace(Configuration.self, from: Data(text.utf8), options: DecodingOptions())
    #expect(result.trace.failures.map(\.path.description) == ["issuer", "claims"])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Configuration.self, from: Data(text.utf8)) }
  }

  /// A model that keeps the whole payload as such a value, then refuses it for a reason of its
  /// own (a context its tests pass in `userInfo`), fails there alone.
  struct Session: Decodable {
    struct ContextMissing: Error {}
    var raw: Value
    init(from decoder: any Decoder) throws {
      raw = try Value(from: decoder)
      throw ContextMissing()
    }
  }

  @Test func aModelsOwnRefusalAfterReadingEveryValueIsTheOneFailure() throws {
    let text = #"{"token_type": "Bearer", "expires_in": 0, "access_token": null, "scope": ["openid"]}"#
    let result = try TracingDecoder.trace(Session.self, from: Data(text.utf8), options: DecodingOptions())
    #expect(result.trace.failures.map(\.path.description) == ["$"])
    #expect(result.model == nil)
  }

  /// A model that needs what its package's code passes in `userInfo` says so when it refuses.
  struct Token: Decodable {
    struct ContextMissing: Error {}
    init(from decoder: any Decoder) throws {
      guard decoder.userInfo[CodingUserInfoKey(rawValue: "context")!] != nil else { throw ContextMissing() }
    }
  }

  @Test func aRefusalWithNothingInUserInfoSaysTheModelLooksThere() throws {
    let result = try TracingDecoder.trace(Token.self, from: Data(#"{"a": 1}"#.utf8), options: DecodingOptions())
    let message = try #require(result.trace.failures.first?.message)
    #expect(
      message.hasSuffix(
        "(it looks in decoder.userInfo, empty here: what the package's own code puts there is not known to the workbench)"
      ))
    let plain = try TracingDecoder.trace(Session.self, from: Data(#"{"a": 1}"#.utf8), options: DecodingOptions())
    #expect(plain.trace.failures.first?.message.contains("userInfo") == false)
  }
}
