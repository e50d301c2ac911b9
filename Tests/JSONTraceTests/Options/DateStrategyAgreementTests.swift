import Foundation
import FuzzTargets
import ModelAdapter
import Testing

/// The tracing decoder reads dates as `JSONDecoder` does under every strategy: the same verdict
/// and the same failing path on numbers, ISO 8601 text with fractions and offsets, formatted text,
/// and text that is no date.
struct DateStrategyAgreementTests {
  struct Stamp: Decodable {
    var at: Date
    var until: Date?
  }

  static let payloads = [
    #"{"at": 1767225600}"#, #"{"at": 1767225600.5, "until": null}"#, #"{"at": -1}"#, #"{"at": 1e400}"#,
    #"{"at": "2026-01-01T00:00:00Z"}"#, #"{"at": "2026-01-01T00:00:00.250+02:00"}"#, #"{"at": "14 Aug 2026"}"#,
    #"{"at": "2026-01-01"}"#, #"{"at": true}"#, #"{"at": null}"#, #"{}"#,
    #"{"at": 0, "until": "2026-01-01T00:00:00Z"}"#, #"{"at": "2026-01-01 10:00"}"#, #"{"at": "20260101"}"#,
    #"{"at": 20260101}"#, #"{"at": "2026-01-01", "until": "2026-13-45"}"#,
  ]

  static let strategies: [DecodingOptions.Dates] =
    DecodingOptions.Dates.named + [
      .formatted("yyyy-MM-dd"), .formatted("yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX"), .formatted("dd MMM yyyy"),
      .formatted("yyyyMMdd"),
    ]

  @Test(arguments: strategies)
  func theTracerAgreesWithJSONDecoderOnEveryPayload(dates: DecodingOptions.Dates) {
    let agreement = DecoderAgreement(Stamp.self, name: "Stamp", options: DecodingOptions(dates: dates))
    for payload in Self.payloads {
      #expect(agreement.disagreement(on: Data(payload.utf8)) == nil, "\(dates): \(payload)")
    }
  }
}
