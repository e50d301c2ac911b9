import FixtureEngine
import Foundation
import FuzzTargets
import JSONFragment
import ModelAdapter
import Releases
import Testing

/// Found by the tracing decoder's fuzzer: the tracer read ISO 8601 dates with
/// `ISO8601DateFormatter`, which accepts text `JSONDecoder`'s `.iso8601` refuses (`2026-08,14`, a
/// leading space) and refuses text it accepts (fractions of a second, a leap second).
struct ISO8601DateRegressionTests {
  static let options = DecodingOptions(dates: .iso8601)

  static func asset(createdAt: String) -> Data {
    let asset: JSONValue = [
      "id": 1, "name": "a.zip", "content_type": "application/zip", "state": "uploaded", "size": 1,
      "download_count": 0, "created_at": .string(createdAt), "browser_download_url": "https://x.dev/a.zip",
    ]
    return Data(JSONPrinter.bytes(of: asset, style: .compact))
  }

  @Test(arguments: [
    "2026-08,14T09:31:40Z", " 2026-08-14T09:31:40Z", "2026-08-14T09:31:40.5Z", "2026-08-14T09:31:60Z",
    "2026-08-14T09:31:40.123456789Z", "2026-08-14T09:31:40+02:00", "2026-08-14 09:31:40Z", "2026-08-14T09:31:40Z",
  ])
  func theTracerReadsISO8601DatesAsJSONDecoderDoes(_ text: String) throws {
    let data = Self.asset(createdAt: text)
    let decodes = (try? Self.options.makeDecoder().decode(Asset.self, from: data)) != nil
    let traced = try TracingDecoder.trace(Asset.self, from: data, options: Self.options)
    #expect(traced.trace.decodes == decodes)
    #expect(traced.trace.firstFailure.map(\.path) == (decodes ? nil : "created_at"))
  }

  /// The input as the fuzzer found it, reduced: no `tag_name`, and an asset date only
  /// `ISO8601DateFormatter` reads; `JSONDecoder` decodes `assets` first (the order of `CodingKeys`).
  @Test func theFoundReleaseFailsAtTheSameFieldInBothDecoders() throws {
    let release: JSONValue = [
      "id": 1, "html_url": "https://x.dev/v1", "draft": false, "prerelease": false,
      "author": ["login": "bot", "id": 2, "avatar_url": "https://x.dev/bot.png", "type": "Bot"],
      "assets": [try JSONParser.parse(Self.asset(createdAt: "2026-08,14T09:31:40Z"))],
    ]
    let agreement = try #require(DecoderAgreement.bundled.first { $0.name == "Release" })
    #expect(agreement.disagreement(on: Data(JSONPrinter.bytes(of: release, style: .compact))) == nil)
  }
}
