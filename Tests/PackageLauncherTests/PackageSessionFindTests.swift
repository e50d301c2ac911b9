import Foundation
import Testing
import WorkbenchContext

@testable import PackageLauncher

/// Which package the workbench runs on: the named folder's, else the current folder's, else none
/// (the bundled workspaces), all read through the context.
struct PackageSessionFindTests {
  let streams = CapturedStreams()

  func context(_ files: [String: Data], bundled: Bool = false) -> AppContext {
    var context = AppContext.test(files: InMemoryFileSystem(files), currentDirectory: "/src/app", streams: streams)
    if bundled { context.environment["WORKBENCH_BUNDLED"] = "1" }
    return context
  }

  @Test func thePackageInTheCurrentFolderIsFound() throws {
    let session = try PackageSession.find(folder: nil, context: context(["/src/app/Package.swift": Data()]))
    #expect(session?.root == "/src/app")
    #expect(session?.launcherFolder == "/src/app/.build/fixture-workbench/launcher")
  }

  @Test func theEnclosingPackageIsFoundFromAFolderInsideIt() throws {
    var inside = context(["/src/Package.swift": Data()])
    inside.currentDirectory = "/src/app/Tests/AppTests/Fixtures"
    #expect(try PackageSession.find(folder: nil, context: inside)?.root == "/src")
    #expect(
      try PackageSession.find(
        folder: nil, context: context(["/src/app/Package.swift": Data(), "/src/Package.swift": Data()]))?
        .root == "/src/app", "the nearest manifest wins")
  }

  @Test func aNamedFolderIsFoundRelativeToTheCurrentOne() throws {
    let files = ["/src/Weather/Package.swift": Data()]
    #expect(try PackageSession.find(folder: "../Weather", context: context(files))?.root == "/src/Weather")
    #expect(
      try PackageSession.find(folder: "../Weather", context: context(files, bundled: true))?.root == "/src/Weather",
      "a named package wins over WORKBENCH_BUNDLED")
  }

  @Test func withWorkbenchBundledTheBundledWorkspacesOpenAnywhere() throws {
    #expect(try PackageSession.find(folder: nil, context: context([:], bundled: true)) == nil)
    #expect(
      try PackageSession.find(folder: nil, context: context(["/src/app/Package.swift": Data()], bundled: true)) == nil)
    #expect(streams.errorText.isEmpty)
  }

  @Test func outsideAnyPackageItSaysWhereItLookedAndOpensNoDemo() {
    #expect {
      try PackageSession.find(folder: nil, context: context([:]))
    } throws: { error in
      "\(error)".hasPrefix("no Swift package here: no Package.swift in /src/app or in any folder above it. Run")
        && "\(error)".hasSuffix("`workbench demo` opens the bundled demo workspaces")
    }
  }

  @Test func anXcodeProjectItCannotReadYetIsNamed() {
    let project = ["/src/app/MyApp.xcodeproj/project.pbxproj": Data()]
    #expect {
      try PackageSession.find(folder: nil, context: context(project))
    } throws: { error in
      "\(error)".contains("MyApp.xcodeproj is here, but only SwiftPM packages are read for now.")
    }
  }

  @Test func theWorkbenchsOwnCloneIsNoUserPackage() throws {
    let clone = [
      "/src/app/Package.swift": Data("let package = Package(\n  name: \"FixtureWorkbench\",\n)".utf8),
      "/src/app/Sources/FixtureWorkbench/CLI/WorkbenchCommand.swift": Data(),
    ]
    #expect(try PackageSession.find(folder: nil, context: context(clone)) == nil)
  }

  @Test func aNamedFolderWithoutAManifestIsAnError() {
    #expect {
      try PackageSession.find(folder: "../Nowhere", context: context([:]))
    } throws: { error in
      "\(error)" == "../Nowhere has no Package.swift: name a SwiftPM package's folder"
    }
  }
}
