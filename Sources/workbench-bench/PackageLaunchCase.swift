import Foundation

/// Time from starting `workbench` in a user's package whose inputs did not change (its launcher
/// is built, so no `swift` command runs) to the first frame of a model's editor. The package, one
/// library with one model and no workbench code, is written to `.build/bench-package`, and its
/// launcher is built before the first timed launch (untimed; minutes the first time).
enum PackageLaunchCase {
  static let files = [
    "Package.swift": """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "BenchShop",
      products: [.library(name: "BenchShop", targets: ["BenchShop"])],
      targets: [.target(name: "BenchShop")]
    )

    """,
    "Sources/BenchShop/Order.swift": """
    import Foundation

    public struct Order: Decodable {
      public enum Status: String, Decodable, CaseIterable { case open, paid }
      public var id: Int
      public var status: Status
      public var placedAt: Date
    }

    """,
  ]

  static func execute(launches: Int) throws -> CaseOutcome {
    let folder = try BenchPackageFolder.write(files.mapValues { Data($0.utf8) }, named: "bench-package")
    _ = try WorkbenchProcess.output(["schema", "--model", "Order"], in: folder)
    guard FileManager.default.changeCurrentDirectoryPath(folder.path) else {
      throw LaunchCase.Problem(description: "cannot enter \(folder.path)")
    }
    return try LaunchCase.execute(
      .uiPackageLaunch, launches: launches, arguments: ["open", "--model", "Order"], marker: Array("placedAt".utf8),
      summary: "workbench open --model Order in .build/bench-package (launcher built), 80x24, \(launches) launches")
  }
}
