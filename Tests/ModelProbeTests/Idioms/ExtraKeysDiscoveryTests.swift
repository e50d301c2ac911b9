import Foundation
import JSONCore
import Testing

@testable import ModelProbe

/// A model that reads its named keys and then every other key the object holds (an error body
/// that keeps what else the server sent): an object of its named keys, not a dictionary.
struct ExtraKeysDiscoveryTests {
  struct ServerError: Decodable {
    var code: String
    var detail: String?
    var extras: [String: String]

    enum CodingKeys: String, CodingKey, CaseIterable {
      case code = "error"
      case detail = "error_description"
    }

    struct AnyKey: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init?(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      code = try container.decode(String.self, forKey: .code)
      detail = try container.decodeIfPresent(String.self, forKey: .detail)
      let all = try decoder.container(keyedBy: AnyKey.self)
      var extras: [String: String] = [:]
      for key in all.allKeys where CodingKeys(stringValue: key.stringValue) == nil {
        if let value = try? all.decode(String.self, forKey: key) { extras[key.stringValue] = value }
      }
      self.extras = extras
    }
  }

  struct Rates: Decodable {
    var rates: [String: Double]
  }

  @Test func theNamedKeysAreTheObjectsFields() {
    let schema = SchemaDiscovery.discover(ServerError.self, options: .init())
    guard case .object(_, let fields) = schema.root else {
      Issue.record("learned \(schema.root)")
      return
    }
    #expect(fields.map(\.key) == ["error", "error_description"])
    #expect(fields.map(\.isRequired) == [true, false])
  }

  @Test func aDictionaryIsStillADictionary() {
    let schema = SchemaDiscovery.discover(Rates.self, options: .init())
    guard case .object(_, let fields) = schema.root else {
      Issue.record("learned \(schema.root)")
      return
    }
    #expect(fields.first?.type == .dictionary(.number("Double")))
  }
}
