import Foundation
import JSONCore
import Testing

@testable import ModelProbe

/// A model that keeps the whole payload (claims in a JSON value behind a copy-on-write box) beside
/// the typed properties it reads from it, and a lock of its own whose address differs at each
/// decoding: each value is compared where the model keeps it most directly, and nothing that
/// differs between two decodings of one payload is taken for a value's holder.
struct PayloadKeptWholeTests {
  enum Claim: Decodable, Equatable {
    case text(String)
    case list([Claim])
    case map([String: Claim])

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let text = try? container.decode(String.self) {
        self = .text(text)
      } else if let list = try? container.decode([Claim].self) {
        self = .list(list)
      } else {
        self = .map(try container.decode([String: Claim].self))
      }
    }
  }

  final class Box {
    let claims: Claim
    init(_ claims: Claim) { self.claims = claims }
  }

  final class Lock {}

  struct Configuration: Decodable {
    let issuer: URL
    let storage: Box
    let lock = Lock()

    enum CodingKeys: String, CodingKey { case issuer }

    init(from decoder: any Decoder) throws {
      storage = Box(try Claim(from: decoder))
      issuer = try decoder.container(keyedBy: CodingKeys.self).decode(URL.self, forKey: .issuer)
    }
  }

  @Test func everyValueIsComparedWhereTheModelKeepsItMostDirectly() throws {
    let text = #"{"issuer": "https://id.example/oauth2", "scopes": ["openid", "email"], "realm": "north-eu"}"#
    let payload = try JSONParser.parse(Data(text.utf8))
    let schema = SchemaDiscovery.discover(
      Configuration.self, options: .init(), stoppingAt: nil, sample: payload, seen: [])
    let map = KeyPropertyMapper.map(Configuration.self, schema: schema, samples: [payload])
    let model = try JSONDecoder().decode(Configuration.self, from: Data(text.utf8))
    let results = ModelComparison(schema: schema, map: map, options: .init()).compare(payload: payload, model: model)
    #expect(results.filter(\.isMismatch).isEmpty, "\(results.filter(\.isMismatch))")
    let compared = results.filter { if case .notCompared = $0.verdict { false } else { true } }
    #expect(
      Set(compared.map(\.path.description)) == ["issuer", "scopes[0]", "scopes[1]", "realm"],
      "\(results.map { "\($0.path) \($0.verdict)" })")
  }

  struct Stamped: Decodable {
    let name: String
    let stamp = UUID()
    enum CodingKeys: String, CodingKey { case name }
  }

  @Test func aPropertyThatDiffersAtEachDecodingHoldsNoValue() throws {
    let text = #"{"name": "Hollow Crest", "unused": "north-eu"}"#
    let payload = try JSONParser.parse(Data(text.utf8))
    let schema = SchemaDiscovery.discover(Stamped.self, options: .init(), stoppingAt: nil, sample: payload, seen: [])
    let map = KeyPropertyMapper.map(Stamped.self, schema: schema, samples: [payload])
    let model = try JSONDecoder().decode(Stamped.self, from: Data(text.utf8))
    let results = ModelComparison(schema: schema, map: map, options: .init()).compare(payload: payload, model: model)
    #expect(results.filter(\.isMismatch).isEmpty, "\(results.map { "\($0.path) \($0.verdict)" })")
    #expect(results.first { $0.path.description == "name" }?.verdict == .match)
  }
}
