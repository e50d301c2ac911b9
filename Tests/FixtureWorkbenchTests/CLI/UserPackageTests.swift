import FixtureEngine
import Foundation
import Testing

/// A user's own package that depends on this one, registers its models and launches the
/// workbench with one call, as the README's "Your own workspace" shows: it must build and run.
/// The package lives in `.build/user-package` so later runs build incrementally.
struct UserPackageTests {
  static let folder = WorkbenchBinaryTests.packageRoot.appendingPathComponent(".build/user-package")

  /// SwiftPM names a path dependency after its folder.
  static var identity: String { WorkbenchBinaryTests.packageRoot.lastPathComponent }

  static var files: [String: String] {
    [
      "Package.swift": """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Shop",
        platforms: [.macOS(.v14)],
        dependencies: [.package(path: "\(WorkbenchBinaryTests.packageRoot.path)")],
        targets: [
          .target(name: "ShopModels"),
          .executableTarget(
            name: "shop-workbench",
            dependencies: [
              "ShopModels",
              .product(name: "FixtureWorkbench", package: "\(identity)"),
              .product(name: "ModelAdapter", package: "\(identity)"),
            ],
            exclude: ["Fixtures"]
          ),
        ],
        swiftLanguageModes: [.v6]
      )

      """,
      "Sources/ShopModels/Order.swift": """
      import Foundation

      public struct Order: Decodable, Sendable {
        public enum Status: String, Decodable, Sendable, CaseIterable {
          case open, paid, shipped
        }

        public var id: Int
        public var status: Status
        public var total: Decimal
        public var note: String?
        public var placedAt: Date
      }

      """,
      "Sources/shop-workbench/main.swift": """
      import FixtureEngine
      import FixtureWorkbench
      import ModelAdapter
      import ShopModels

      let shop = Workspace(
        "Shop", sourceFile: #filePath, fixtures: ["Fixtures"], exports: "Generated",
        models: [.model(Order.self, decoding: DecodingOptions(keys: .convertFromSnakeCase, dates: .iso8601))])
      await WorkbenchCommand.launch(workspaces: WorkspaceRegistry([shop]))

      """,
      "Sources/shop-workbench/Fixtures/paid.json": """
      {"id": 7, "status": "paid", "total": 19.99, "placed_at": "2026-11-02T10:00:00Z"}

      """,
      "Sources/shop-workbench/Fixtures/failing/refunded.json": """
      {"id": 8, "status": "refunded", "total": 5, "note": null, "placed_at": "2026-11-02T10:00:00Z"}

      """,
    ]
  }

  static func prepare() throws {
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      if (try? String(contentsOf: url, encoding: .utf8)) != text { try Data(text.utf8).write(to: url) }
    }
  }

  static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    if let environment { process.environment = environment }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(.timeLimit(.minutes(30)))
  func aUsersPackageBuildsAgainstThisOneAndRunsTheWorkbenchOnItsModels() throws {
    try Self.prepare()
    let swift = try #require(
      ["/usr/bin/swift", "/usr/local/bin/swift"].first { FileManager.default.isExecutableFile(atPath: $0) }
        ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/swift" }.first {
          FileManager.default.isExecutableFile(atPath: $0)
        })
    let arguments = ["build", "--package-path", Self.folder.path, "--product", "shop-workbench"]
    var build = try Self.run(swift, arguments)
    if build.status != 0 {
      // An incremental build of a path dependency can miss files added to it since: build anew.
      try? FileManager.default.removeItem(at: Self.folder.appendingPathComponent(".build"))
      build = try Self.run(swift, arguments)
    }
    try #require(build.status == 0, "swift build of the user package failed:\n\(build.output.suffix(3000))")
    let binary = Self.folder.appendingPathComponent(".build/debug/shop-workbench").path

    let schema = try Self.run(binary, ["schema", "--workspace", "Shop", "--model", "Order"])
    #expect(schema.status == 0)
    #expect(schema.output.contains("status     Order.Status  required  open | paid | shipped"), "\(schema.output)")
    #expect(schema.output.contains("placed_at"))

    let paid = try Self.run(binary, ["inspect", "--workspace", "Shop", "--model", "Order", "--fixture", "paid"])
    #expect(paid.status == 0, "\(paid.output)")
    #expect(paid.output.contains("verdict: decodes"))

    let refunded = try Self.run(
      binary, ["inspect", "--workspace", "shop", "--model", "order", "--fixture", "failing/refunded"])
    #expect(refunded.status == 1)
    #expect(refunded.output.contains("status"))
    #expect(refunded.output.contains("\"refunded\" is not a case of Order.Status"), "\(refunded.output)")

    let noTerminal = try Self.run(binary, [], environment: ["PATH": "/usr/bin:/bin"])
    #expect(noTerminal.status == 2)
    #expect(
      noTerminal.output.contains("inspect"),
      "the TUI entry point without a terminal points to the CLI: \(noTerminal.output)")
  }
}
