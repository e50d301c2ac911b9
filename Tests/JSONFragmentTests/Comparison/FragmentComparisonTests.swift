import Foundation
import JSONFragment
import Testing

struct FragmentComparisonTests {
  private func decode(_ fragment: TrainerFragment) throws -> Trainer {
    try JSONDecoder().decode(Trainer.self, from: fragment.jsonData())
  }

  @Test func theReferencePayloadMatchesItsModelAtEveryPath() throws {
    let fragment = TrainerFragment()
    let report = fragment.compare(to: try decode(fragment))
    #expect(report.isMatch)
    #expect(
      report.map(\.path.description) == [
        "name", "rank", "favorite_badge.name", "favorite_badge.gym", "badges[0].name", "badges[0].gym",
        "badges[1].name", "badges[1].gym", "nicknames[0]", "nicknames[1]", "rival_name", "wins", "debug_token",
      ])
    #expect(report["debug_token"]?.verdict == .notCompared("no model property"))
  }

  @Test func nestedFragmentsCompareWithTheirSubModel() throws {
    let fragment = TrainerFragment()
    var trainer = try decode(fragment)
    trainer.favoriteBadge?.gym = "Viridian"
    trainer.badges[1].name = "Rainbow"
    let mismatches = fragment.compare(to: trainer).mismatches
    #expect(mismatches.map(\.path.description) == ["favorite_badge.gym", "badges[1].name"])
    #expect(mismatches.first?.expected == #""Pewter""#)
    #expect(mismatches.first?.actual == #""Viridian""#)
  }

  @Test func arrayCountsAreComparedBeforeElements() throws {
    let fragment = TrainerFragment()
    var trainer = try decode(fragment)
    trainer.badges.removeLast()
    trainer.nicknames.append("Champion")
    let mismatches = fragment.compare(to: trainer).mismatches
    #expect(
      mismatches.map(\.description) == [
        "badges: expected 2 elements, got 1 element",
        "nicknames: expected 2 elements, got 3 elements",
      ])
  }

  @Test func nullAndAbsentExpectNilOrTheModelsFallback() throws {
    var fragment = TrainerFragment()
    fragment.favoriteBadge = .null
    fragment.rivalName = .null
    fragment.wins = .absent
    let report = fragment.compare(to: try decode(fragment))
    #expect(report.isMatch)
    #expect(report["wins"]?.expected == "0")

    var trainer = try decode(fragment)
    trainer.rivalName = "Gary"
    #expect(fragment.compare(to: trainer).mismatches.map(\.description) == [#"rival_name: expected nil, got "Gary""#])
  }

  @Test func aRequiredKeyThatIsMissingButDecodedAnywayIsAMismatch() {
    var fragment = TrainerFragment()
    fragment.name = .null
    let trainer = try? decode(TrainerFragment())
    #expect(fragment.compare(to: trainer!).mismatches.map(\.expected) == ["no value (the payload has null)"])
  }

  @Test func rawFieldsAreNotCompared() throws {
    var fragment = TrainerFragment()
    fragment.wins = .raw("3")
    #expect(throws: DecodingError.self) { try decode(fragment) }
    let report = fragment.compare(to: try decode(TrainerFragment()))
    #expect(report["wins"]?.verdict == .notCompared("raw JSON"))
    #expect(report["wins"]?.expected == #""3""#)
  }

  @Test func mismatchesOfLargerValuesCarryADiff() {
    let result = FieldComparison.comparing(["a", "b", "c"], ["a", "x", "c"], at: "list")
    #expect(result.isMismatch)
    #expect(result.difference?.contains("−   [1]: \"b\"") == true)
    #expect(result.difference?.contains("+   [1]: \"x\"") == true)
  }
}
