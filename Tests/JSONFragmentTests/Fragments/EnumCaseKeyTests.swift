import Foundation
import JSONFragment
import Testing

/// An enum with associated values and Swift's synthesized `Codable`: `{"every": {"days": 3}}`.
private enum Repeat: Codable, Equatable {
  case every(days: Int, skipWeekends: Bool)
  case once(at: Int)
}

private struct RepeatFragment: ModelJSONFragment {
  typealias Model = Repeat
  var every: Field<EveryFragment> = .value(EveryFragment())
  var once: Field<OnceFragment> = .absent

  static let keys: FragmentKeys<Self> = [
    .init("every", \.every, inCase: "every"),
    .init("once", \.once, inCase: "once"),
  ]

  struct EveryFragment: ModelJSONFragment {
    typealias Model = Repeat
    var days: Field<Int> = 3
    var skipWeekends: Field<Bool> = true

    static let keys: FragmentKeys<Self> = [
      .init("days", \.days, inCases: [["every", "days"]]),
      .init("skipWeekends", \.skipWeekends, inCases: [["every", "skipWeekends"]]),
    ]
  }

  struct OnceFragment: ModelJSONFragment {
    typealias Model = Repeat
    var at: Field<Int> = 1_710_201_600

    static let keys: FragmentKeys<Self> = [.init("at", \.at, inCases: [["once", "at"]])]
  }
}

/// A case's payload is a nested fragment compared with the enum when the model is in that case.
struct EnumCaseKeyTests {
  @Test func theFragmentWritesWhatSwiftsCodableReads() throws {
    let fragment = RepeatFragment()
    #expect(try JSONDecoder().decode(Repeat.self, from: fragment.jsonData()) == .every(days: 3, skipWeekends: true))
  }

  @Test func aPayloadInTheModelsCaseComparesEachValue() {
    let report = RepeatFragment().compare(to: .every(days: 3, skipWeekends: true))
    #expect(report.results.map(\.path.description) == ["every.days", "every.skipWeekends"])
    #expect(report.mismatches.isEmpty, "\(report.mismatches)")
    let changed = RepeatFragment().compare(to: .every(days: 4, skipWeekends: true))
    #expect(changed.mismatches.map(\.path.description) == ["every.days"])
  }

  /// The fragment writes `every`, the model is in `once`: both keys say so.
  @Test func aPayloadForAnotherCaseIsAMismatchAndAnAbsentOneMatches() {
    let report = RepeatFragment().compare(to: .once(at: 5))
    #expect(report.mismatches.map(\.path.description) == ["every", "once"])
    var once = RepeatFragment()
    once.every = .absent
    once.once = .value(.init())
    #expect(once.compare(to: .once(at: 1_710_201_600)).mismatches.isEmpty)
  }
}
