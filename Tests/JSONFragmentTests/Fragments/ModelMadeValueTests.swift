import Foundation
import JSONFragment
import Testing

/// A model that stamps itself with the time of decoding and makes its own identifier when the
/// payload sends none.
private struct Grant: Decodable {
  var code: String
  var issuedAt: Date
  var requestID: UUID
  var seenAt: Date?

  enum CodingKeys: String, CodingKey { case code, issuedAt, requestID, seenAt }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    code = try container.decode(String.self, forKey: .code)
    issuedAt = try container.decodeIfPresent(Date.self, forKey: .issuedAt) ?? Date()
    requestID = try container.decodeIfPresent(UUID.self, forKey: .requestID) ?? UUID()
    seenAt = try container.decodeIfPresent(Date.self, forKey: .seenAt) ?? Date()
  }
}

private struct GrantFragment: ModelJSONFragment {
  typealias Model = Grant
  var code: Field<String> = "CG"
  var issuedAt: Field<Date> = .absent
  var requestID: Field<UUID> = .absent
  var seenAt: Field<Date> = .absent

  static let keys: FragmentKeys<Self> = [
    .init("code", \.code, model: \.code),
    .init("issuedAt", \.issuedAt, model: \.issuedAt, whenMissing: .anyValue),
    .init("requestID", \.requestID, model: \.requestID, whenMissing: .anyValue),
    .init("seenAt", \.seenAt, model: \.seenAt, whenMissing: .anyValue),
  ]
}

/// `whenMissing: .anyValue`: a missing key is not compared, a sent one is.
struct ModelMadeValueTests {
  let sent = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!

  private func decode(_ fragment: GrantFragment) throws -> Grant {
    try JSONDecoder().decode(Grant.self, from: fragment.jsonData())
  }

  @Test func aMissingKeyIsNotComparedWithTheValueTheModelMade() throws {
    let fragment = GrantFragment()
    let comparisons = fragment.compare(to: try decode(fragment), at: JSONPath())
    #expect(comparisons.filter(\.isMismatch).isEmpty, "\(comparisons)")
    #expect(
      comparisons.contains {
        $0.path == "issuedAt" && $0.description.contains("not compared (the model makes its own value")
      })
    #expect(GrantFragment.keys.map(\.requirement) == [.required, .defaulted, .defaulted, .optional])
  }

  @Test func aSentKeyIsComparedAsAnyOther() throws {
    var fragment = GrantFragment()
    fragment.requestID = .value(sent)
    fragment.issuedAt = .value(Date(timeIntervalSinceReferenceDate: 700_000_000))
    var grant = try decode(fragment)
    #expect(fragment.compare(to: grant, at: JSONPath()).filter(\.isMismatch).isEmpty)
    grant.requestID = UUID()
    let mismatches = GrantFragment.compare(payload: fragment.json, to: grant).filter(\.isMismatch)
    #expect(mismatches.map(\.path.description) == ["requestID"])
  }
}
