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
      "\(error)".hasPrefix(
        "no Swift package or Xcode project here: no Package.swift in /src/app or in any folder above it, and no .xcodeproj in it. Run"
      )
        && "\(error)".hasSuffix("`workbench demo` opens the bundled demo workspaces")
    }
  }

  @Test func anXcodeProjectWithNoModelItCanCompileIsNamedWithWhatItHolds() {
    let pbxproj = """
      {
        objects = {
          F1 = {isa = PBXFileReference; path = Station.swift; sourceTree = "<group>"; };
          F2 = {isa = PBXFileReference; path = station.json; sourceTree = "<group>"; };
          B1 = {isa = PBXBuildFile; fileRef = F1; };
          B2 = {isa = PBXBuildFile; fileRef = F2; };
          G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
          S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
          R1 = {isa = PBXResourcesBuildPhase; files = (B2); };
          T1 = {isa = PBXNativeTarget; buildPhases = (S1); name = Stations; productType = "com.apple.product-type.application"; };
          T2 = {isa = PBXNativeTarget; buildPhases = (R1); name = StationsTests; productType = "com.apple.product-type.bundle.unit-test"; };
          P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
        };
        rootObject = P1;
      }
      """
    let project = ["/src/app/Stations.xcodeproj/project.pbxproj": Data(pbxproj.utf8)]
    #expect {
      try PackageSession.find(folder: nil, context: context(project))
    } throws: { error in
      "\(error)".contains(
        "Stations.xcodeproj (Stations: an app of 1 Swift files; StationsTests: tests with 1 JSON files or folders) has no Decodable model that compiles on this host (no app or framework target declares one)"
      )
    }
    let unreadable = ["/src/app/Broken.xcodeproj/project.pbxproj": Data("{ objects = ".utf8)]
    #expect {
      try PackageSession.find(folder: nil, context: context(unreadable))
    } throws: { error in
      "\(error)".hasPrefix("/src/app/Broken.xcodeproj/project.pbxproj: not a property list")
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
      "\(error)" == "../Nowhere has no Package.swift and no .xcodeproj: name a SwiftPM package's or an app's folder"
    }
  }

  private let station = Data("import Foundation\n\nstruct Station: Decodable {\n  let id: Int\n}\n".utf8)

  /// A context on disk, in a new folder holding `files` (paths relative to it): the package
  /// written for an app's files links them.
  private func onDisk(_ files: [String: Data]) throws -> AppContext {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("find-\(UUID().uuidString)").path
    for (path, data) in files {
      let url = URL(fileURLWithPath: folder + "/" + path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    var context = AppContext.test(currentDirectory: folder, streams: streams)
    context.files = .live
    return context
  }

  @Test func foldersOfSwiftFilesNamedOnTheCommandLineAreCompiledAsOneModule() throws {
    var sources = try onDisk(["Pods/Stations/Models/Station.swift": station, "Package.swift": Data()])
    sources.environment["WORKBENCH_SOURCES"] = "Pods/Stations/Models"
    defer { try? FileManager.default.removeItem(atPath: sources.currentDirectory) }
    let session = try #require(try PackageSession.find(folder: nil, context: sources))
    #expect(session.root == sources.currentDirectory, "the sources win over the package around them")
    #expect(session.appSources == ["Pods/Stations/Models"])
    let manifest = try sources.files.read(session.root + "/.build/fixture-workbench/app-package/Package.swift")
    #expect(String(decoding: manifest, as: UTF8.self).contains(#"name: "Models""#))
  }

  @Test func theConfigurationsSourcesAreCompiledWhereItIs() throws {
    let configured = try onDisk([
      "Models/Station.swift": station,
      "fixture-workbench.json": Data(#"{"sources": ["Models"], "fixtures": ["JSON"]}"#.utf8),
    ])
    defer { try? FileManager.default.removeItem(atPath: configured.currentDirectory) }
    #expect(try PackageSession.find(folder: nil, context: configured)?.appSources == ["Models"])
  }

  @Test func aSourcesFolderWithNoSwiftFileOrNoModelSaysSo() {
    var empty = context(["/src/app/Models/README.md": Data()])
    empty.environment["WORKBENCH_SOURCES"] = "Models"
    #expect {
      try PackageSession.find(folder: nil, context: empty)
    } throws: { error in
      "\(error)" == "/src/app/Models: holds no Swift file"
    }
    var plain = context(["/src/app/Models/Plain.swift": Data("struct Plain {}\n".utf8)])
    plain.environment["WORKBENCH_SOURCES"] = "Models"
    #expect {
      try PackageSession.find(folder: nil, context: plain)
    } throws: { error in
      "\(error)" == "the Swift files of Models have no Decodable model that compiles on this host (none declares one)"
    }
  }

  @Test func aWorkspaceWhoseProjectIsInAnotherFolderOpensThatProject() {
    let workspace =
      #"<Workspace version = "1.0"><FileRef location = "group:App/Stations.xcodeproj"></FileRef></Workspace>"#
    let files = [
      "/src/app/Stations.xcworkspace/contents.xcworkspacedata": Data(workspace.utf8),
      "/src/app/App/Stations.xcodeproj/project.pbxproj": Data("{ objects = ".utf8),
    ]
    #expect {
      try PackageSession.find(folder: nil, context: context(files))
    } throws: { error in
      "\(error)".hasPrefix("/src/app/App/Stations.xcodeproj/project.pbxproj: not a property list")
    }
    let missing = ["/src/app/Stations.xcworkspace/contents.xcworkspacedata": Data(workspace.utf8)]
    #expect {
      try PackageSession.find(folder: nil, context: context(missing))
    } throws: { error in
      "\(error)".contains("Stations.xcworkspace is here, but names no .xcodeproj that is there.")
    }
  }

  @Test func aFileABuildRefusedIsTriedAgainOnceItsTextChanges() throws {
    var sources = try onDisk([
      "Models/Station.swift": station,
      "Models/Reading.swift": Data("struct Reading: Decodable {\n  let value: Double\n}\n".utf8),
    ])
    sources.environment["WORKBENCH_SOURCES"] = "Models"
    defer { try? FileManager.default.removeItem(atPath: sources.currentDirectory) }
    let session = try #require(try PackageSession.find(folder: nil, context: sources))
    let manifest = { try String(contentsOfFile: session.buildRoot + "/Package.swift", encoding: .utf8) }
    #expect(try manifest().contains("Reading.swift"))
    let error = session.root + "/Models/Reading.swift:2:14: error: cannot find type 'Double2' in scope"
    #expect(session.refuseFiles(failingIn: error))
    #expect(try !manifest().contains("Reading.swift"))
    #expect(!session.refuseFiles(failingIn: error), "refused once")
    try Data("struct Reading: Decodable {\n  let value: Float\n}\n".utf8).write(
      to: URL(fileURLWithPath: session.root + "/Models/Reading.swift"))
    try session.writeAppPackage()
    #expect(try manifest().contains("Reading.swift"), "saved again, it is tried again")
  }
}
