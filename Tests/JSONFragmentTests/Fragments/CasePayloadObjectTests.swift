import Foundation
import JSONFragment
import Testing

/// A response that is a session or, failing that, a user: the whole payload is one case's.
private enum Response: Decodable, Equatable {
  case session(Session)
  case user(User)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let session = try? container.decode(Session.self) {
      self = .session(session)
    } else {
      self = .user(try container.decode(User.self))
    }
  }
}

private struct Session: Decodable, Equatable {
  var token: String
  var issued: Date?
  var user: User
  var warning: Warning?
}

private struct Warning: Decodable, Equatable {
  var reason: String
}

private struct User: Decodable, Equatable {
  var email: String
  var isAnonymous: Bool

  enum CodingKeys: String, CodingKey {
    case email
    case isAnonymous = "is_anonymous"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    email = try container.decode(String.self, forKey: .email)
    isAnonymous = try container.decodeIfPresent(Bool.self, forKey: .isAnonymous) ?? false
  }
}

private struct ResponseFragment: ModelJSONFragment {
  typealias Model = Response
  var token: Field<String> = "t0k"
  var issued: Field<Date> = .value(Date(timeIntervalSinceReferenceDate: 786_240_000))
  var user: Field<UserFragment> = .value(UserFragment())
  var warning: Field<WarningFragment> = .absent

  static let keys: FragmentKeys<Self> = [
    .init("token", \.token, inCases: [["session", "token"]]),
    .init("issued", \.issued, inCases: [["session", "issued"]]),
    .init("user", \.user, inCases: [["session", "user"]]),
    .init("warning", \.warning, inCases: [["session", "warning"]]),
  ]

  struct UserFragment: ModelJSONFragment {
    typealias Model = Response
    var email: Field<String> = "a@b.c"
    var isAnonymous: Field<Bool> = .absent

    static let keys: FragmentKeys<Self> = [
      .init("email", \.email, inCases: [["session", "user", "email"]]),
      .init("is_anonymous", \.isAnonymous, inCases: [["session", "user", "isAnonymous"]], whenMissing: false),
    ]
  }

  struct WarningFragment: ModelJSONFragment {
    typealias Model = Response
    var reason: Field<String> = "weak"
    static let keys: FragmentKeys<Self> = [.init("reason", \.reason, inCases: [["session", "warning", "reason"]])]
  }
}

struct CasePayloadObjectTests {
  private func decoded(_ fragment: ResponseFragment) throws -> Response {
    try JSONDecoder().decode(Response.self, from: fragment.jsonData())
  }

  @Test func aNestedObjectInACasesPayloadIsComparedThroughTheCase() throws {
    let fragment = ResponseFragment()
    let result = fragment.compare(to: try decoded(fragment), at: JSONPath())
    #expect(result.allSatisfy { $0.verdict == .match }, "\(result)")
    #expect(result.contains { $0.path == "user.email" && $0.verdict == .match })
  }

  @Test func aDateInTheCaseIsComparedAsTheDecoderReadsIt() throws {
    var fragment = ResponseFragment()
    let model = try decoded(fragment)
    #expect(fragment.compare(to: model, at: JSONPath()).contains { $0.path == "issued" && $0.verdict == .match })
    fragment.issued = .value(Date(timeIntervalSinceReferenceDate: 786_240_060))
    #expect(fragment.compare(to: model, at: JSONPath()).contains { $0.path == "issued" && $0.verdict != .match })
    fragment.issued = .absent
    #expect(fragment.compare(to: model, at: JSONPath()).contains { $0.path == "issued" && $0.verdict != .match })
  }

  @Test func aValueInsideTheNestedObjectThatDiffersIsAMismatch() throws {
    var fragment = ResponseFragment()
    let model = try decoded(fragment)
    fragment.user = .value(.init(email: "x@y.z"))
    let result = fragment.compare(to: model, at: JSONPath())
    #expect(result.contains { $0.path == "user.email" && $0.verdict != .match }, "\(result)")
  }

  @Test func anAbsentNestedObjectMatchesNilAndAPresentOneDoesNot() throws {
    var fragment = ResponseFragment()
    let withoutWarning = try decoded(fragment)
    fragment.warning = .value(.init())
    let withWarning = try decoded(fragment)
    let present = fragment.compare(to: withoutWarning, at: JSONPath())
    #expect(present.contains { $0.path == "warning" && $0.verdict != .match }, "\(present)")
    fragment.warning = .absent
    let absent = fragment.compare(to: withWarning, at: JSONPath())
    #expect(absent.contains { $0.path == "warning" && $0.verdict != .match }, "\(absent)")
  }

  @Test func aMissingKeyComparesWithWhatTheCaseFallsBackTo() throws {
    var fragment = ResponseFragment()
    let model = try decoded(fragment)
    #expect(
      fragment.compare(to: model, at: JSONPath()).contains { $0.path == "user.is_anonymous" && $0.verdict == .match })
    // A model that holds `true` for a missing key is not what the fragment says.
    fragment.user = .value(.init(isAnonymous: true))
    let anonymous = try decoded(fragment)
    fragment.user = .value(.init())
    let result = fragment.compare(to: anonymous, at: JSONPath())
    #expect(result.contains { $0.path == "user.is_anonymous" && $0.verdict != .match }, "\(result)")
  }
}
