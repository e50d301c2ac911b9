import Foundation
import Testing

@testable import JSONTrace

/// The tracer converts snake_case keys exactly as `JSONDecoder` does, digits and marks included:
/// Twitch's `image_url_1x` is the CodingKey `imageUrl1X`, and a model that spells it so decodes.
struct SnakeCaseKeysTests {
  struct DigitKeys: Decodable, Equatable {
    let url1x: Int
    let version2fa: Int
    let plain: Int

    enum CodingKeys: String, CodingKey {
      case url1x = "imageUrl1X"
      case version2fa = "apiV2Fa"
      case plain = "displayName"
    }
  }

  @Test(arguments: ["image_url_1x", "api_v2fa", "display_name", "x_1y_z", "_leading_key", "a.b_c-d", "ab_cd'ef"])
  func aKeyConvertsAsJSONDecoderConvertsIt(_ key: String) throws {
    struct Echo: Decodable {
      struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
      }
      let key: String
      init(from decoder: any Decoder) throws {
        key = try decoder.container(keyedBy: Key.self).allKeys.first?.stringValue ?? ""
      }
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let converted = try decoder.decode(Echo.self, from: Data("{\"\(key)\": 1}".utf8)).key
    #expect(SnakeCaseKeys.convert(key) == converted)
  }

  @Test func aModelThatSpellsAConvertedDigitKeyDecodesUnderTheTracer() throws {
    let options = DecodingOptions(keys: .convertFromSnakeCase)
    let text = #"{"image_url_1x": 1, "api_v2fa": 2, "display_name": 3}"#
    let result = try TracingDecoder.trace(DigitKeys.self, from: Data(text.utf8), options: options)
    #expect(result.trace.failures.isEmpty)
    #expect(result.model == DigitKeys(url1x: 1, version2fa: 2, plain: 3))
    #expect(result.trace.readCount == 3)
  }
}
