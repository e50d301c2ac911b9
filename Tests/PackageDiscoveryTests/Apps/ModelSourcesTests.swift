import Testing

@testable import PackageDiscovery

/// The files of an app chosen to compile its models on a host without UIKit or SwiftUI: the
/// models, what they use across files, their extensions, and every file left out with its reason.
struct ModelSourcesTests {
  static let host: Set = ["Foundation", "Dispatch", "Swift"]

  static let app: [(path: String, text: String)] = [
    (
      "App/Models/User.swift",
      """
      import Foundation
      // A User is shown by ProfileView { } (a comment names a view: it is not used)
      struct User: Codable {
        let id: Int
        let role: Role
        let address: Address
        enum CodingKeys: String, CodingKey { case id, role, address }
      }
      """
    ),
    ("App/Models/Role.swift", "enum Role: String, Decodable { case admin, member }"),
    (
      "App/Models/Address.swift",
      """
      import struct Foundation.URL
      struct Address: APIModel { let city: String; let map: URL }
      """
    ),
    ("App/Networking/APIModel.swift", "protocol APIModel: Sendable, Decodable {}"),
    (
      "App/Models/User+Display.swift",
      """
      extension User {
        var title: String { "User \\(id) {" }
      }
      """
    ),
    (
      "App/Models/User+Color.swift",
      """
      import UIKit
      extension User { var tint: UIColor { .red } }
      """
    ),
    (
      "App/Views/ProfileView.swift",
      """
      import SwiftUI
      struct ProfileView: View { let user: User; var body: some View { Text("x") } }
      struct ProfileState: Decodable { let expanded: Bool }
      """
    ),
    ("App/Models/Session.swift", "struct Session: Decodable { let user: User; let view: ProfileView }"),
    (
      "App/AppMain.swift",
      """
      @main struct WeatherApp { static func main() {} }
      struct Launch: Decodable { let count: Int }
      """
    ),
    (
      "App/Models/Platform.swift",
      """
      import Foundation
      #if canImport(UIKit)
      import UIKit
      #endif
      struct Platform: Codable { let name: String }
      """
    ),
    ("App/Unrelated.swift", "import SwiftUI\nstruct Badge: View { var body: some View { EmptyView() } }"),
  ]

  @Test func aFileImportingAModuleTheHostLacksIsTriedWithoutThatImport() {
    let sources = ModelSources(files: Self.app, available: Self.host)
    #expect(
      sources.compiled == [
        "App/Models/User.swift", "App/Models/Role.swift", "App/Models/Address.swift",
        "App/Networking/APIModel.swift", "App/Models/User+Display.swift", "App/Models/User+Color.swift",
        "App/Views/ProfileView.swift", "App/Models/Session.swift", "App/Models/Platform.swift",
      ])
    #expect(
      sources.withoutImports == ["App/Models/User+Color.swift": ["UIKit"], "App/Views/ProfileView.swift": ["SwiftUI"]])
    #expect(sources.models == ["User", "Role", "Address", "ProfileState", "Session", "Platform"])
    #expect(sources.leftOutModels.map(\.description) == ["Launch (App/AppMain.swift): is the app's entry point"])
    #expect(!sources.compiled.contains("App/Unrelated.swift"), "it declares no model, and no model uses it")
  }

  @Test func aFileTheBuildRefusedIsLeftOutAndSoIsWhatUsesIt() {
    let sources = ModelSources(
      files: Self.app, available: Self.host,
      refused: ["App/Views/ProfileView.swift": "cannot find type 'View' in scope"])
    #expect(
      sources.compiled == [
        "App/Models/User.swift", "App/Models/Role.swift", "App/Models/Address.swift",
        "App/Networking/APIModel.swift", "App/Models/User+Display.swift", "App/Models/User+Color.swift",
        "App/Models/Platform.swift",
      ])
    #expect(
      sources.leftOutModels.map(\.description) == [
        "ProfileState (App/Views/ProfileView.swift): does not compile here without its import of SwiftUI: cannot find type 'View' in scope",
        "Session (App/Models/Session.swift): uses ProfileView from App/Views/ProfileView.swift, which is left out",
        "Launch (App/AppMain.swift): is the app's entry point",
      ])
    #expect(
      sources.leftOut.map(\.file) == ["App/Views/ProfileView.swift", "App/Models/Session.swift", "App/AppMain.swift"])
  }

  @Test func aModuleOfTheProjectThatIsNotBuiltLeavesItsImportersOut() {
    let files: [(path: String, text: String)] = [
      ("A.swift", "import Networking\nstruct Box: Decodable { let id: Int }"),
      ("B.swift", "struct Tag: Decodable { let name: String }"),
    ]
    let sources = ModelSources(
      files: files, available: Self.host, modules: ["Networking": "a package the project depends on, not resolved here"]
    )
    #expect(sources.compiled == ["B.swift"])
    #expect(
      sources.leftOutModels.map(\.description) == [
        "Box (A.swift): imports Networking, a package the project depends on, not resolved here"
      ])
  }

  @Test func aModuleTheHostHasIsKept() {
    let sources = ModelSources(files: Self.app, available: Self.host.union(["SwiftUI", "UIKit"]))
    #expect(sources.withoutImports.isEmpty)
    #expect(sources.compiled.contains("App/Views/ProfileView.swift"))
    #expect(!sources.compiled.contains("App/Unrelated.swift"))
    #expect(sources.leftOutModels.map(\.name) == ["Launch"])
  }

  @Test func aTypeDeclaredTwiceIsUsableWhenOneOfItsFilesCompiles() {
    let files: [(path: String, text: String)] = [
      ("A.swift", "struct Box: Decodable { let color: Tint }"),
      ("TintUIKit.swift", "import UIKit\nstruct Tint: Decodable { let name: String }"),
      ("TintPlain.swift", "struct Tint: Decodable { let name: String }"),
    ]
    let sources = ModelSources(
      files: files, available: Self.host, refused: ["TintUIKit.swift": "cannot find type 'UIColor' in scope"])
    #expect(sources.compiled == ["A.swift", "TintPlain.swift"])
    #expect(sources.leftOutModels.isEmpty)
  }

  @Test func anOutlineSkipsCommentsStringsAndTypesNestedInOthers() {
    let outline = SwiftFileOutline(
      """
      import Foundation
      /* struct Hidden: Codable { } /* nested */ */
      let text = #"struct Fake: Codable {"#
      let block = \"\"\"
        class Faker {
        \"\"\"
      public final class Feed<Item: Decodable>: Foundation.Decodable where Item: Sendable {
        class func make() {}
        struct Entry: Codable {}
      }
      typealias Model = Decodable & Sendable
      """)
    #expect(outline.imports == ["Foundation"])
    #expect(outline.declaredTypes == ["Feed", "Model"])
    #expect(
      outline.inherits == [
        .init(keyword: "class", name: "Feed", inherited: ["Decodable"]),
        .init(keyword: "struct", name: "Entry", inherited: ["Codable"]),
        .init(keyword: "typealias", name: "Model", inherited: ["Decodable", "Sendable"]),
      ])
    #expect(!outline.identifiers.contains("Hidden") && !outline.identifiers.contains("Fake"))
    #expect(!outline.identifiers.contains("Faker"))
  }
}
