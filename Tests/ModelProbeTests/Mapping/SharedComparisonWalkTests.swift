import Foundation
import JSONFragment
import ModelAdapter
import Releases
import Testing

@testable import ModelProbe

/// A long array is walked by two threads; what they find is what one thread finds, in order.
struct SharedComparisonWalkTests {
  @Test func aLongArraysHalvesAreComparedAndListedInPayloadOrder() throws {
    let options = DecodingOptions(dates: .iso8601)
    let assets = ModelComparison.sharedArrayLength * 2 + 1
    let payload = ReleaseSamples.payload(assets: assets)
    var release = try options.makeDecoder().decode(Release.self, from: Data(payload.compactText.utf8))
    for changed in [3, assets / 2 + 5, assets - 1] { release.assets[changed].size = -1 }
    let schema = SchemaDiscovery.discover(Release.self, options: options)
    let comparison = ModelComparison(
      schema: schema, map: KeyPropertyMapper.map(Release.self, schema: schema, options: options, samples: [payload]),
      options: options)

    let shared = comparison.compare(payload: payload, model: release, limit: nil, listing: .needingAttention)
    let alone = comparison.compare(payload: payload, model: release, limit: .max, listing: .needingAttention)
    let every = comparison.compare(payload: payload, model: release, limit: nil, listing: .everyValue)

    #expect(
      shared.results.map(\.path.description) == [
        "assets[3].size", "assets[\(assets / 2 + 5)].size", "assets[\(assets - 1)].size",
      ])
    #expect(shared.results == alone.results)
    #expect(shared.omittedMatches == alone.omittedMatches)
    #expect(every.results.count == shared.results.count + shared.omittedMatches)
    #expect(every.results.map(\.path) == comparison.compare(payload: payload, model: release).map(\.path))
    #expect(every.results.count > assets * 8)
  }
}
