import Foundation
import JSONFragment
import JSONTrace
import Testing

@testable import ModelProbe

/// An enum whose one case holds a known raw-value enum and whose other holds the raw value it
/// does not know, decoded from the one string (a server's value the client may not know yet).
struct OpenEnumComparisonTests {
  enum Open<Wrapped: RawRepresentable & Decodable>: Decodable where Wrapped.RawValue: Decodable {
    case some(Wrapped)
    case unknown(rawValue: Wrapped.RawValue)

    init(from decoder: any Decoder) throws {
      let raw = try decoder.singleValueContainer().decode(Wrapped.RawValue.self)
      self = Wrapped(rawValue: raw).map(Self.some) ?? .unknown(rawValue: raw)
    }
  }

  enum Visibility: String, Decodable { case `public`, unlisted, `private` }

  struct Post: Decodable {
    var id: String
    var visibility: Open<Visibility>
    var tags: [Open<Visibility>]
  }

  @Test func aKnownAndAnUnknownValueMatch() throws {
    let fixtures = [
      #"{"id": "1", "visibility": "public", "tags": ["private"]}"#,
      #"{"id": "2", "visibility": "unlisted", "tags": ["direct", "public"]}"#,
    ]
    for payload in fixtures + [#"{"id": "3", "visibility": "limited", "tags": []}"#] {
      let verdicts = try CheckedKeyTests.inspected(Post.self, payload, fixtures: fixtures)
      #expect(verdicts.values.allSatisfy { $0 == .match }, "\(payload): \(verdicts)")
      #expect(!verdicts.isEmpty)
    }
  }
}
