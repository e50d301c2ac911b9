import Foundation
import JSONCore
import JSONTrace
import Testing

/// A trace says where a model handed a whole value to another type that decoded it, and which.
struct HandedOnTests {
  struct Session: Decodable {
    var token: String
  }

  struct Person: Decodable {
    var name: String
  }

  /// Tries one type, then another, on the one value it is given.
  enum Reply: Decodable {
    case session(Session)
    case person(Person)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let session = try? container.decode(Session.self) {
        self = .session(session)
      } else {
        self = .person(try container.decode(Person.self))
      }
    }
  }

  /// A raw-value enum: it reads a plain value, and that is not recorded.
  enum Kind: String, Decodable {
    case open
  }

  /// Holds a reply under a key.
  struct Envelope: Decodable {
    var reply: Reply
  }

  func trace<T: Decodable>(_ type: T.Type, _ json: String) throws -> DecodeTrace {
    try TracingDecoder.trace(type, from: Data(json.utf8)).trace
  }

  @Test func theTypeThatDecodedTheWholePayloadIsNamed() throws {
    #expect(try trace(Reply.self, #"{"token": "t"}"#).handedOn == [.root: "HandedOnTests.Session"])
    #expect(try trace(Reply.self, #"{"name": "Ada"}"#).handedOn == [.root: "HandedOnTests.Person"])
  }

  @Test func eachMemberOfACollectionPayloadIsNamed() throws {
    let handed = try trace([Reply].self, #"[{"token": "t"}, {"name": "Ada"}]"#).handedOn
    #expect(handed?.count == 2)
    #expect(Set(handed?.values.map { $0 } ?? []) == ["HandedOnTests.Session", "HandedOnTests.Person"])
  }

  /// A model that reads its own keys hands nothing on; what its members do is recorded for them,
  /// and nothing further down.
  @Test func onlyThePayloadAndItsMembersAreRecorded() throws {
    #expect(try trace(Session.self, #"{"token": "t"}"#).handedOn == nil)
    #expect(try trace([String: Kind].self, #"{"a": "open"}"#).handedOn == nil)
    #expect(try trace(Envelope.self, #"{"reply": {"token": "t"}}"#).handedOn == ["reply": "HandedOnTests.Session"])
    #expect(try trace([String: Envelope].self, #"{"a": {"reply": {"token": "t"}}}"#).handedOn == nil)
  }
}
