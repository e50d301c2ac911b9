import Foundation
import JSONFragment
import Testing

/// A payload (not one the fragment wrote) compared with its model through the fragment's keys.
struct PayloadComparisonTests {
  private func decoded(_ payload: JSONValue) throws -> Trainer {
    try JSONDecoder().decode(Trainer.self, from: Data(payload.compactText.utf8))
  }

  private func verdicts(_ payload: JSONValue, model: Trainer? = nil) throws -> [String: FieldComparison.Verdict] {
    let results = TrainerFragment.compare(payload: payload, to: try model ?? decoded(payload))
    return Dictionary(results.map { ($0.path.description, $0.verdict) }, uniquingKeysWith: { first, _ in first })
  }

  @Test func everyValueOfTheFragmentsOwnPayloadMatches() throws {
    let payload = TrainerFragment().json
    let results = TrainerFragment.compare(payload: payload, to: try decoded(payload))
    #expect(
      results.map(\.path.description) == [
        "name", "rank", "favorite_badge.name", "favorite_badge.gym", "badges[0].name", "badges[0].gym",
        "badges[1].name", "badges[1].gym", "nicknames[0]", "nicknames[1]", "wins", "rival_name", "debug_token",
      ])
    #expect(results.filter { $0.verdict != .match }.map(\.path) == ["debug_token"])
  }

  @Test func aRepeatedKeysLaterMembersAreNotComparedForJSONDecoderReadsTheFirst() throws {
    guard case .object(var object) = TrainerFragment().json else {
      Issue.record("the fragment is not an object")
      return
    }
    object.append("name", "Someone Else")
    object.append("favorite_badge", ["name": "Cascade", "gym": "Cerulean"])
    let results = TrainerFragment.compare(payload: .object(object), to: try decoded(.object(object)))
    let repeats = results.filter {
      $0.verdict == .notCompared("a repeat of an earlier key of this object: JSONDecoder reads the first")
    }
    #expect(repeats.map(\.path.description) == ["name", "favorite_badge.name", "favorite_badge.gym"])
    #expect(results.first { $0.path == "name" }?.verdict == .match)
    #expect(results.allSatisfy { !$0.isMismatch })
  }

  @Test func anAbsentKeyIsHeldAgainstItsWhenMissingFallback() throws {
    let payload = TrainerFragment().json.replacing("wins", with: nil)
    var trainer = try decoded(payload)
    #expect(trainer.wins == 0)
    #expect(try verdicts(payload)["wins"] == .match)
    trainer.wins = 5
    let wins = TrainerFragment.compare(payload: payload, to: trainer).first { $0.path == "wins" }
    #expect(wins?.verdict == .mismatch)
    #expect(wins?.expected == "0")
    #expect(wins?.actual == "5")
  }

  @Test func aNullIsHeldAgainstTheFallbackToo() throws {
    let payload = TrainerFragment().json.replacing("wins", with: .null)
    #expect(try verdicts(payload)["wins"] == .match)
  }

  @Test func valuesAreReadAsTheirKeysTypes() throws {
    let payload = TrainerFragment().json.replacing("wins", with: .number(JSONNumber(text: "3e0")!))
    #expect(try verdicts(payload)["wins"] == .match)
  }

  @Test func aDifferenceRendersTheModelsValueWithCustomDump() throws {
    let payload = TrainerFragment().json
    var trainer = try decoded(payload)
    trainer.rank = .champion
    trainer.badges[1].gym = nil
    let mismatches = TrainerFragment.compare(payload: payload, to: trainer).filter(\.isMismatch)
    #expect(mismatches.map(\.path) == ["rank", "badges[1].gym"])
    #expect(mismatches.map(\.actual) == ["Trainer.Rank.champion", "nil"])
    #expect(mismatches.first?.expected == #""rookie""#)
  }

  @Test func aMemberNoKeyNamesIsNotCompared() throws {
    let payload = TrainerFragment().json.replacing("mood", with: "happy")
    #expect(try verdicts(payload)["mood"] == .notCompared("no model property found for this key"))
  }

  @Test func arraysOfAnotherLengthSaySo() throws {
    let payload = TrainerFragment().json
    var trainer = try decoded(payload)
    trainer.nicknames.removeLast()
    let results = TrainerFragment.compare(payload: payload, to: trainer).filter(\.isMismatch)
    #expect(results.map(\.path) == ["nicknames"])
    #expect(results.first.map { ($0.expected, $0.actual) } ?? ("", "") == ("2 elements", "1 element"))
  }
}
