import Foundation
import Testing
import WorkbenchContext

@testable import PackageDiscovery

/// An Xcode project read from its `project.pbxproj` as Xcode writes one: targets with their Swift
/// files and resources, paths through nested groups, a folder reference of fixtures, a folder kept
/// in step with the disk, and the Swift packages it references.
struct XcodeProjectTests {
  static let pbxproj = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \t\tBF01 /* Forecast.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR01 /* Forecast.swift */; };
    \t\tBF02 /* WeatherApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR02 /* WeatherApp.swift */; };
    \t\tBF03 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = FR03; };
    \t\tBF04 /* Fixtures in Resources */ = {isa = PBXBuildFile; fileRef = FR04 /* Fixtures */; };
    \t\tBF05 /* ForecastTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR05; };
    \t\tBF06 /* city.json in Resources */ = {isa = PBXBuildFile; fileRef = FR06 /* city.json */; };
    \t\tBF07 /* Alamofire in Frameworks */ = {isa = PBXBuildFile; productRef = PP01 /* Alamofire */; };
    \t\tFR01 /* Forecast.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Forecast.swift; sourceTree = "<group>"; };
    \t\tFR02 /* WeatherApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = WeatherApp.swift; sourceTree = "<group>"; };
    \t\tFR03 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    \t\tFR04 /* Fixtures */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Fixtures; sourceTree = "<group>"; };
    \t\tFR05 /* ForecastTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ForecastTests.swift; sourceTree = "<group>"; };
    \t\tFR06 /* city.json */ = {isa = PBXFileReference; lastKnownFileType = text.json; name = city.json; path = "Shared/JSON/city.json"; sourceTree = SOURCE_ROOT; };
    \t\tFR07 /* WeatherApp.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = WeatherApp.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tGR00 = {isa = PBXGroup; children = (GR01, GR03, FR06, SG01, GR09); sourceTree = "<group>"; };
    \t\tGR01 /* WeatherApp */ = {isa = PBXGroup; children = (FR02, GR02, FR03, VG01); path = WeatherApp; sourceTree = "<group>"; };
    \t\tGR02 /* Models */ = {isa = PBXGroup; children = (FR01); name = Models; path = "Sources/../Model"; sourceTree = "<group>"; };
    \t\tGR03 /* WeatherAppTests */ = {isa = PBXGroup; children = (FR05, FR04); path = WeatherAppTests; sourceTree = "<group>"; };
    \t\tGR09 /* Products */ = {isa = PBXGroup; children = (FR07); name = Products; sourceTree = "<group>"; };
    \t\tSG01 /* WeatherKit */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX01); path = WeatherKit; sourceTree = "<group>"; };
    \t\tEX01 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Legacy/Old.swift); target = NT03; };
    \t\tSP01 = {isa = PBXSourcesBuildPhase; files = (BF01, BF02); };
    \t\tSP02 = {isa = PBXSourcesBuildPhase; files = (BF05); };
    \t\tSP03 = {isa = PBXSourcesBuildPhase; files = (); };
    \t\tRP01 = {isa = PBXResourcesBuildPhase; files = (BF03, BF08); };
    \t\tBF08 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = VG01; };
    \t\tVG01 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (FR08, FR09); name = Localizable.strings; sourceTree = "<group>"; };
    \t\tFR08 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tFR09 /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tRP02 = {isa = PBXResourcesBuildPhase; files = (BF04, BF06); };
    \t\tFP01 = {isa = PBXFrameworksBuildPhase; files = (BF07); };
    \t\tNT01 /* WeatherApp */ = {isa = PBXNativeTarget; buildConfigurationList = CL01; buildPhases = (SP01, FP01, RP01); dependencies = (TD02); name = WeatherApp; packageProductDependencies = (PP01); productName = WeatherApp; productType = "com.apple.product-type.application"; };
    \t\tNT02 /* WeatherAppTests */ = {isa = PBXNativeTarget; buildConfigurationList = CL02; buildPhases = (SP02, RP02); dependencies = (TD01); name = WeatherAppTests; productName = WeatherAppTests; productType = "com.apple.product-type.bundle.unit-test"; };
    \t\tNT03 /* WeatherKit */ = {isa = PBXNativeTarget; buildConfigurationList = CL03; buildPhases = (SP03); dependencies = (); fileSystemSynchronizedGroups = (SG01); name = WeatherKit; productName = WeatherKit; productType = "com.apple.product-type.framework"; };
    \t\tTD01 = {isa = PBXTargetDependency; target = NT01 /* WeatherApp */; };
    \t\tTD02 = {isa = PBXTargetDependency; target = NT03 /* WeatherKit */; };
    \t\tCL01 = {isa = XCConfigurationList; buildConfigurations = (BC01); };
    \t\tCL02 = {isa = XCConfigurationList; buildConfigurations = (BC02); };
    \t\tCL03 = {isa = XCConfigurationList; buildConfigurations = (BC03); };
    \t\tBC01 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "Weather App"; SWIFT_VERSION = 5.0; }; name = Debug; };
    \t\tBC02 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; TEST_HOST = "$(BUILT_PRODUCTS_DIR)/WeatherApp.app/WeatherApp"; }; name = Debug; };
    \t\tBC03 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = Kit; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
    \t\tPR01 /* Project object */ = {isa = PBXProject; mainGroup = GR00; packageReferences = (RR01); projectDirPath = ""; targets = (NT01, NT02, NT03); };
    \t\tRR01 /* XCRemoteSwiftPackageReference "Alamofire" */ = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/Alamofire/Alamofire.git"; requirement = {kind = upToNextMajorVersion; minimumVersion = 5.8.0; }; };
    \t\tPP01 /* Alamofire */ = {isa = XCSwiftPackageProductDependency; package = RR01; productName = Alamofire; };
    \t};
    \trootObject = PR01 /* Project object */;
    }
    """

  static func files() -> InMemoryFileSystem {
    InMemoryFileSystem([
      "/src/Weather/WeatherApp.xcodeproj/project.pbxproj": Data(pbxproj.utf8),
      "/src/Weather/WeatherKit/Client.swift": Data(),
      "/src/Weather/WeatherKit/Models/Station.swift": Data(),
      "/src/Weather/WeatherKit/Legacy/Old.swift": Data(),
      "/src/Weather/WeatherKit/Info.plist": Data(),
      "/src/Weather/WeatherKit/stations.json": Data(),
    ])
  }

  func project() throws -> XcodeProject {
    try XcodeProject(at: "/src/Weather/WeatherApp.xcodeproj", files: Self.files().fileSystem)
  }

  @Test func eachTargetHasItsKindModuleAndDependencies() throws {
    let project = try project()
    #expect(project.name == "WeatherApp")
    #expect(project.folder == "/src/Weather")
    #expect(project.targets.map(\.name) == ["WeatherApp", "WeatherAppTests", "WeatherKit"])
    #expect(project.targets.map(\.kind) == [.application, .unitTests, .framework])
    #expect(project.targets.map(\.moduleName) == ["Weather_App", "WeatherAppTests", "Kit"])
    #expect(project.targets.map(\.dependencies) == [["WeatherKit"], ["WeatherApp"], []])
    #expect(project.targets[0].packageProducts == ["Alamofire"])
    #expect(
      project.packages == [
        .init(
          url: "https://github.com/Alamofire/Alamofire.git", requirement: "upToNextMajorVersion 5.8.0",
          products: ["Alamofire"])
      ])
    #expect(project.packages.first?.identity == "alamofire")
    #expect(
      project.packages.first?.manifestEntry
        == #".package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.8.0")"#)
  }

  @Test func eachRequirementIsWrittenAsAManifestStatesIt() {
    let entry = { (requirement: String) in
      XcodeProject.PackageReference(url: "https://x.example/Kit", requirement: requirement).manifestEntry
    }
    #expect(
      entry("upToNextMinorVersion 1.2.0") == #".package(url: "https://x.example/Kit", .upToNextMinor(from: "1.2.0"))"#)
    #expect(entry("exactVersion 2.0.1") == #".package(url: "https://x.example/Kit", exact: "2.0.1")"#)
    #expect(entry("branch main") == #".package(url: "https://x.example/Kit", branch: "main")"#)
    #expect(entry("revision abc123") == #".package(url: "https://x.example/Kit", revision: "abc123")"#)
  }

  @Test func pathsGoThroughTheirGroupsOrFromTheProjectsFolder() throws {
    let project = try project()
    #expect(project.targets[0].sources == ["WeatherApp/Model/Forecast.swift", "WeatherApp/WeatherApp.swift"])
    #expect(
      project.targets[0].resources == [
        "WeatherApp/Assets.xcassets", "WeatherApp/en.lproj/Localizable.strings",
        "WeatherApp/fr.lproj/Localizable.strings",
      ])
    #expect(project.targets[1].sources == ["WeatherAppTests/ForecastTests.swift"])
    #expect(project.targets[1].resources == ["WeatherAppTests/Fixtures", "Shared/JSON/city.json"])
  }

  @Test func aFolderInStepWithTheDiskGivesItsFilesButTheTargetsExceptions() throws {
    let kit = try project().targets[2]
    #expect(kit.sources == ["WeatherKit/Client.swift", "WeatherKit/Models/Station.swift"])
    #expect(kit.resources == ["WeatherKit/stations.json"])
  }

  @Test func aModuleNameIsAnIdentifier() {
    #expect(XcodeProject.c99Identifier("My App-iOS") == "My_App_iOS")
    #expect(XcodeProject.c99Identifier("1Password") == "_1Password")
  }

  @Test func aProductNameOfTheTargetsNameWithAModifierIsTheTargetsName() throws {
    let text = Self.pbxproj.replacingOccurrences(
      of: #"PRODUCT_MODULE_NAME = Kit; PRODUCT_NAME = "$(TARGET_NAME)";"#,
      with: #"PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)";"#)
    #expect(text != Self.pbxproj)
    let files = InMemoryFileSystem(["/src/WeatherApp.xcodeproj/project.pbxproj": Data(text.utf8)])
    let project = try XcodeProject(at: "/src/WeatherApp.xcodeproj", files: files.fileSystem)
    #expect(project.targets.map(\.moduleName) == ["Weather_App", "WeatherAppTests", "WeatherKit"])
  }

  @Test func aFileThatIsNoProjectSaysWhere() {
    let files = InMemoryFileSystem(["/src/Bad.xcodeproj/project.pbxproj": Data("{ objects = ".utf8)])
    #expect {
      try XcodeProject(at: "/src/Bad.xcodeproj", files: files.fileSystem)
    } throws: { error in
      "\(error)".hasPrefix("/src/Bad.xcodeproj/project.pbxproj: not a property list")
    }
    #expect {
      try XcodeProject(at: "/src/None.xcodeproj", files: files.fileSystem)
    } throws: { error in
      "\(error)".hasPrefix("/src/None.xcodeproj/project.pbxproj: cannot be read")
    }
  }
}
