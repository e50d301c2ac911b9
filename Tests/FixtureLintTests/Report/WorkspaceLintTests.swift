import FixtureEngine
import FixtureLint
import Foundation
import JSONFragment
import Locations
import Pokedex
import Testing
import WorkbenchContext

/// `Workspace.lint` over fixture files in memory.
struct WorkspaceLintTests {
  static let dex = Workspace("Dex", directory: "/ws", models: [.fragment(PokemonFragment.self)])
  static let charizard = #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 6}"#
  static let indexAsString = "{\n  \"baseType\": \"fire\",\n  \"name\": \"Charizard\",\n  \"pokedexIndex\": \"6\"\n}"

  private func lint(_ files: [String: String], workspace: Workspace = dex) -> LintReport {
    workspace.lint(in: .test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) })), listingUnread: true)
  }

  @Test func fixturesThatDoWhatTheyAreMeantToPassWithNothingToSay() {
    let report = lint([
      "/ws/Fixtures/charizard.json": Self.charizard,
      "/ws/Fixtures/failing/index-as-string.json": Self.indexAsString,
      "/ws/Fixtures/failing/expected-failures.txt": "index-as-string.json  pokedexIndex\n",
    ])
    #expect(report.outcome == .passes)
    #expect(report.fixtures.map(\.file) == ["Fixtures/charizard.json", "Fixtures/failing/index-as-string.json"])
    #expect(report.fixtures.allSatisfy { $0.findings.isEmpty && $0.status == .asExpected })
    #expect(report.fixtures[1].recordedPath == "pokedexIndex")
    #expect(report.fixtures[1].failsAt == "pokedexIndex")
    #expect(report.manifests.map(\.file) == ["Fixtures/failing/expected-failures.txt"])
    #expect(report.manifests[0].findings.isEmpty)
    #expect(
      report.summary == .init(fixtures: 2, asExpected: 2, broken: 0, unreadable: 0, warnings: 0, manifestErrors: 0))
  }

  @Test func aFixtureThatNoLongerDecodesListsTheDiagnosisEveryFailureAndTheUnreadKeys() throws {
    let report = lint([
      "/ws/Fixtures/renamed.json":
        "{\n  \"baseType\": \"plasma\",\n  \"fullName\": \"Charizard\",\n  \"pokedexIndex\": 6\n}"
    ])
    let fixture = try #require(report.fixtures.first)
    #expect(fixture.status == .broken)
    #expect(report.outcome == .broken)
    #expect(fixture.failsAt == "baseType")
    #expect(fixture.findings.map(\.kind) == [.noLongerDecodes, .missingKey, .keyNeverRead])
    #expect(fixture.findings.map(\.severity) == [.error, .error, .warning])
    #expect(fixture.findings.map(\.path) == ["baseType", "name", "fullName"])
    #expect(
      fixture.findings.map(\.location) == [
        TextLocation(line: 2, column: 15), TextLocation(line: 1, column: 1), TextLocation(line: 3, column: 15),
      ])
    #expect(
      fixture.findings[0].message.hasPrefix(
        #"no longer decodes: JSONDecoder stops at baseType: found the string "plasma""#))
    #expect(fixture.findings[1].message == #"name: the required key "name" is missing"#)
    #expect(fixture.findings[2].message == "fullName: the model never reads this key")
    #expect(report.summary.broken == 1)
    #expect(report.summary.warnings == 1)
  }

  @Test func unreadKeysOfADecodingFixtureAreWarningsOnly() throws {
    let report = lint([
      "/ws/Fixtures/shiny.json": #"{"baseType": "ice", "name": "Lapras", "pokedexIndex": 131, "shiny": true}"#
    ])
    #expect(report.outcome == .passes)
    let fixture = try #require(report.fixtures.first)
    #expect(fixture.status == .asExpected)
    #expect(
      fixture.findings == [
        LintFinding(
          .warning, .keyNeverRead, path: "shiny", location: TextLocation(line: 1, column: 69),
          message: "shiny: the model never reads this key")
      ])
  }

  @Test func invalidJSONBreaksAnyFixtureWithItsLineAndColumn() {
    let report = lint(["/ws/Fixtures/failing/truncated.json": "[1, 2"])
    #expect(report.outcome == .broken)
    #expect(
      report.fixtures.map(\.findings) == [
        [
          LintFinding(
            .error, .invalidJSON, location: TextLocation(line: 1, column: 6),
            message: "invalid JSON: unexpected end of input; expected ',' or ']' after an array element")
        ]
      ])
  }

  @Test func aTrailingCommaIsReadAsJSONDecoderReadsItWithAWarning() throws {
    let report = lint([
      "/ws/Fixtures/trailing-comma.json":
        "{\n  \"baseType\": \"fire\", \"name\": \"Charizard\", \"pokedexIndex\": 6,\n}"
    ])
    #expect(report.outcome == .passes)
    let fixture = try #require(report.fixtures.first)
    #expect(fixture.status == .asExpected)
    #expect(
      fixture.findings == [
        LintFinding(
          .warning, .trailingComma, location: TextLocation(line: 2, column: 61),
          message: "a comma that closes no element: JSONDecoder reads past it, strict JSON parsers do not; remove it")
      ])
  }

  @Test func aFailingFixtureThatDecodesOrFailsElsewhereIsBroken() {
    let report = lint([
      "/ws/Fixtures/failing/fixed.json": Self.charizard,
      "/ws/Fixtures/failing/index-as-string.json": Self.indexAsString,
      "/ws/Fixtures/failing/expected-failures.txt": "# header\nindex-as-string.json  name\nfixed.json  pokedexIndex\n",
    ])
    #expect(report.outcome == .broken)
    #expect(report.fixtures.map(\.status) == [.broken, .broken])
    #expect(report.fixtures[0].findings.map(\.kind) == [.nowDecodes])
    #expect(report.fixtures[0].findings[0].message.hasPrefix("meant to fail, but decodes"))
    let elsewhere = report.fixtures[1].findings
    #expect(elsewhere.map(\.kind) == [.failsElsewhere])
    #expect(elsewhere.first?.location == TextLocation(line: 4, column: 19))
    #expect(
      elsewhere.first?.message.hasPrefix(
        #"meant to fail at name (Fixtures/failing/expected-failures.txt:2), but JSONDecoder stops at pokedexIndex: expected Int, found the string "6""#
      ) == true)
  }

  @Test func aFailingFixtureWithoutARecordedPathIsAWarningNamingWhereItFails() throws {
    let report = lint(["/ws/Fixtures/failing/index-as-string.json": Self.indexAsString])
    #expect(report.outcome == .passes)
    let fixture = try #require(report.fixtures.first)
    #expect(fixture.status == .asExpected)
    #expect(fixture.recordedPath == nil)
    #expect(
      fixture.findings == [
        LintFinding(
          .warning, .unrecordedFailure, path: "pokedexIndex", location: TextLocation(line: 4, column: 19),
          message:
            #"fails at pokedexIndex: expected Int, found the string "6"; Fixtures/failing/expected-failures.txt records no path for it"#
        )
      ])
    #expect(report.manifests.isEmpty)
  }

  @Test func unknownModelFoldersAreBrokenAndNameTheModelsThereAre() throws {
    let places = Workspace(
      "Places", directory: "/ws", models: [.fragment(LocationFragment.self), .fragment(AddressFragment.self)])
    let report = lint(
      [
        "/ws/Fixtures/Adress/home.json": #"{"street": "1 Main St", "city": "Miami", "country": "US"}"#,
        "/ws/Fixtures/address/home.json": #"{"street": "1 Main St", "city": "Miami", "country": "US"}"#,
        "/ws/Fixtures/address/failing/no-city.json": #"{"street": "1 Main St", "country": "US"}"#,
        "/ws/Fixtures/address/failing/expected-failures.txt": "no-city.json  city\n",
      ], workspace: places)
    #expect(
      report.fixtures.map(\.file) == [
        "Fixtures/Adress/home.json", "Fixtures/address/failing/no-city.json", "Fixtures/address/home.json",
      ])
    #expect(report.fixtures.map(\.status) == [.broken, .asExpected, .asExpected])
    #expect(
      report.fixtures[0].findings == [
        LintFinding(
          .error, .unknownModelFolder,
          message:
            "the folder Adress names no model of workspace Places (models: Location, Address); move the file into a folder named after its model, or directly into Fixtures/ with a name that starts with its model's (location-home.json)"
        )
      ])
    #expect(report.fixtures[1].recordedPath == "city")
    #expect(report.manifests.map(\.file) == ["Fixtures/address/failing/expected-failures.txt"])
  }

  @Test func anUnreadableFixtureMakesTheRunIncomplete() throws {
    let memory = InMemoryFileSystem([
      "/ws/Fixtures/locked.json": Data("{}".utf8), "/ws/Fixtures/charizard.json": Data(Self.charizard.utf8),
    ])
    var context = AppContext.test(files: memory)
    let read = context.files.read
    context.files.read = { path in
      if path.hasSuffix("locked.json") { throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path]) }
      return try read(path)
    }
    let report = Self.dex.lint(in: context)
    #expect(report.outcome == .incomplete)
    #expect(report.fixtures.map(\.status) == [.asExpected, .unreadable])
    let finding = try #require(report.fixtures[1].findings.first)
    #expect(finding.kind == .unreadable)
    #expect(finding.message.hasPrefix("cannot read the file: "))
    #expect(report.summary.unreadable == 1)
  }

  @Test func manifestLinesThatMakeNoSenseBreakTheRunAndStaleOnesAreWarnings() throws {
    let report = lint([
      "/ws/Fixtures/failing/index-as-string.json": Self.indexAsString,
      "/ws/Fixtures/failing/expected-failures.txt": "index-as-string.json  pokedexIndex\ngone.json  name\noops\n",
    ])
    #expect(report.outcome == .broken)
    #expect(report.fixtures.map(\.status) == [.asExpected])
    let findings = try #require(report.manifests.first?.findings)
    #expect(findings.map(\.kind) == [.manifestSyntax, .staleEntry])
    #expect(findings.map(\.severity) == [.error, .warning])
    #expect(findings.map(\.location?.line) == [3, 2])
    #expect(
      findings[1].message
        == "gone.json is not a fixture in this folder; delete the line")
    #expect(report.summary.manifestErrors == 1)
  }

  @Test func aManifestWithNoFixturesLeftIsStillChecked() {
    let report = lint([
      "/ws/Fixtures/charizard.json": Self.charizard,
      "/ws/Fixtures/failing/expected-failures.txt": "gone.json  name\n",
    ])
    #expect(report.manifests.map(\.file) == ["Fixtures/failing/expected-failures.txt"])
    #expect(report.manifests.first?.findings.map(\.kind) == [.staleEntry])
    #expect(report.outcome == .passes)
  }

  @Test func aMissingFixtureFolderIsAWarning() {
    let report = lint([:])
    #expect(report.missingFolders == ["Fixtures"])
    #expect(report.fixtures.isEmpty)
    #expect(report.summary.warnings == 1)
    #expect(report.outcome == .passes)
  }

  @Test func failuresTheModelToleratesAreWarnings() throws {
    let tolerant = Workspace("Tolerant", directory: "/ws", models: [.model(TolerantPokemon.self)])
    let report = lint(["/ws/Fixtures/plasma.json": #"{"baseType": "plasma", "name": "Rotom"}"#], workspace: tolerant)
    #expect(report.outcome == .passes)
    let fixture = try #require(report.fixtures.first)
    #expect(fixture.findings.map(\.kind) == [.unknownEnumValue])
    #expect(fixture.findings.map(\.severity) == [.warning])
    #expect(fixture.findings.first?.message.hasSuffix("the model's init(from:) tolerates it") == true)
  }
}

/// A model that falls back to `nil` for an enum value it does not know.
struct TolerantPokemon: Decodable, Sendable {
  var baseType: Pokemon.Kind?
  var name: String

  enum CodingKeys: String, CodingKey {
    case baseType, name
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    baseType = try? container.decode(Pokemon.Kind.self, forKey: .baseType)
    name = try container.decode(String.self, forKey: .name)
  }
}
