import Foundation
import Testing
import WorkbenchContext

@testable import PackageDiscovery

/// The projects an `.xcworkspace` names, as Xcode writes its `contents.xcworkspacedata`: beside it,
/// in another folder, in groups, and not the workspace a project holds.
struct XcodeWorkspaceTests {
  static let contents = """
    <?xml version="1.0" encoding="UTF-8"?>
    <Workspace
       version = "1.0">
       <FileRef
          location = "group:App/Weather.xcodeproj">
       </FileRef>
       <Group
          location = "group:Libraries"
          name = "Libraries">
          <FileRef
             location = "group:Kit/Kit.xcodeproj">
          </FileRef>
          <Group location = "container:" name = "Empty"/>
       </Group>
       <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
       <FileRef location = "self:"></FileRef>
       <FileRef location = "absolute:/opt/Shared/Shared.xcodeproj"></FileRef>
       <FileRef location = "group:README.md"></FileRef>
    </Workspace>
    """

  @Test func projectsAreNamedThroughTheirGroupsFromTheWorkspacesFolder() {
    #expect(
      XcodeWorkspace.projects(in: Self.contents, folder: "/src/weather") == [
        "/src/weather/App/Weather.xcodeproj", "/src/weather/Libraries/Kit/Kit.xcodeproj",
        "/src/weather/Pods/Pods.xcodeproj", "/opt/Shared/Shared.xcodeproj",
      ])
  }

  @Test func onlyTheProjectsThatExistAreKept() {
    let files = InMemoryFileSystem([
      "/src/weather/Weather.xcworkspace/contents.xcworkspacedata": Data(Self.contents.utf8),
      "/src/weather/App/Weather.xcodeproj/project.pbxproj": Data(),
    ])
    #expect(
      XcodeWorkspace.projects(at: "/src/weather/Weather.xcworkspace", files: files.fileSystem) == [
        "/src/weather/App/Weather.xcodeproj"
      ])
    #expect(XcodeWorkspace.projects(at: "/src/weather/None.xcworkspace", files: files.fileSystem).isEmpty)
  }
}
