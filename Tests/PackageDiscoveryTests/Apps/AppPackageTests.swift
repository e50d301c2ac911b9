import Testing

@testable import PackageDiscovery

/// The package written for an Xcode project: a library per target with models, in the order of
/// their dependencies, holding only the chosen files, and a test target per unit-test target.
struct AppPackageTests {
  static func target(
    _ name: String, _ kind: XcodeProject.Kind, sources: [String], resources: [String] = [], dependencies: [String] = []
  ) -> XcodeProject.Target {
    XcodeProject.Target(
      name: name, kind: kind, moduleName: XcodeProject.c99Identifier(name), sources: sources, resources: resources,
      dependencies: dependencies, packageProducts: [])
  }

  static let project = XcodeProject(
    name: "Weather", folder: "/src/Weather",
    targets: [
      target(
        "Weather App", .application, sources: ["App/Main.swift", "App/Models/City.swift", "App/Views/CityView.swift"],
        dependencies: ["WeatherKit"]),
      target(
        "WeatherAppTests", .unitTests, sources: ["Tests/CityTests.swift"], resources: ["Tests/JSON"],
        dependencies: ["Weather App"]),
      target("WeatherKit", .framework, sources: ["Kit/Reading.swift"]),
      target("Widgets", .framework, sources: ["Widgets/Widget.swift"]),
    ],
    packages: [])

  static let texts = [
    "App/Main.swift": "import SwiftUI\n@main struct WeatherApp: App {}",
    "App/Models/City.swift": "import WeatherKit\nstruct City: Decodable { let name: String; let reading: Reading }",
    "App/Views/CityView.swift": "import SwiftUI\nstruct CityView: View { let city: City }",
    "Kit/Reading.swift": "public struct Reading: Decodable { public let celsius: Double }",
    "Widgets/Widget.swift": "import WidgetKit\nstruct Entry: Decodable { let date: Double }",
  ]

  @Test func eachTargetWithModelsIsALibraryAfterThoseItDependsOn() {
    let package = AppPackage(project: Self.project, texts: Self.texts, available: ["Foundation", "Swift"])
    #expect(package.libraries.map(\.module) == ["WeatherKit", "Weather_App", "Widgets"])
    #expect(package.libraries.map(\.path) == ["Kit", "App/Models", "Widgets"])
    #expect(package.libraries.map(\.sources) == [["Reading.swift"], ["City.swift"], ["Widget.swift"]])
    #expect(package.withoutImports == ["Widgets/Widget.swift": ["WidgetKit"]])
    #expect(package.libraries[1].dependencies == ["WeatherKit"])
    #expect(
      package.tests == [
        .init(module: "WeatherAppTests", path: "Tests", sources: ["CityTests.swift"], dependencies: ["Weather_App"])
      ])
    #expect(package.leftOut.isEmpty)
    #expect(
      package.manifest.contains(
        #".target(\#n      name: "Weather_App", dependencies: ["WeatherKit"],\#n      path: "App/Models","#))
    #expect(package.manifest.contains(#".testTarget(\#n      name: "WeatherAppTests", dependencies: ["Weather_App"],"#))
  }

  @Test func aFileABuildRefusedIsLeftOutWithTheCompilersReason() {
    let package = AppPackage(
      project: Self.project, texts: Self.texts, available: ["Foundation", "Swift"],
      refused: [
        "Kit/Reading.swift": "cannot find 'URLSession' in scope",
        "Widgets/Widget.swift": "cannot find 'Widget' in scope",
      ])
    #expect(package.libraries.isEmpty)
    #expect(
      package.leftOut.map(\.description) == [
        "Reading (Kit/Reading.swift): does not compile here: cannot find 'URLSession' in scope",
        "City (App/Models/City.swift): imports WeatherKit, a target of the project that compiles no model here",
        "Entry (Widgets/Widget.swift): does not compile here without its import of WidgetKit: cannot find 'Widget' in scope",
      ])
  }

  @Test func filesTwoAppsShareAreCompiledOnceAndSaidOnce() {
    let project = XcodeProject(
      name: "Movies", folder: "/src/Movies",
      targets: [
        Self.target("Movies", .application, sources: ["Shared/Movie.swift", "Shared/Poster.swift", "iOS/Cast.swift"]),
        Self.target(
          "MoviesTV", .application, sources: ["Shared/Movie.swift", "Shared/Poster.swift", "tvOS/Shelf.swift"]),
      ],
      packages: [])
    let texts = [
      "Shared/Movie.swift": "struct Movie: Decodable { let id: Int }",
      "Shared/Poster.swift": "import SwiftUI\nstruct Poster: Decodable { let path: String }",
      "iOS/Cast.swift": "struct Cast: Decodable { let movie: Movie }",
      "tvOS/Shelf.swift": "struct Shelf: Decodable { let movies: [Movie] }",
    ]
    let package = AppPackage(project: project, texts: texts, available: ["Foundation", "Swift"])
    #expect(package.libraries.map(\.module) == ["Movies", "MoviesTV"])
    #expect(
      package.libraries.map(\.sources) == [
        ["Shared/Movie.swift", "Shared/Poster.swift", "iOS/Cast.swift"], ["Shelf.swift"],
      ])
    #expect(package.leftOut.isEmpty)
    #expect(package.withoutImports == ["Shared/Poster.swift": ["SwiftUI"]])
  }

  @Test func anImportOfAModuleTheHostLacksIsAnEmptyLine() {
    let text =
      "import Foundation\n@preconcurrency import SwiftUI\nimport struct UIKit.UIColor\nimport SwiftUIFlux\nstruct A {}"
    #expect(
      AppPackage.removingImports(of: ["SwiftUI", "UIKit"], from: text)
        == "import Foundation\n\n\nimport SwiftUIFlux\nstruct A {}")
  }

  @Test func aLocalPackageWithNoDependenciesOfItsOwnIsADependencyOfTheLibrariesThatImportIt() throws {
    var app = Self.target("Movies", .application, sources: ["App/Movie.swift", "App/Main.swift"])
    app.packageProducts = ["Backend", "Remote"]
    var project = XcodeProject(name: "Movies", folder: "/src/Movies", targets: [app], packages: [])
    project.localProducts = ["Backend": "Packages/Backend", "Remote": "Packages/Remote"]
    let texts = [
      "App/Movie.swift": "import Backend\nstruct Movie: Decodable { let id: MovieID }",
      "App/Main.swift": "import SwiftUI\n@main struct MoviesApp: App {}",
    ]
    let manifests = [
      "Packages/Backend": "let package = Package(name: \"Backend\", targets: [.target(name: \"Backend\")])",
      "Packages/Remote":
        "let package = Package(name: \"Remote\", dependencies: [.package(url: \"x\", from: \"1.0.0\")])",
    ]
    let package = AppPackage(
      project: project, texts: texts, available: ["Foundation", "Swift"], localManifests: manifests)
    #expect(package.libraries.map(\.products) == [["Backend"]])
    #expect(package.packages == [#".package(path: "/src/Movies/Packages/Backend")"#: "backend"])
    #expect(package.manifest.contains(#"dependencies: [\#n    .package(path: "/src/Movies/Packages/Backend"),\#n  ],"#))
    #expect(package.manifest.contains(#"dependencies: [.product(name: "Backend", package: "backend")],"#))

    // A build that refuses one of its files leaves the package out, and the models importing it.
    let refused = AppPackage(
      project: project, texts: texts, available: ["Foundation", "Swift"],
      refused: ["Packages/Backend/Sources/Backend/Client.swift": "no such module 'UIKit'"], localManifests: manifests)
    #expect(refused.libraries.isEmpty)
    #expect(refused.leftOut.map(\.name) == ["Movie"])
    #expect(
      refused.leftOut.first?.reason.contains("a local package that depends on other packages, or does not build here")
        == true)
  }

  @Test func aRemotePackageThatResolvesIsADependencyAndOneThatDoesNotLeavesItsModelsOut() {
    var app = Self.target("Movies", .application, sources: ["App/Cast.swift", "App/Upload.swift"])
    app.packageProducts = ["OrderedCollections", "Alamofire"]
    let collections = XcodeProject.PackageReference(
      url: "https://github.com/apple/swift-collections", requirement: "upToNextMajorVersion 1.1.0",
      products: ["OrderedCollections"])
    let alamofire = XcodeProject.PackageReference(
      url: "https://github.com/Alamofire/Alamofire.git", requirement: "upToNextMajorVersion 5.8.0",
      products: ["Alamofire"])
    let project = XcodeProject(
      name: "Movies", folder: "/src/Movies", targets: [app], packages: [collections, alamofire])
    let texts = [
      "App/Cast.swift": "import OrderedCollections\nstruct Cast: Decodable { let names: OrderedSet<String> }",
      "App/Upload.swift": "import Alamofire\nstruct Upload: Decodable { let id: Int }",
    ]
    let package = AppPackage(
      project: project, texts: texts, available: ["Foundation", "Swift"], resolved: [collections])
    #expect(package.libraries.map(\.sources) == [["Cast.swift"]])
    #expect(package.libraries.map(\.products) == [["OrderedCollections"]])
    #expect(package.packages == [collections.manifestEntry: "swift-collections"])
    #expect(
      package.manifest.contains(#"dependencies: [.product(name: "OrderedCollections", package: "swift-collections")],"#)
    )
    #expect(
      package.leftOut.map(\.description) == [
        "Upload (App/Upload.swift): imports Alamofire, a package the project depends on, which does not resolve here"
      ])
  }
}
