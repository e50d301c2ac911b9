import Foundation
import JSONCore
import Testing

@testable import ModelProbe

/// A status code read from its name, kept in a struct as grpc keeps `Status.Code`.
struct StatusCode: Decodable, Hashable, Sendable {
  enum Wrapped: String, Hashable, Sendable {
    case aborted = "ABORTED"
    case unavailable = "UNAVAILABLE"
    case internalError = "INTERNAL"
  }
  var wrapped: Wrapped

  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let wrapped = Wrapped(rawValue: text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no code \(text)"))
    }
    self.wrapped = wrapped
  }
}

struct RetryCodes: Decodable, Sendable {
  var attempts: Int
  var codes: Set<StatusCode>
  var tags: Set<String>
}

/// A set keeps no order: each value of the payload's array is compared with the set's elements,
/// wherever it sits among them.
struct SetComparisonTests {
  @Test(arguments: [
    #"{"attempts": 3, "codes": ["ABORTED", "UNAVAILABLE", "INTERNAL"], "tags": ["b", "a", "c"]}"#,
    #"{"attempts": 2, "codes": ["UNAVAILABLE", "ABORTED"], "tags": ["z", "y"]}"#,
  ])
  func everyElementOfASetIsCompared(payload: String) throws {
    let verdicts = try IdiomComparisonTests.verdicts(RetryCodes.self, payload, samples: [payload])
    #expect(verdicts.count == payload.split(separator: ",").count, "\(verdicts)")
    #expect(verdicts.allSatisfy { $0.hasSuffix(" match") }, "\(verdicts)")
  }
}

/// A model that keeps the tags it is sent with a prefix of its own: a changed value.
struct PrefixedTags: Decodable, Sendable {
  var tags: Set<String>

  enum CodingKeys: String, CodingKey { case tags }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tags = Set(try container.decode([String].self, forKey: .tags).map { "tag-" + $0 })
  }
}

/// A code kept as a case without a raw value, read from its name as grpc reads status codes.
struct NamedCodes: Decodable, Sendable {
  enum Code: Hashable, Sendable, CaseIterable {
    case aborted, unavailable, invalidArgument
  }
  var codes: Set<Code>

  enum CodingKeys: String, CodingKey { case codes }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let names = try container.decode([String].self, forKey: .codes)
    codes = Set(
      try names.map { name in
        guard
          let code = Code.allCases.first(where: {
            "\($0)".lowercased() == name.lowercased().replacingOccurrences(of: "_", with: "")
          })
        else { throw DecodingError.dataCorruptedError(forKey: .codes, in: container, debugDescription: name) }
        return code
      })
  }
}

struct SetMismatchTests {
  @Test func aRawValueCaseReadFromItsNameIsNormalized() {
    enum Wrapped: UInt8 {
      case aborted = 10
      case invalidArgument = 3
    }
    #expect(
      Normalization.rule(from: "INVALID_ARGUMENT", to: Wrapped.invalidArgument) == "an enum case read from its name")
    #expect(Normalization.rule(from: "ABORTED", to: Wrapped.invalidArgument) == nil)
  }

  @Test func aCaseReadFromItsNameInASetIsNormalized() throws {
    let payload = #"{"codes": ["ABORTED", "INVALID_ARGUMENT", "UNAVAILABLE"]}"#
    let verdicts = try IdiomComparisonTests.verdicts(NamedCodes.self, payload, samples: [payload])
    #expect(verdicts == ["codes[0] normalized", "codes[1] normalized", "codes[2] normalized"])
  }

  @Test func aValueNoElementOfTheSetHoldsIsAMismatch() throws {
    let payload = #"{"tags": ["alpha", "beta"]}"#
    let verdicts = try IdiomComparisonTests.verdicts(PrefixedTags.self, payload, samples: [payload])
    #expect(verdicts == ["tags[0] mismatch", "tags[1] mismatch"])
  }
}
