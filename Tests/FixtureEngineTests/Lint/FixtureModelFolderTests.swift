import FixtureEngine
import Foundation
import Locations
import Testing

/// Which model a fixture file belongs to, by the folder it sits in.
struct FixtureModelFolderTests {
  @Test func filesInAFolderNamedAfterAModelBelongToItAndTheRestToTheFirstModel() {
    let workspace = Workspace(
      "Places", directory: "/ws", models: [.fragment(LocationFragment.self), .fragment(AddressFragment.self)])
    let files = InMemoryFileSystem(
      [
        "/ws/Fixtures/cvs.json", "/ws/Fixtures/failing/bad.json", "/ws/Fixtures/address/home.json",
        "/ws/Fixtures/Address/failing/no-city.json", "/ws/Fixtures/Adress/typo.json", "/ws/Fixtures/notes.txt",
      ].reduce(into: [:]) { $0[$1] = Data("{}".utf8) })
    let fixtures = workspace.fixtureFiles(in: .test(files: files))
    #expect(
      fixtures.map(\.name) == [
        "Address/failing/no-city.json", "Adress/typo.json", "address/home.json", "cvs.json", "failing/bad.json",
      ])
    #expect(fixtures.map(\.modelName) == ["Address", nil, "Address", "Location", "Location"])
    #expect(fixtures.map(\.modelFolder) == ["Address", "Adress", "address", nil, nil])
    #expect(fixtures.map(\.isMeantToFail) == [true, false, false, false, true])
  }
}
