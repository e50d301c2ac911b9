import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import Pokedex
import Releases
import Testing
import WorkbenchContext

struct ExportPlanTests {
  let files = InMemoryFileSystem()
  var context: AppContext { .test(files: files) }
  let workspace = Workspace(
    "Shop", directory: "/work/shop", exports: "Tests/Generated",
    models: Workspace.pokedex.models + Workspace.releases.models)
  var pokemon: WorkspaceModel { try! workspace.model(named: "Pokemon") }
  var charizard: JSONValue { pokemon.referencePayload! }

  @Test func aFixtureIsPrettyJSONInThePayloadsKeyOrderWithATrailingNewline() throws {
    let payload: JSONValue = ["pokedexIndex": 6, "name": "Charizard", "baseType": "fire"]
    let plan = try workspace.planExport(
      ExportRequest(.fixture, name: "Charizard (edited)", payload: payload), model: pokemon, in: context)
    #expect(plan.files.map(\.path) == ["/work/shop/Tests/Generated/Fixtures/Charizard-edited.json"])
    #expect(plan.files[0].status == .new)
    try workspace.write(plan, overwriting: false, in: context)
    let written = String(decoding: try files.fileSystem.read(plan.files[0].path), as: UTF8.self)
    #expect(written == "{\n  \"pokedexIndex\": 6,\n  \"name\": \"Charizard\",\n  \"baseType\": \"fire\"\n}\n")
  }

  @Test func aPayloadMeantToFailGoesIntoAFailingFolder() throws {
    let plan = try workspace.planExport(
      ExportRequest(.fixture, name: "no-name", payload: charizard.replacing("name", with: nil)), model: pokemon,
      in: context)
    #expect(
      plan.files.map(\.path) == [
        "/work/shop/Tests/Generated/Fixtures/failing/no-name.json",
        "/work/shop/Tests/Generated/Fixtures/failing/expected-failures.txt",
      ])
    #expect(plan.files[1].contents == Data("no-name.json  name\n".utf8))
    #expect(plan.files[1].status == .new)
  }

  @Test func theFailingFolderManifestGainsALineAndKeepsItsOwn() throws {
    let manifest = "/work/shop/Tests/Generated/Fixtures/failing/expected-failures.txt"
    try files.fileSystem.createDirectory("/work/shop/Tests/Generated/Fixtures/failing")
    try files.fileSystem.replace(manifest, Data("# kept\nold file.json  $".utf8))
    let request = ExportRequest(.fixture, name: "no-name", payload: charizard.replacing("name", with: nil))
    let plan = try workspace.planExport(request, model: pokemon, in: context)
    let planned = try #require(plan.files.first { $0.path == manifest })
    #expect(planned.contents == Data("# kept\nold file.json  $\nno-name.json  name\n".utf8))
    #expect(plan.overwrites.map(\.path) == [manifest], "the manifest is changed only when asked")
    try workspace.write(plan, overwriting: true, in: context)
    let again = try workspace.planExport(request, model: pokemon, in: context)
    #expect(again.files.map(\.path) == ["/work/shop/Tests/Generated/Fixtures/failing/no-name.json"])
  }

  @Test(arguments: [
    ("../../etc/passwd", "etc-passwd"), (".hidden", "hidden"), ("a/b c", "a-b-c"), ("", "payload"), ("x.json", "x"),
    ("Pokémon", "Pokémon"),
  ])
  func namesAreSanitized(name: String, fileName: String) throws {
    let plan = try workspace.planExport(
      ExportRequest(.fixture, name: name, payload: charizard), model: pokemon, in: context)
    #expect(plan.files.map(\.path) == ["/work/shop/Tests/Generated/Fixtures/\(fileName).json"])
  }

  @Test(arguments: [
    ("/tmp/x.json", "/tmp/x.json"), ("p.json", "/home/ash/p.json"), ("../x.json", "/home/x.json"),
    ("out/./a/../p.json", "/home/ash/out/p.json"),
  ])
  func aDestinationIsThePathTypedRelativeToTheCurrentFolder(typed: String, written: String) throws {
    let context = AppContext.test(files: files, currentDirectory: "/home/ash")
    let plan = try workspace.planExport(
      ExportRequest(.fixture, name: "x", payload: charizard, destination: typed), model: pokemon, in: context)
    #expect(plan.files.map(\.path) == [written])
    try workspace.write(plan, overwriting: false, in: context)
    #expect(try files.fileSystem.read(written) == plan.files[0].contents)
  }

  @Test func aSwiftDestinationPutsTheFragmentBesideTheTest() throws {
    let context = AppContext.test(files: files, currentDirectory: "/home/ash")
    let plan = try workspace.planExport(
      ExportRequest(.swift(.swiftTesting), name: "x", payload: charizard, destination: "Tests/PokemonTests.swift"),
      model: pokemon, in: context)
    #expect(plan.files.map(\.path).last == "/home/ash/Tests/PokemonTests.swift")
    #expect(plan.files.dropLast().allSatisfy { $0.path.hasPrefix("/home/ash/Tests/") })
  }

  @Test func errorsSayWhatIsWrongAndWhatToDoWithoutAFrontEndsWords() {
    let overwrite = ExportError.wouldOverwrite(["a.json"])
    #expect(overwrite.problem == "a file with other contents would be replaced: a.json")
    #expect(overwrite.remedy == .allowOverwrite)
    #expect(
      overwrite.description == "a file with other contents would be replaced: a.json; allow overwriting to replace it")
    let denied = ExportError.cannotWrite(path: "/x/a.json", reason: "Permission denied")
    #expect(denied.remedy == .writableFolder)
    #expect(
      denied.description
        == "/x/a.json: cannot write: Permission denied; make its folder writable, or export into another folder")
    for error in [overwrite, denied] {
      #expect(!error.description.contains("--"), "the engine names no command-line option: \(error)")
    }
  }

  @Test func replacingAFileWithOtherContentsNeedsPermissionAndLeavesItAloneWithout() throws {
    let request = ExportRequest(.fixture, name: "charizard", payload: charizard)
    try workspace.write(try workspace.planExport(request, model: pokemon, in: context), overwriting: false, in: context)
    let again = try workspace.planExport(request, model: pokemon, in: context)
    #expect(again.files.map(\.status) == [.unchanged])
    #expect(try workspace.write(again, overwriting: false, in: context).isEmpty)

    let edited = ExportRequest(.fixture, name: "charizard", payload: charizard.replacing("pokedexIndex", with: 7))
    let plan = try workspace.planExport(edited, model: pokemon, in: context)
    #expect(plan.overwrites.count == 1)
    #expect(throws: ExportError.wouldOverwrite([plan.files[0].path])) {
      try workspace.write(plan, overwriting: false, in: context)
    }
    #expect(try files.fileSystem.read(plan.files[0].path) == again.files[0].contents)
    try workspace.write(plan, overwriting: true, in: context)
    #expect(try files.fileSystem.read(plan.files[0].path) == plan.files[0].contents)
  }

  @Test func swiftExportWritesTheTestBesideTheFragmentItNeeds() throws {
    let release = try workspace.model(named: "Release")
    let payload = ReleaseSamples.payload(assets: 1)
    let plan = try workspace.planExport(
      ExportRequest(.swift(.xcTest), name: "one asset", payload: payload), model: release, in: context)
    let names = plan.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }
    #expect(names.first == "ReleaseFragment.swift")
    #expect(names.last == "ReleaseOneAssetTests.swift")
    #expect(String(decoding: plan.files.last!.contents, as: UTF8.self).contains("XCTestCase"))
  }

  @Test func aLaterExportBuildsOnTheGeneratedFragmentAlreadyThere() throws {
    let release = try workspace.model(named: "Release")
    let first = try workspace.planExport(
      ExportRequest(.swift(.swiftTesting), name: "one", payload: ReleaseSamples.payload(assets: 1)), model: release,
      in: context)
    try workspace.write(first, overwriting: false, in: context)
    let second = try workspace.planExport(
      ExportRequest(.swift(.swiftTesting), name: "two", payload: ReleaseSamples.payload(assets: 2)), model: release,
      in: context)
    let fragment = try #require(second.files.first { $0.path.hasSuffix("/ReleaseFragment.swift") })
    #expect(fragment.status == .unchanged)
    #expect(second.overwrites.isEmpty)
  }

  @Test func aMatrixPlansItsTestAndOneFixturePerCase() throws {
    let plan = try workspace.planExport(
      ExportRequest(.matrix(.eachChoice, fixtures: true), name: "charizard", payload: charizard), model: pokemon,
      in: context)
    let count = try #require(plan.caseCount)
    #expect(count == 7)
    let fixtures = plan.files.filter { $0.path.hasSuffix(".json") }
    #expect(fixtures.count == count)
    let failing = fixtures.filter { $0.path.contains("/Fixtures/Pokemon-charizard-eachChoice/failing/") }
    #expect(!failing.isEmpty)
    let manifest = try #require(plan.files.first { $0.path.hasSuffix("eachChoice/failing/expected-failures.txt") })
    let listed = String(decoding: manifest.contents, as: UTF8.self).split(separator: "\n")
    #expect(listed.count == failing.count, "a line for each failing fixture")
    #expect(plan.files.contains { $0.path.hasSuffix("Tests.swift") })
  }

  @Test func aMatrixOverTheLimitIsRefusedWithTheCount() throws {
    let release = try workspace.model(named: "Release")
    #expect(throws: ExportError.self) {
      try workspace.planExport(
        ExportRequest(.matrix(.full, fixtures: false), name: "all", payload: ReleaseSamples.payload(assets: 1)),
        model: release, in: context)
    }
  }
}
