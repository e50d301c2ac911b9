import Testing

@testable import FixtureAssignment

/// The fit rules decide on what each model read of a payload: these are their cases from the
/// corpus, each with the reading that made it.
struct FitRuleTests {
  @Test func halfOfTheValuesReadsWell() {
    #expect(FitRule.readsWell(PayloadReading(read: 30, keys: 60)))
    #expect(!FitRule.readsWell(PayloadReading(read: 29, keys: 60)))
  }

  /// `SGElevationPointResponse` reads `data` and `meta` whole but for the metadata it has no
  /// property for: 4 of 9 values, every top-level key.
  @Test func everyTopLevelKeyAndAQuarterOfTheValuesReadsWell() {
    let elevation = PayloadReading(read: 4, keys: 9, coversTopLevel: true, topLevelShare: 1, readKeysShare: 4.0 / 9)
    #expect(FitRule.readsWell(elevation))
    let little = PayloadReading(read: 2, keys: 9, coversTopLevel: true, topLevelShare: 1, readKeysShare: 2.0 / 9)
    #expect(!FitRule.readsWell(little))
  }

  /// TootSDK's `InstanceV1` reads 12 of `pleroma.json`'s 23 keys, beside a `pleroma` object of
  /// 50 values it does not model: 14 of 70 values, all of the 13 under the keys it reads. Half
  /// the keys is not more than half; and an envelope that reads most keys but little under them
  /// does not read the payload well.
  @Test func moreThanHalfOfTheTopLevelKeysReadWellIsReadingMostKeys() {
    #expect(FitRule.readsMostKeys(PayloadReading(read: 14, keys: 70, topLevelShare: 12.0 / 23, readKeysShare: 1)))
    #expect(!FitRule.readsMostKeys(PayloadReading(read: 14, keys: 70, topLevelShare: 0.5, readKeysShare: 1)))
    #expect(!FitRule.readsMostKeys(PayloadReading(read: 14, keys: 70, topLevelShare: 12.0 / 23, readKeysShare: 0.4)))
    #expect(!FitRule.readsWell(PayloadReading(read: 14, keys: 70, topLevelShare: 12.0 / 23, readKeysShare: 1)))
  }

  /// TMDb's `movie-details-append-response.json` names `Movie`, which reads the movie's own keys
  /// and none of the credits, images and videos appended to it: it yields to
  /// `MovieDetailsResponse`, which reads them all.
  @Test func readingMostKeysKeepsNothingFromAModelThatReadsClearlyMore() {
    let movie = PayloadReading(read: 30, keys: 200, topLevelShare: 25.0 / 30, readKeysShare: 1)
    let response = PayloadReading(read: 200, keys: 200)
    #expect(FitRule.readsMostKeys(movie))
    #expect(
      !FitRule.namedKeeps(movie, needsContext: false, readsAnything: false, against: response, namedWholly: false))
  }

  /// `User` reading 5 of a repository's 60 values, 5 of its 40 keys, never takes it.
  @Test func aFewKeysOfManyDoNot() {
    #expect(!FitRule.readsWell(PayloadReading(read: 5, keys: 60, topLevelShare: 5.0 / 40)))
  }

  @Test func theNamedModelKeepsWhatItReadsWell() {
    let named = PayloadReading(read: 40, keys: 60)
    let other = PayloadReading(read: 60, keys: 60)
    #expect(FitRule.namedKeeps(named, needsContext: false, readsAnything: false, against: other, namedWholly: false))
  }

  /// A model the name proposes that reads little loses the payload to one that reads clearly
  /// more, and only to such a one.
  @Test func anotherModelTakesWhatTheNamedOneReadsPoorlyWhenItReadsClearlyMore() {
    let named = PayloadReading(read: 10, keys: 60)
    let clearlyMore = PayloadReading(read: 26, keys: 60)
    let little = PayloadReading(read: 20, keys: 60)
    #expect(
      !FitRule.namedKeeps(named, needsContext: false, readsAnything: false, against: clearlyMore, namedWholly: false))
    #expect(FitRule.namedKeeps(named, needsContext: false, readsAnything: false, against: little, namedWholly: false))
    #expect(FitRule.namedKeeps(named, needsContext: false, readsAnything: false, against: nil, namedWholly: false))
  }

  /// Okta's `Token`, which wants context and reads any JSON, keeps `token.json` but not
  /// `token-error-response.json`, which another model decodes.
  @Test func aModelThatReadsAnythingKeepsOnlyAFileBearingItsWholeName() {
    let named = PayloadReading(read: 60, keys: 60)
    let other = PayloadReading(read: 3, keys: 60)
    #expect(FitRule.namedKeeps(named, needsContext: true, readsAnything: true, against: other, namedWholly: true))
    #expect(!FitRule.namedKeeps(named, needsContext: true, readsAnything: true, against: other, namedWholly: false))
  }

  @Test func decodingRanksFirstThenTellingWhatItReadsThenTheShareThenTheCount() {
    let reads = { (read: Int, keys: Int) in PayloadReading(read: read, keys: keys) }
    let failsReadingAll = FitRule.Standing(decodes: false, readsAnything: false, reading: reads(10, 10))
    let decodesReadingOne = FitRule.Standing(decodes: true, readsAnything: false, reading: reads(1, 10))
    let anything = FitRule.Standing(decodes: true, readsAnything: true, reading: reads(10, 10))
    let half = FitRule.Standing(decodes: true, readsAnything: false, reading: reads(5, 10))
    let halfOfMore = FitRule.Standing(decodes: true, readsAnything: false, reading: reads(10, 20))
    #expect(FitRule.ranksAbove(decodesReadingOne, failsReadingAll))
    #expect(FitRule.ranksAbove(decodesReadingOne, anything))
    #expect(FitRule.ranksAbove(half, decodesReadingOne))
    #expect(FitRule.ranksAbove(halfOfMore, half))
    #expect(!FitRule.ranksAbove(half, half))
  }

  /// A decoding that decodes more wins without its failing fields counted; on a tie, the one
  /// under which fewer fields fail, and only that one.
  @Test func aDecodingWinsByFixturesDecodedThenByFewerFailingFields() {
    var counted = 0
    let count = { () -> (candidate: Int, best: Int) in
      counted += 1
      return (3, 5)
    }
    #expect(FitRule.prefersDecoding(decodes: 40, over: 39, failingFields: count))
    #expect(!FitRule.prefersDecoding(decodes: 38, over: 39, failingFields: count))
    #expect(counted == 0)
    #expect(FitRule.prefersDecoding(decodes: 39, over: 39, failingFields: count))
    #expect(!FitRule.prefersDecoding(decodes: 39, over: 39) { (5, 5) })
    #expect(counted == 1)
  }
}
