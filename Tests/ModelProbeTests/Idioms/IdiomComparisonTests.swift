import Foundation
import JSONFragment
import ModelAdapter
import SampleIdioms
import Testing

@testable import ModelProbe

/// Every value a model reads maps to its property and is compared, whatever the idiom that reads it.
struct IdiomComparisonTests {
  /// The verdict of each value of `payload` compared with the model learned over `samples`.
  static func verdicts<Model: Decodable & SendableMetatype>(
    _ type: Model.Type, _ payload: String, samples: [String]
  ) throws -> [String] {
    let code = ModelCode(type, decoding: DecodingOptions(), fragmentComparison: nil)
    let parsed = try samples.enumerated().map { ("sample\($0.offset)", try JSONParser.parse(Data($0.element.utf8))) }
    let learned = code.learn(samples: parsed)
    let inspection = code.inspect(
      ParsingPayload(startingToParse: Data(payload.utf8)), nil, nil, .everyValue, { learned })
    #expect(inspection.decodes, "\(inspection.verdict)")
    return inspection.comparison.map { "\($0.path) \(Self.word($0.verdict))" }
  }

  static func word(_ verdict: FieldComparison.Verdict) -> String {
    switch verdict {
    case .match: "match"
    case .mismatch: "mismatch"
    case .normalized: "normalized"
    case .notCompared(let reason): "notCompared(\(reason))"
    }
  }

  static let reminders = [
    #"{"id": 1, "schedule": {"every": {"days": 3, "skipWeekends": true}}, "title": "Water", "media": {"movie": {"_0": {"title": "Heat", "runtime": 170}}}, "tags": ["home"]}"#,
    #"{"id": 2, "schedule": {"once": {"at": 1710201600}}, "title": "Call", "media": {"series": {"_0": {"name": "Dark", "seasons": 3}}}, "tags": []}"#,
  ]

  @Test func everyCaseOfAnEnumWithAPayloadIsCompared() throws {
    for payload in Self.reminders {
      let verdicts = try Self.verdicts(IdiomModels.Reminder.self, payload, samples: Self.reminders)
      #expect(verdicts.count == (payload.contains("every") ? 7 : 5), "\(verdicts)")
      #expect(verdicts.allSatisfy { $0.hasSuffix(" match") }, "\(verdicts)")
    }
  }

  @Test func flattenedKeysCompareWithTheirFlatProperties() throws {
    let payload = #"{"name": "Pier", "position": {"lat": 52.5, "lng": 13.4}, "label": "north"}"#
    let verdicts = try Self.verdicts(IdiomModels.Place.self, payload, samples: [payload])
    #expect(verdicts == ["name match", "position.lat match", "position.lng match", "label match"])
  }
}
