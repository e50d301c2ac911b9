import Foundation
import Testing
import WorkbenchContext

@testable import PackageDiscovery

/// Folders of Swift files with no project to read (`--sources`): one library target of every Swift
/// file under them, named after the first folder.
struct XcodeProjectSourcesTests {
  let files = InMemoryFileSystem([
    "/src/app/Pods/Weather Kit/Models/Forecast.swift": Data(),
    "/src/app/Pods/Weather Kit/Models/Nested/City.swift": Data(),
    "/src/app/Pods/Weather Kit/Models/.hidden/Skipped.swift": Data(),
    "/src/app/Pods/Weather Kit/Models/README.md": Data(),
    "/src/app/Shared/Units.swift": Data(),
    "/src/app/Empty/notes.txt": Data(),
  ])

  @Test func everySwiftFileUnderTheFoldersIsOneTargetsNamedAfterTheFirstFolder() throws {
    let project = try XcodeProject(
      sources: ["Pods/Weather Kit/Models/", "Shared"], folder: "/src/app", files: files.fileSystem)
    #expect(project.targets.count == 1)
    let target = try #require(project.targets.first)
    #expect(target.moduleName == "Models")
    #expect(target.kind == XcodeProject.Kind.library)
    #expect(
      target.sources == [
        "Pods/Weather Kit/Models/Forecast.swift", "Pods/Weather Kit/Models/Nested/City.swift", "Shared/Units.swift",
      ])
    #expect(
      try XcodeProject(sources: ["Pods/Weather Kit"], folder: "/src/app", files: files.fileSystem).name == "Weather_Kit"
    )
  }

  @Test func aFolderThatIsMissingOrHoldsNoSwiftFileIsNamed() {
    #expect {
      try XcodeProject(sources: ["Nowhere"], folder: "/src/app", files: files.fileSystem)
    } throws: { error in
      "\(error)" == "/src/app/Nowhere: is no folder: name a folder of Swift files"
    }
    #expect {
      try XcodeProject(sources: ["Empty"], folder: "/src/app", files: files.fileSystem)
    } throws: { error in
      "\(error)" == "/src/app/Empty: holds no Swift file"
    }
  }
}
