import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import Locations
import Pokedex
import Releases
import Testing
import WorkbenchContext

/// The Swift code the app copies for a payload (`Y`): the fragment and its changes, as an exported
/// test composes the same payload.
struct StateSnippetTests {
  @Test func theSnippetIsTheFragmentAndItsChangesAsTheExportedTestWritesThem() throws {
    let location = try Workspace.locations.model(named: "Location")
    let exporter = SwiftCodeExporter(model: location)
    let payload = try #require(location.referencePayload).replacing("address.city", with: nil).replacing(
      "extra", with: 1)
    let snippet = exporter.stateSnippet(payload: payload)
    #expect(
      snippet == """
        var fragment = LocationFragment()
        fragment.address = .value(AddressFragment().changing {
          $0.city = .absent
        })
        let payload = fragment.byAdding(PlainJSONFragment(members: [JSONMember("extra", 1)]))

        """)
    let test = exporter.stateTest(named: "no city", payload: payload, framework: .xcTest).contents
    let indented = snippet.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    #expect(test.contains(indented))
  }

  @Test func anUnchangedPayloadIsTheFragmentItself() throws {
    let pokemon = try Workspace.pokedex.model(named: "Pokemon")
    let snippet = SwiftCodeExporter(model: pokemon).stateSnippet(payload: try #require(pokemon.referencePayload))
    #expect(snippet == "let fragment = PokemonFragment()\n")
  }

  @Test func aPayloadThatIsNotAnObjectIsWrittenAsAJSONValue() throws {
    let exporter = SwiftCodeExporter(model: try Workspace.locations.model(named: "Location"))
    let snippet = exporter.stateSnippet(payload: [1, "two"])
    #expect(snippet.hasSuffix("let payload: JSONValue = [1, \"two\"]\n"))
    #expect(snippet.hasPrefix("// "))
  }

  @Test func aGeneratedFragmentAlreadyInTheExportFolderIsTheOneChanged() throws {
    let files = InMemoryFileSystem()
    let context = AppContext.test(files: files)
    let workspace = Workspace(
      "Shop", directory: "/work/shop", exports: "Tests/Generated", models: Workspace.releases.models)
    let release = try workspace.model(named: "Release")
    let exported = try SwiftCodeExporterTests.fixture("Releases/Fixtures/stable-release.json")
    let edited = exported.replacing("tag_name", with: "v9.9.9")

    // The fixture has a key the model does not read: it is added beside the fragment.
    let added =
      #"let payload = fragment.byAdding(PlainJSONFragment(members: [JSONMember("reactions", ["total_count": 12, "+1": 9, "rocket": 3])]))"#
    // Nothing exported yet: the fragment an export would write starts from the payload itself.
    #expect(
      workspace.stateSnippet(for: edited, model: release, in: context)
        == "let fragment = ReleaseFragment()\n\(added)\n")

    let fragmentFile = try #require(SwiftCodeExporter(model: release, fragmentDefaults: exported).fragmentFiles().first)
    try files.fileSystem.replace(workspace.exportRoot + "/" + fragmentFile.name, Data(fragmentFile.contents.utf8))
    #expect(
      workspace.stateSnippet(for: edited, model: release, in: context)
        == "var fragment = ReleaseFragment()\nfragment.tagName = \"v9.9.9\"\n\(added)\n")
  }
}
