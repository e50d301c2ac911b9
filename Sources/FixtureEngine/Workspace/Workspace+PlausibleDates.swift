import Foundation
import JSONCore
import JSONTrace
import ModelProbe

extension Workspace {
  /// The years a number read as a date must fall in to be taken for one.
  static let plausibleYears = 1900...2200

  /// The numeric date strategy under which every number the fixtures hold at their models' dates
  /// is a date from 1900 to 2200, where the models' own strategy puts one outside: a package whose
  /// decoder nothing reaches may read milliseconds since 1970, which the default reads as seconds
  /// since 2001 without failing (the year 56350). `nil` when the dates are plausible as they are,
  /// or no strategy makes them all so. Only payloads holding a number that large are looked into.
  func plausibleDates(over payloads: [(FixtureFile, PayloadText)]) -> DecodingOptions.Dates? {
    var read: [(number: JSONValue, strategy: DecodingOptions.Dates)] = []
    for (file, payload) in payloads where Self.holdsLargeNumber(payload.value) {
      guard let model = closestModel(file, payload) else { continue }
      for field in model.keyTree().fieldPaths where field.field.type == .date {
        let byWords = model.decoding.keys == .convertFromWords
        for value in payload.value.values(atAnyIndex: field.path.components[...], byWords: byWords) {
          if case .number = value { read.append((value, model.decoding.dates)) }
        }
      }
    }
    guard read.contains(where: { !Self.isPlausible($0.number, as: $0.strategy) }) else { return nil }
    return [DecodingOptions.Dates.millisecondsSince1970, .secondsSince1970].first { strategy in
      read.allSatisfy { Self.isPlausible($0.number, as: strategy) }
    }
  }

  /// Whether `number` read with `strategy` is a date in ``plausibleYears`` (a strategy that reads
  /// no number: whether it is one at all).
  static func isPlausible(_ number: JSONValue, as strategy: DecodingOptions.Dates) -> Bool {
    guard let date = strategy.date(from: number) else { return false }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return plausibleYears.contains(calendar.component(.year, from: date))
  }

  /// Whether `value` holds a number that the default strategy (seconds since 2001) reads as a
  /// year outside ``plausibleYears``.
  static func holdsLargeNumber(_ value: JSONValue) -> Bool {
    switch value {
    case .number(let number): abs(number.doubleValue ?? 0) > 3_000_000_000
    case .array(let elements): elements.contains(where: holdsLargeNumber)
    case .object(let object): object.contains { holdsLargeNumber($0.value) }
    default: false
    }
  }
}
