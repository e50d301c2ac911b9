import Foundation
import Testing

@testable import PackageLauncher

/// What decides whether a user's launcher is rebuilt: the package's files, the installed binary,
/// and the sources of the clone it builds against.
struct LauncherInputsTests {
  let temporary = TemporaryFolder()
  var folder: String { temporary.path }

  @Test func aFileAddedToTheCloneChangesTheInputsAndTheFileList() throws {
    defer { temporary.remove() }
    try temporary.write("// swift-tools-version: 6.1", to: "app/Package.swift")
    try temporary.write("struct A {}", to: "app/Sources/App/A.swift")
    try temporary.write("x", to: "app/Tests/AppTests/Generated/T.swift")
    try temporary.write("// swift-tools-version: 6.1", to: "clone/Package.swift")
    try temporary.write("struct B {}", to: "clone/Sources/Engine/B.swift")
    let before = LauncherInputs(root: folder + "/app", executable: nil, clone: folder + "/clone", files: .live)
    #expect(before.text.contains("clone/Sources/Engine/B.swift "))
    #expect(!before.text.contains("Tests/"), "exports land in the tests: they change no input")

    try temporary.write("struct C {}", to: "clone/Sources/Engine/C.swift")
    let after = LauncherInputs(root: folder + "/app", executable: nil, clone: folder + "/clone", files: .live)
    #expect(after != before)
    #expect(
      after.fileList != before.fileList, "the launcher's manifest changes, so SwiftPM lists the clone's files anew")
    #expect(
      LauncherInputs(root: folder + "/app", executable: nil, clone: nil, files: .live).text.contains("clone/") == false)
  }

  @Test func aChangedCloneManifestChangesTheFileListAndAnEditedSourceDoesNot() throws {
    defer { temporary.remove() }
    try temporary.write("// swift-tools-version: 6.1", to: "app/Package.swift")
    try temporary.write("// swift-tools-version: 6.1", to: "clone/Package.swift")
    try temporary.write("struct B {}", to: "clone/Sources/Engine/B.swift")
    let before = LauncherInputs(root: folder + "/app", executable: nil, clone: folder + "/clone", files: .live)

    try temporary.write("struct B { var x = 1 }", to: "clone/Sources/Engine/B.swift")
    let edited = LauncherInputs(root: folder + "/app", executable: nil, clone: folder + "/clone", files: .live)
    #expect(edited != before)
    #expect(edited.fileList == before.fileList, "an edit keeps the launcher's manifest as it is")

    try temporary.write("// swift-tools-version: 6.1\n// its settings changed", to: "clone/Package.swift")
    let changed = LauncherInputs(root: folder + "/app", executable: nil, clone: folder + "/clone", files: .live)
    #expect(
      changed.fileList != edited.fileList,
      "the launcher's manifest changes, so SwiftPM takes the clone's new settings (an -O, say)")
  }
}
