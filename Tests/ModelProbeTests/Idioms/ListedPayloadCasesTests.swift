import Foundation
import JSONCore
import JSONTrace
import Testing

@testable import ModelProbe

/// The cases of an enum with associated values that the model's code lists are learned whether
/// or not a fixture shows them.
struct ListedPayloadCasesTests {
  enum Cadence: Decodable, ListedPayloadCases {
    case once(at: Int)
    case every(days: Int)
    case everyWeekday(hour: Int)
    case paused
    static var payloadCaseNames: [String] { ["once", "every", "everyWeekday", "paused"] }
  }

  enum UnlistedCadence: Decodable {
    case once(at: Int)
    case every(days: Int)
    case paused
  }

  /// Its own CodingKeys spell the cases otherwise: the listed names are not keys it reads.
  enum RespelledCadence: Decodable, ListedPayloadCases {
    case once(at: Int)
    case paused
    enum CodingKeys: String, CodingKey {
      case once = "ONCE"
      case paused = "PAUSED"
    }
    static var payloadCaseNames: [String] { ["once", "paused"] }
  }

  struct Plan<Schedule: Decodable>: Decodable {
    var name: String
    var schedule: Schedule
    var lastRun: Int?
  }

  static func payload(_ text: String) throws -> JSONValue { try JSONParser.parse(Data(text.utf8)) }

  @Test func everyListedCaseIsLearnedThoughTheFixtureShowsOne() throws {
    let sample = try Self.payload(#"{"name": "Water", "schedule": {"every": {"days": 3}}}"#)
    let schema = SchemaDiscovery.discover(
      Plan<Cadence>.self, options: .init(), stoppingAt: nil, sample: sample, seen: [])
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(
      schema.fieldPaths.map(\.path.description) == [
        "name", "schedule", "schedule.every", "schedule.every.days", "schedule.once", "schedule.once.at",
        "schedule.everyWeekday", "schedule.everyWeekday.hour", "schedule.paused", "lastRun",
      ])
    #expect(schema.fieldPaths.filter { $0.path.parent.description == "schedule" }.allSatisfy { !$0.field.isRequired })
  }

  @Test func withNoFixtureTheCasesAreTheCodesOwn() {
    let schema = SchemaDiscovery.discover(Plan<Cadence>.self)
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(
      schema.fieldPaths.map(\.path.description) == [
        "name", "schedule", "schedule.once", "schedule.once.at", "schedule.every", "schedule.every.days",
        "schedule.everyWeekday", "schedule.everyWeekday.hour", "schedule.paused", "lastRun",
      ])
  }

  @Test func anUnlistedEnumShowsOnlyWhatTheFixturesHold() throws {
    let sample = try Self.payload(#"{"name": "Water", "schedule": {"every": {"days": 3}}}"#)
    let schema = SchemaDiscovery.discover(
      Plan<UnlistedCadence>.self, options: .init(), stoppingAt: nil, sample: sample, seen: [])
    #expect(
      schema.fieldPaths.map(\.path.description) == [
        "name", "schedule", "schedule.every", "schedule.every.days", "lastRun",
      ])
  }

  @Test func listedNamesTheModelDoesNotReadAreLeftOutWithNoFinding() throws {
    let sample = try Self.payload(#"{"name": "Water", "schedule": {"ONCE": {"at": 3}}}"#)
    let schema = SchemaDiscovery.discover(
      Plan<RespelledCadence>.self, options: .init(), stoppingAt: nil, sample: sample, seen: [])
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(
      schema.fieldPaths.map(\.path.description) == ["name", "schedule", "schedule.ONCE", "schedule.ONCE.at", "lastRun"])
  }

  @Test func underSnakeCaseAListedCaseIsSpelledAsThePayloadWouldBe() {
    var options = DecodingOptions()
    options.keys = .convertFromSnakeCase
    let schema = SchemaDiscovery.discover(Plan<Cadence>.self, options: options)
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(schema.fieldPaths.map(\.path.description).contains("last_run"))
    #expect(schema.fieldPaths.map(\.path.description).contains("schedule.every_weekday.hour"))
  }
}
