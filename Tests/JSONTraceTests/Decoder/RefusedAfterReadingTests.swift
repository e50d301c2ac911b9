import Foundation
import JSONCore
import JSONTrace
import Testing

/// A model that throws an error of its own (not a `DecodingError`) after checking what it read
/// refuses the object; the failure says which value it read last, where the check most likely
/// failed.
struct RefusedAfterReadingTests {
  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  struct Policy: Decodable {
    var attempts: Int
    var codes: [String]

    enum CodingKeys: String, CodingKey { case attempts, codes }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      attempts = try container.decode(Int.self, forKey: .attempts)
      guard attempts > 1 else { throw Invalid(description: "attempts must be more than one") }
      codes = try container.decode([String].self, forKey: .codes)
      guard !codes.isEmpty else { throw Invalid(description: "no codes") }
    }
  }

  struct Config: Decodable {
    var name: String
    var policy: Policy
  }

  static func failure(_ text: String) throws -> FieldFailure? {
    try TracingDecoder.trace(Config.self, from: Data(text.utf8), options: DecodingOptions()).trace.failures.first
  }

  @Test func theValueReadLastBeforeTheModelsOwnErrorIsNamed() throws {
    let failure = try #require(try Self.failure(#"{"name": "a", "policy": {"attempts": 1, "codes": ["X"]}}"#))
    #expect(failure.path.description == "policy")
    #expect(failure.message.contains("after reading attempts (the number 1)"), "\(failure.message)")
    #expect(failure.message.hasSuffix("attempts must be more than one"), "\(failure.message)")
  }

  @Test func aValueOfSeveralReadLastIsNamedWhole() throws {
    let failure = try #require(try Self.failure(#"{"name": "a", "policy": {"attempts": 3, "codes": []}}"#))
    #expect(failure.message.contains("after reading codes (an empty array)"), "\(failure.message)")
  }
}
