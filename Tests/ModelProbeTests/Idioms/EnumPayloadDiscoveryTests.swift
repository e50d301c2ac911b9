import Foundation
import JSONFragment
import SampleIdioms
import Testing

@testable import ModelProbe

/// An enum with associated values and synthesized `Codable` is learned from the values the
/// fixtures hold: each case the fixtures show, with its payload, and the keys after it.
struct EnumPayloadDiscoveryTests {
  static func payload(_ text: String) throws -> JSONValue { try JSONParser.parse(Data(text.utf8)) }

  static func reminders() throws -> [JSONValue] {
    try [
      payload(
        #"{"id": 1, "schedule": {"every": {"days": 3, "skipWeekends": true}}, "title": "Water", "media": {"movie": {"_0": {"title": "Heat", "runtime": 170}}}, "tags": ["home"]}"#
      ),
      payload(
        #"{"id": 2, "schedule": {"once": {"at": 1710201600}}, "title": "Call", "media": {"series": {"_0": {"name": "Dark", "seasons": 3}}}, "tags": []}"#
      ),
      payload(#"{"id": 3, "schedule": {"never": {}}, "title": "Read", "tags": ["books"]}"#),
    ]
  }

  @Test func everyKeyIsLearnedAndTheCasesTheFixturesShowToo() throws {
    let samples = try Self.reminders()
    let schema = SchemaDiscovery.discover(
      IdiomModels.Reminder.self, options: .init(), stoppingAt: nil, sample: samples[0],
      seen: Array(samples.dropFirst()))
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(
      schema.fieldPaths.map(\.path.description) == [
        "id", "schedule", "schedule.every", "schedule.every.days", "schedule.every.skipWeekends",
        "schedule.once", "schedule.once.at", "schedule.never", "title", "media", "media.movie",
        "media.movie._0", "media.movie._0.title", "media.movie._0.runtime", "media.series", "media.series._0",
        "media.series._0.name", "media.series._0.seasons", "tags",
      ])
  }

  @Test func aCaseIsOneOfItsObjectsKeysNeverARequiredOne() throws {
    let samples = try Self.reminders()
    let schema = SchemaDiscovery.discover(
      IdiomModels.Reminder.self, options: .init(), stoppingAt: nil, sample: samples[0],
      seen: Array(samples.dropFirst()))
    let cases = schema.fieldPaths.filter { $0.path.parent.description == "schedule" }
    #expect(cases.map(\.field.isRequired) == [false, false, false])
  }

  @Test func flattenedKeysAreLearnedUnderTheirNestedObject() {
    let schema = SchemaDiscovery.discover(IdiomModels.Place.self)
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(schema.fieldPaths.map(\.path.description) == ["name", "position", "position.lat", "position.lng", "label"])
  }
}
