import Foundation
import JSONCore
import JSONTrace
import Testing

@testable import ModelProbe

/// A model that keeps its whole payload as a JSON value of its own (a recursive enum) and takes
/// required claims out of it is handed the fixture's values at every depth of that value, as
/// `JSONDecoder` would hand them: it finds its claims, and what it reads is learned.
struct RecursiveCatchAllDiscoveryTests {
  /// Any JSON value, each member read as another.
  indirect enum AnyValue: Decodable {
    case object([String: AnyValue])
    case array([AnyValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      if let object = try? decoder.container(keyedBy: Key.self) {
        self = .object(
          try object.allKeys.reduce(into: [:]) { members, key in
            members[key.stringValue] = try object.decode(AnyValue.self, forKey: key)
          })
      } else if var array = try? decoder.unkeyedContainer() {
        var elements: [AnyValue] = []
        while !array.isAtEnd { elements.append(try array.decode(AnyValue.self)) }
        self = .array(elements)
      } else {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
          self = .null
        } else if let bool = try? value.decode(Bool.self) {
          self = .bool(bool)
        } else if let number = try? value.decode(Double.self) {
          self = .number(number)
        } else {
          self = .string(try value.decode(String.self))
        }
      }
    }
  }

  struct MissingClaim: Error {
    var name: String
  }

  /// A provider's metadata: the whole payload kept, its issuer required to be a URL.
  struct ProviderMetadata: Decodable {
    var claims: AnyValue
    var issuer: URL

    init(from decoder: any Decoder) throws {
      claims = try AnyValue(from: decoder)
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
