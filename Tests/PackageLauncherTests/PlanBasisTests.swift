import Foundation
import Testing

@testable import PackageLauncher

/// When a change to a user's package may build the launcher before its plan is read again: only
/// Swift sources edited, the same files, the manifest, the configuration and the clone as they were.
struct PlanBasisTests {
  let temporary = TemporaryFolder()
  var folder: String { temporary.path }

  var inputs: LauncherInputs {
    LauncherInputs(root: folder + "/app", executable: nil, clone: folder + "/clone", files: .live)
  }

  func basis(_ inputs: LauncherInputs) -> PlanBasis {
    PlanBasis(inputs: inputs.text, manifest: "{}", binPath: "/bin", sharedEngine: nil, planned: "0")
  }

  func writePackage() throws {
    try temporary.write("// swift-tools-version: 6.1", to: "app/Package.swift")
    try temporary.write("{}", to: "app/fixture-workbench.json")
    try temporary.write("struct A: Decodable {}", to: "app/Sources/App/Model Files/A.swift")
    try temporary.write("// swift-tools-version: 6.1", to: "clone/Package.swift")
    try temporary.write("struct B {}", to: "clone/Sources/Engine/B.swift")
  }

  @Test func anEditedSourceBuildsTheLauncherFirst() throws {
    defer { temporary.remove() }
    try writePackage()
    let before = basis(inputs)
    #expect(!before.allowsLauncherFirst(for: inputs), "nothing changed: nothing to build")

    try temporary.write("struct A: Decodable { var name: String }", to: "app/Sources/App/Model Files/A.swift")
    #expect(before.allowsLauncherFirst(for: inputs))
    #expect(before.holdsManifest(for: inputs))
  }

  @Test func anInstantiationAskedForKeepsTheManifestAndReadsThePlanFirst() throws {
    defer { temporary.remove() }
    try writePackage()
    let asking = {
      LauncherInputs(
        root: folder + "/app", executable: nil, clone: folder + "/clone", asked: folder + "/asked.json", files: .live)
    }
    let before = basis(asking())
    try temporary.write(#"["Page<Page<Forecast>>"]"#, to: "asked.json")
    #expect(before.inputs != asking().text)
    #expect(before.holdsManifest(for: asking()))
    #expect(!before.allowsLauncherFirst(for: asking()), "the plan changes: it is read before the launcher is built")
    #expect(before.inputs.split(separator: "\n").count == asking().text.split(separator: "\n").count)
    #expect(
      LauncherInputs(root: folder + "/app", executable: nil, clone: nil, asked: folder + "/asked.json", files: .live)
        .fileList
        == LauncherInputs(root: folder + "/app", executable: nil, clone: nil, files: .live).fileList,
      "the launcher's manifest does not change with it")
  }

  @Test(arguments: [
    "app/Package.swift", "app/fixture-workbench.json", "clone/Sources/Engine/B.swift", "clone/Package.swift",
  ])
  func aChangedManifestConfigurationOrCloneReadsThePlanFirst(_ changed: String) throws {
    defer { temporary.remove() }
    try writePackage()
    let before = basis(inputs)
    try temporary.write("// changed, and longer than it was", to: changed)
    #expect(!before.allowsLauncherFirst(for: inputs))
    #expect(!before.holdsManifest(for: inputs))
  }

  @Test func anAddedOrRemovedSourceReadsThePlanFirst() throws {
    defer { temporary.remove() }
    try writePackage()
    let before = basis(inputs)
    try temporary.write("struct C: Decodable {}", to: "app/Sources/App/C.swift")
    #expect(!before.allowsLauncherFirst(for: inputs))

    let added = basis(inputs)
    try FileManager.default.removeItem(atPath: folder + "/app/Sources/App/C.swift")
    #expect(!added.allowsLauncherFirst(for: inputs))
  }

  @Test func eachFileIsReadWithItsStampEvenWithSpacesInItsName() throws {
    let entries = LauncherInputs.entries(
      of: "workbench 120 1.5\nSources/App/Model Files/A.swift 10 1700000000.25\nSources/B.swift missing\n")
    #expect(
      entries == [
        "workbench": "120 1.5", "Sources/App/Model Files/A.swift": "10 1700000000.25", "Sources/B.swift": "missing",
      ])
  }
}
