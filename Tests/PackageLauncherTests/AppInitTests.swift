import Foundation
import Testing
import WorkbenchContext

@testable import PackageLauncher

/// What `workbench init` says an app's test target needs: the workbench's package to add to the
/// Xcode project, its libraries to link to the unit-test targets that test the models, and the
/// exported files to add; for a folder of Swift files, the same in words that name no project.
struct AppInitTests {
  static let pbxproj = """
    {
      objects = {
        F1 = {isa = PBXFileReference; path = Station.swift; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = StationTests.swift; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        S2 = {isa = PBXSourcesBuildPhase; files = (B2); };
        D1 = {isa = PBXTargetDependency; target = T1; };
        T1 = {isa = PBXNativeTarget; buildPhases = (S1); name = Stations; productType = "com.apple.product-type.application"; };
        T2 = {isa = PBXNativeTarget; buildPhases = (S2); dependencies = (D1); name = StationsTests; productType = "com.apple.product-type.bundle.unit-test"; };
        T3 = {isa = PBXNativeTarget; buildPhases = (); name = StationsUITests; productType = "com.apple.product-type.bundle.ui-testing"; };
        P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); };
      };
      rootObject = P1;
    }
    """

  @Test func anXcodeProjectsTestTargetIsToldThePackageToAddAndTheFilesToAdd() {
    let files = InMemoryFileSystem(["/src/app/Stations.xcodeproj/project.pbxproj": Data(Self.pbxproj.utf8)])
    var session = PackageSession(
      root: "/src/app", buildRoot: "/src/app/.build/fixture-workbench/app-package", context: .test(files: files))
    session.appProject = "/src/app/Stations.xcodeproj"
    let text = session.appSetUp(workbench: "/opt/FixtureWorkbench", exportFolders: ["StationsTests/Generated"])
    #expect(text.hasPrefix("For exported tests to compile in Stations.xcodeproj:"), "\(text)")
    #expect(
      text.contains(
        "Add the package at /opt/FixtureWorkbench to the project (File > Add Package Dependencies…, Add Local…), and link its JSONFragment and ModelAdapter libraries to StationsTests."
      ), "\(text)")
    #expect(text.contains("Add the files `workbench export` writes in StationsTests/Generated to StationsTests."))
    #expect(!text.contains("StationsUITests"))
  }

  @Test func aFolderOfSwiftFilesIsToldInWordsThatNameNoProject() {
    var session = PackageSession(root: "/src/pod", buildRoot: "/src/pod/.build/x", context: .test())
    session.appSources = ["Weather/Classes"]
    #expect(
      session.appSetUp(workbench: "/opt/FixtureWorkbench", exportFolders: ["Example/Tests/Generated"])
        == "For exported tests to compile, the test target that builds Weather/Classes needs the package at /opt/FixtureWorkbench (its libraries JSONFragment and ModelAdapter), and the files `workbench export` writes in Example/Tests/Generated.\n"
    )
  }
}
