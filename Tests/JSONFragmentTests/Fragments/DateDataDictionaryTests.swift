import Foundation
import JSONFragment
import Testing

/// A model with a date in each place a payload puts one, data, and dictionaries.
private struct Event: Decodable, Equatable {
  var startsAt: Date
  var endsAt: Date?
  var reminders: [Date]
  var thumbnail: Data
  var rates: [String: Double]
  var venues: [String: Venue]

  struct Venue: Decodable, Equatable {
    var seats: Int
  }
}

private struct VenueFragment: ModelJSONFragment {
  typealias Model = Event.Venue
  var seats: Field<Int> = 120
  static let keys: FragmentKeys<Self> = [.init("seats", \.seats, model: \.seats)]
}

/// 2024-05-01T12:00:00.750Z: a fraction that ISO 8601 text drops.
private let start = Date(timeIntervalSince1970: 1_714_564_800.75)

private struct EventFragment: ModelJSONFragment {
  typealias Model = Event
  nonisolated(unsafe) static var strategy: JSONDateStrategy = .deferredToDate
  static var dateStrategy: JSONDateStrategy { strategy }

  var startsAt: Field<Date> = .value(start)
  var endsAt: Field<Date> = .value(start.addingTimeInterval(3600))
  var reminders: Field<[Date]> = .value([start.addingTimeInterval(-600)])
  var thumbnail: Field<Data> = .value(Data("png".utf8))
  var rates: Field<[String: Double]> = .value(["EUR": 0.92, "GBP": 0.79])
  var venues: Field<[String: VenueFragment]> = .value(["hall": VenueFragment()])

  static let keys: FragmentKeys<Self> = [
    .init("startsAt", \.startsAt, model: \.startsAt),
    .init("endsAt", \.endsAt, model: \.endsAt),
    .init("reminders", \.reminders, model: \.reminders),
    .init("thumbnail", \.thumbnail, model: \.thumbnail),
    .init("rates", \.rates, model: \.rates),
    .init("venues", \.venues, model: \.venues),
  ]
}

@Suite(.serialized)
struct DateDataDictionaryTests {
  static let strategies: [JSONDateStrategy] = [
    .deferredToDate, .iso8601, .secondsSince1970, .millisecondsSince1970, .formatted("yyyy-MM-dd HH:mm:ss"),
  ]

  private func decode(_ fragment: EventFragment, dates strategy: JSONDateStrategy) throws -> Event {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = Self.decoding(strategy)
    return try decoder.decode(Event.self, from: Data(fragment.jsonString(style: .compact).utf8))
  }

  static func decoding(_ strategy: JSONDateStrategy) -> JSONDecoder.DateDecodingStrategy {
    switch strategy {
    case .deferredToDate: .deferredToDate
    case .iso8601: .iso8601
    case .secondsSince1970: .secondsSince1970
    case .millisecondsSince1970: .millisecondsSince1970
    case .formatted(let format):
      .formatted(
        {
          let formatter = DateFormatter()
          formatter.locale = Locale(identifier: "en_US_POSIX")
          formatter.timeZone = TimeZone(secondsFromGMT: 0)
          formatter.dateFormat = format
          return formatter
        }())
    }
  }

  @Test(arguments: strategies)
  func everyStrategyWritesWhatJSONDecoderReadsAndComparesAsItReadsBack(strategy: JSONDateStrategy) throws {
    EventFragment.strategy = strategy
    let fragment = EventFragment()
    let event = try decode(fragment, dates: strategy)
    let comparisons = fragment.compare(to: event, at: JSONPath())
    #expect(comparisons.filter(\.isMismatch).isEmpty, "\(comparisons.filter(\.isMismatch))")
    #expect(comparisons.contains { $0.path == "startsAt" && $0.verdict == .match })
  }

  @Test(arguments: strategies)
  func aPayloadIsComparedThroughTheDateAndDictionaryKeysToo(strategy: JSONDateStrategy) throws {
    EventFragment.strategy = strategy
    let payload = EventFragment().json
    let event = try decode(EventFragment(), dates: strategy)
    let comparisons = EventFragment.compare(payload: payload, to: event)
    #expect(comparisons.filter(\.isMismatch).isEmpty, "\(comparisons.filter(\.isMismatch))")
    #expect(Set(comparisons.map(\.path.description)).isSuperset(of: ["startsAt", "rates.EUR", "venues.hall.seats"]))
  }

  @Test func aPayloadDateOrEntryTheModelDoesNotHoldIsAMismatchAtItsPath() throws {
    EventFragment.strategy = .iso8601
    var event = try decode(EventFragment(), dates: .iso8601)
    event.startsAt = Date(timeIntervalSince1970: 0)
    event.rates["EUR"] = 1
    let mismatches = EventFragment.compare(payload: EventFragment().json, to: event).filter(\.isMismatch)
    #expect(
      mismatches.map(\.description) == [
        #"startsAt: expected "2024-05-01T12:00:00Z", got "1970-01-01T00:00:00Z""#,
        "rates.EUR: expected 0.92, got 1.0",
      ])
  }

  @Test func iso8601WritesWholeSecondsAndComparesAfterTheSameRounding() throws {
    EventFragment.strategy = .iso8601
    let fragment = EventFragment()
    #expect(fragment.jsonString(style: .compact).contains(#""startsAt":"2024-05-01T12:00:00Z""#))
    let event = try decode(fragment, dates: .iso8601)
    #expect(event.startsAt != start)
    let startsAt = try #require(fragment.compare(to: event, at: JSONPath()).first { $0.path == "startsAt" })
    #expect(startsAt.verdict == .match)
    #expect(startsAt.expected == #""2024-05-01T12:00:00Z""#)
  }

  @Test func aDifferentDateIsAMismatchShownInTheStrategysText() throws {
    EventFragment.strategy = .secondsSince1970
    var event = try decode(EventFragment(), dates: .secondsSince1970)
    event.startsAt = Date(timeIntervalSince1970: 0)
    let startsAt = try #require(EventFragment().compare(to: event, at: JSONPath()).first { $0.path == "startsAt" })
    #expect(startsAt.isMismatch)
    #expect(startsAt.expected == "1714564800.75")
    #expect(startsAt.actual == "0.0")
  }

  @Test func aDateInTheWrongStrategyFailsToDecode() {
    EventFragment.strategy = .iso8601
    #expect(throws: DecodingError.self) { try decode(EventFragment(), dates: .secondsSince1970) }
  }

  @Test func dataIsWrittenAsBase64() {
    EventFragment.strategy = .deferredToDate
    #expect(EventFragment().jsonString(style: .compact).contains(#""thumbnail":"cG5n""#))
  }

  @Test func dictionariesAreComparedKeyByKey() throws {
    EventFragment.strategy = .deferredToDate
    var event = try decode(EventFragment(), dates: .deferredToDate)
    event.rates = ["EUR": 0.95, "USD": 1]
    event.venues["hall"]?.seats = 80
    let mismatches = EventFragment().compare(to: event, at: JSONPath()).filter(\.isMismatch)
    #expect(
      mismatches.map(\.description) == [
        "rates.EUR: expected 0.92, got 0.95",
        "rates.GBP: expected an entry, got no entry",
        "rates.USD: expected no entry, got an entry",
        "venues.hall.seats: expected 120, got 80",
      ])
  }

  @Test func dictionariesWriteTheirKeysInSortedOrder() {
    EventFragment.strategy = .deferredToDate
    let fragment = EventFragment().changing { $0.rates = .value(["b": 2, "a": 1, "c": 3]) }
    #expect(fragment.jsonString(style: .compact).contains(#""rates":{"a":1.0,"b":2.0,"c":3.0}"#))
  }

  @Test func strategiesNameThemselvesAsAConfigurationDoes() {
    #expect(
      Self.strategies.map(\.description) == [
        "deferredToDate", "iso8601", "secondsSince1970", "millisecondsSince1970", "yyyy-MM-dd HH:mm:ss",
      ])
  }
}

struct DateStrategyHintTests {
  @Test func eachStrategySaysItsFormAndGivesAnExampleThatReadsBack() {
    let hints = DateDataDictionaryTests.strategies.map { "\($0.form): \($0.example)" }
    #expect(
      hints == [
        "seconds since 2001: 788918400", "ISO 8601 text: 2026-01-01T00:00:00Z", "seconds since 1970: 1767225600",
        "milliseconds since 1970: 1767225600000", "text in the format yyyy-MM-dd HH:mm:ss: 2026-01-01 00:00:00",
      ])
    for strategy in DateDataDictionaryTests.strategies {
      let json = JSONNumber(text: strategy.example).map(JSONValue.number) ?? .string(strategy.example)
      #expect(strategy.date(from: json) == Date(timeIntervalSince1970: 1_767_225_600), "\(strategy)")
    }
  }

  /// JSONDecoder's `.iso8601` on this platform reads fractions and offsets; `ISO8601DateFormatter`
  /// does not agree with it, so nothing here may use that formatter.
  @Test(arguments: [
    "2024-05-01T12:00:00Z", "2024-05-01T12:00:00.5Z", "2024-05-01T12:00:00+02:00", "2024-05-01 12:00:00Z",
    "2024-05-01", " 2024-05-01T12:00:00Z", "2024-05-01T12:00:60Z",
  ])
  func iso8601ReadsWhatJSONDecoderReads(text: String) throws {
    struct Wrapper: Decodable { var date: Date }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let decoded = try? decoder.decode(Wrapper.self, from: Data(#"{"date":"\#(text)"}"#.utf8)).date
    #expect(JSONDateStrategy.iso8601.date(from: .string(text)) == decoded)
  }
}
