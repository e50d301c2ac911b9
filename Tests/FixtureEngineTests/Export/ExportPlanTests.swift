import FixtureEngine
import Foundation
import JSONFragment
import Pokedex
import Releases
import Testing

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
    #expect(plan.files.map(\.path) == ["/work/shop/Tests/Generated/Fixtures/failing/no-name.json"])
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
    "/tmp/x.json", "/work/shop/Tests/Generated/../x.json", "/work/shop/Tests/GeneratedOther/x.json",
    "/work/shop/Tests/Generated",
  ])
  func destinationsOutsideTheExportFolderAreRefused(destination: String) {
    #expect(throws: ExportError.outsideExportFolder(path: destination, folder: "/work/shop/Tests/Generated")) {
      try workspace.planExport(
        ExportRequest(.fixture, name: "x", payload: charizard, destination: destination), model: pokemon, in: context)
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
    #expect(fixtures.contains { $0.path.contains("/Fixtures/Pokemon-charizard-eachChoice/failing/") })
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
