import Foundation
import JSONFragment
import ModelAdapter
import ModelProbe
import Releases
import Testing

/// The comparison of a model nobody wrote a fragment for: values compared as values, the model's
/// value rendered only for a difference.
struct ModelComparisonTests {
  static let options = DecodingOptions(dates: .iso8601)
  static let asset: JSONValue = [
    "id": 7, "name": "a.tgz", "content_type": "application/gzip", "state": "open", "size": 1.8e7,
    "download_count": 0, "created_at": "2026-08-14T09:31:40Z", "browser_download_url": "https://example.com/a%20b.tgz",
  ]

  private func comparison() -> ModelComparison {
    let schema = SchemaDiscovery.discover(Asset.self, options: Self.options)
    return ModelComparison(
      schema: schema, map: KeyPropertyMapper.map(Asset.self, schema: schema, options: Self.options),
      options: Self.options)
  }

  private func decoded(_ payload: JSONValue) throws -> Asset {
    try Self.options.makeDecoder().decode(Asset.self, from: Data(payload.compactText.utf8))
  }

  @Test func everyKindOfScalarMatchesTheValueItDecodedInto() throws {
    let results = comparison().compare(payload: Self.asset, model: try decoded(Self.asset))
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0.verdict == .match }, "\(results.filter { $0.verdict != .match })")
  }

  @Test func aMatchShowsThePayloadsTextOnBothSides() throws {
    let results = comparison().compare(payload: Self.asset, model: try decoded(Self.asset))
    let date = try #require(results.first { $0.path == "created_at" })
    #expect(date.expected == #""2026-08-14T09:31:40Z""#)
    #expect(date.actual == date.expected)
  }

  @Test func aDifferenceRendersTheModelsValue() throws {
    var asset = try decoded(Self.asset)
    asset.state = .uploaded
    asset.size = 12
    asset.createdAt = Date(timeIntervalSince1970: 0)
    asset.downloadURL = URL(string: "https://example.com/other")!
    let mismatches = comparison().compare(payload: Self.asset, model: asset).filter(\.isMismatch)
    #expect(mismatches.map(\.path) == ["state", "size", "created_at", "browser_download_url"])
    #expect(
      mismatches.map(\.actual) == [
        "Asset.State.uploaded", "12", "Date(1970-01-01T00:00:00.000Z)", "URL(https://example.com/other)",
      ])
  }

  @Test func listingOnlyWhatNeedsALookCountsTheMatchesAndKeepsEveryOtherResult() throws {
    var asset = try decoded(Self.asset)
    asset.state = .uploaded
    asset.size = 12
    let every = comparison().compare(payload: Self.asset, model: asset, limit: nil, listing: .everyValue)
    let attention = comparison().compare(payload: Self.asset, model: asset, limit: nil, listing: .needingAttention)
    #expect(every.omittedMatches == 0)
    #expect(every.results.count == 8)
    #expect(attention.results == every.results.filter { $0.verdict != .match })
    #expect(attention.results.map(\.path) == ["state", "size"])
    #expect(attention.omittedMatches == 6)
    let limited = comparison().compare(payload: Self.asset, model: asset, limit: 3, listing: .needingAttention)
    #expect(limited.results.count + limited.omittedMatches == 3)
  }

  @Test func aRepeatedKeysLaterMembersAreNotComparedForJSONDecoderNeverReadsThem() throws {
    guard case .object(var object) = Self.asset else {
      Issue.record("the asset is not an object")
      return
    }
    object.append("name", "b.tgz")
    object.append("size", ["nested": [1, 2]])
    let payload = JSONValue.object(object)
    let results = comparison().compare(payload: payload, model: try decoded(payload))
    let repeats = results.filter { $0.path == "name" || $0.path.description.hasPrefix("size") }
    #expect(repeats.map(\.path.description) == ["name", "size", "name", "size.nested[0]", "size.nested[1]"])
    #expect(repeats.prefix(2).allSatisfy { $0.verdict == .match })
    #expect(
      repeats.dropFirst(2).allSatisfy {
        $0.verdict == .notCompared("a repeat of an earlier key of this object: JSONDecoder reads the first")
      })
  }

  @Test func aWholeNumberWrittenAnotherWayStillMatches() throws {
    var payload = Self.asset
    payload = payload.replacing("size", with: .number(JSONNumber(text: "18000000.0")!))
    payload = payload.replacing("id", with: .number(JSONNumber(text: "7e0")!))
    let results = comparison().compare(payload: payload, model: try decoded(payload))
    #expect(results.allSatisfy { $0.verdict == .match })
  }
}
