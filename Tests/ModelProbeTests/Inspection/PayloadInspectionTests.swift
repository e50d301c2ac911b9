import FixtureEngine
import Foundation
import JSONFragment
import ModelAdapter
import ModelProbe
import Pokedex
import Releases
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One print or one parse per inspection, line and column only when asked for, and the verdict of
/// the adapter stack (in-memory client, error mapper, model mapper).
struct PayloadInspectionTests {
  static let failing =
    "{\n  \"baseType\": \"shadow\",\n  \"name\": null,\n  \"pokedexIndex\": \"6\",\n  \"shiny\": true\n}"

  private func pokemon() throws -> WorkspaceModel { try Workspace.pokedex.model(named: "Pokemon") }

  @Test func failingFieldsComeWithoutPlacesUntilLocated() throws {
    let inspection = try pokemon().inspect(Data(Self.failing.utf8))
    #expect(inspection.trace?.failures.map(\.path) == ["baseType", "name", "pokedexIndex"])
    #expect(inspection.trace?.failures.allSatisfy { $0.location == nil } == true)
    #expect(inspection.unreadKeyLocations.isEmpty)

    let located = inspection.located()
    #expect(
      located.trace?.failures.map(\.location) == [
        TextLocation(line: 2, column: 15), TextLocation(line: 3, column: 11), TextLocation(line: 4, column: 19),
      ])
    #expect(located.unreadKeyLocations == ["shiny": TextLocation(line: 5, column: 12)])
  }

  @Test func listingWhatNeedsALookCountsTheMatchesInsteadOfListingThem() throws {
    let payload = Data(#"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 6, "shiny": true}"#.utf8)
    let every = try pokemon().inspect(payload)
    let needing = try pokemon().inspect(payload, listing: .needingAttention)
    // shiny is never read: not compared, so it needs a look.
    #expect(every.comparedCount == 4 && every.matchCount == 3 && every.omittedMatches == 0)
    #expect(needing.comparison.map(\.path) == ["shiny"])
    #expect(needing.omittedMatches == 3)
    #expect(needing.comparedCount == every.comparedCount)
    #expect(needing.matchCount == every.matchCount)
    #expect(needing.trace?.unreadKeys == ["shiny"], "keys never read are still listed")

    var mixed = every
    mixed.comparison[1].verdict = .mismatch
    let kept = mixed.needingAttention()
    #expect(kept.comparison.map(\.path) == [mixed.comparison[1].path, "shiny"])
    #expect((kept.comparedCount, kept.matchCount) == (4, 2))
  }

  @Test func locatedPlacesAreTheTracersOwn() throws {
    let data = Data(Self.failing.utf8)
    let traced = try TracingDecoder.trace(Pokemon.self, from: data)
    #expect(try pokemon().inspect(data).located().trace?.failures == traced.trace.failures)
  }

  @Test func theVerdictIsTheAdapterStacksDiagnosis() throws {
    let data = Data(Self.failing.utf8)
    let inspection = try pokemon().inspect(data)
    let request = URLRequest(url: URL(string: "https://example.com/pokemon")!)
    var thrown: DecodingDiagnosis?
    do {
      _ = try ModelMapperAdapter.inMemory(data).loadImmediately(request, as: Pokemon.self)
    } catch {
      thrown = error as? DecodingDiagnosis
    }
    // The engine traces the tree itself; once located, its fields are the adapter's, line and column too.
    #expect(inspection.located().verdict == .fails(try #require(thrown)))
    #expect(thrown?.location == TextLocation(line: 2, column: 15))
  }

  @Test func aPrintedTreeIsInspectedAsItsParsedText() throws {
    let model = try Workspace.releases.model(named: "Release")
    let tree = ReleaseSamples.payload(assets: 3)
    let printed = model.inspect(PayloadText(printing: tree))
    let parsed = model.inspect(Data(JSONPrinter.bytes(of: tree, style: .compact)))
    #expect(printed.decodes)
    #expect(printed.trace == parsed.trace)
    #expect(printed.comparison == parsed.comparison)
    #expect(printed.comparison.count == 8 + 4 + 3 * 8)
  }

  @Test func theTextOfAPrintedTreeIsTheCompactPrint() throws {
    let tree: JSONValue = ["a": [1, 2], "b": "c"]
    let printed = PayloadText(printing: tree)
    #expect(String(decoding: printed.bytes, as: UTF8.self) == #"{"a":[1,2],"b":"c"}"#)
    #expect(printed.value == tree)
  }

  @Test func textThatIsNotJSONIsReportedWithItsPlace() throws {
    let inspection = try pokemon().inspect(Data("{\"name\": }".utf8))
    guard case .invalidJSON(let error) = inspection.verdict else {
      Issue.record("expected invalid JSON, got \(inspection.verdict)")
      return
    }
    #expect((error.line, error.column) == (1, 10))
    #expect(inspection.located().trace == nil)
  }
}
