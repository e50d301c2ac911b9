import Foundation
import JSONFragment
import Testing

private enum Source: String, Hashable {
  case noaa, icon, unknown
}

private struct Hour {
  var wind: [Source: Double]
  var swell: [Source: Double]?
}

private struct HourFragment: ModelJSONFragment {
  typealias Model = Hour
  var wind: Field<[String: Double]> = .value(["noaa": 4.5, "icon": 4.25])
  var swell: Field<[String: Double]> = .absent

  static let keys: FragmentKeys<Self> = [
    .init("wind", \.wind, model: \.wind),
    .init("swell", \.swell, model: \.swell),
  ]
}

/// An object of dynamic keys the model keeps in a dictionary keyed by an enum is compared by the
/// cases' raw values.
struct EnumKeyedDictionaryTests {
  private func mismatches(_ fragment: HourFragment, _ hour: Hour) -> [String] {
    fragment.compare(to: hour, at: JSONPath()).filter { $0.verdict != .match }.map(\.path.description)
  }

  @Test func entriesAreComparedByTheCasesRawValues() {
    let hour = Hour(wind: [.noaa: 4.5, .icon: 4.25], swell: nil)
    #expect(mismatches(HourFragment(), hour) == [])
    #expect(mismatches(HourFragment(), Hour(wind: [.noaa: 4.5, .icon: 5], swell: nil)) == ["wind.icon"])
  }

  @Test func aKeyTheEnumDoesNotKnowIsAMismatch() {
    var fragment = HourFragment()
    fragment.wind = .value(["noaa": 4.5, "gfs": 3])
    #expect(mismatches(fragment, Hour(wind: [.noaa: 4.5, .unknown: 3], swell: nil)) == ["wind.gfs", "wind.unknown"])
  }

  @Test func anOptionalDictionaryIsNilWhenAbsent() {
    var fragment = HourFragment()
    let wind: [Source: Double] = [.noaa: 4.5, .icon: 4.25]
    #expect(mismatches(fragment, Hour(wind: wind, swell: [.noaa: 1])) == ["swell"])
    fragment.swell = .value(["noaa": 1])
    #expect(mismatches(fragment, Hour(wind: wind, swell: [.noaa: 1])) == [])
    #expect(mismatches(fragment, Hour(wind: wind, swell: nil)) == ["swell"])
  }
}
