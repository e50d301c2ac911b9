import Foundation
import JSONCore
import JSONTrace
import SampleIdioms
import Testing

@testable import ModelProbe

/// A model that keeps its whole payload as a JSON value of its own (a recursive enum) and takes
/// required claims out of it is handed the fixture's values at every depth of that value, as
/// `JSONDecoder` would hand them: it finds its claims, and what it reads is learned.
struct RecursiveCatchAllDiscoveryTests {
  struct MissingClaim: Error {
    var name: String
  }

  /// A provider's metadata: the whole payload kept, its issuer required to be a URL.
  struct ProviderMetadata: Decodable {
    var claims: IdiomModels.AnyValue
    var issuer: URL

    init(from decoder: any Decoder) throws {
      claims = try IdiomModels.AnyValue(from: decoder)
      guard case .object(let members) = claims, case .string(let text)? = members["issuer"],
        let url = URL(string: text), url.scheme != nil
      else { throw MissingClaim(name: "issuer") }
      issuer = url
    }
  }

  @Test func theFixturesValuesAreHandedOutAtEveryDepthOfTheValue() throws {
    let payload = try JSONParser.parse(
      Data(#"{"issuer": "https://example.com", "scopes": ["openid", "email"], "port": 443}"#.utf8))
    let schema = SchemaDiscovery.discover(
      ProviderMetadata.self, options: DecodingOptions(), stoppingAt: nil, sample: payload, seen: [])
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    // Read as any JSON: an object of any keys.
    #expect(schema.root.isCollection)
    #expect(schema.fieldPaths.isEmpty)
  }

  @Test func aFixtureTheModelRefusesLeavesTheGap() throws {
    let payload = try JSONParser.parse(Data(#"{"issuer": "not a url"}"#.utf8))
    let schema = SchemaDiscovery.discover(
      ProviderMetadata.self, options: DecodingOptions(), stoppingAt: nil, sample: payload, seen: [])
    #expect(schema.unlearned.map(\.path) == [.root])
  }
}
