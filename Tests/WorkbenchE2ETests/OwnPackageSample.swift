import Foundation

/// A user's package with no workbench code in it: two library targets with public and internal
/// models and a generic envelope, one of them importing a C target, and a test target that depends on `JSONFragment` as
/// `workbench init` says. It lives in `.build/own-package`, so later runs build incrementally.
enum OwnPackageSample {
  static let root = TmuxSession.packageRoot
  static let folder = root.appendingPathComponent(".build/own-package")
  /// Where the test "installs" the workbench: the built binary and the record `./dev install`
  /// writes beside it.
  static let installFolder = root.appendingPathComponent(".build/own-package-bin")
  static var installed: String { installFolder.appendingPathComponent("workbench").path }

  static let files: [String: String] = [
    "Package.swift": """
    // swift-tools-version: 6.1
    \(WorkbenchSourcesListing.line)
    import PackageDescription

    let package = Package(
      name: "Weather",
      products: [
        .library(name: "WeatherModels", targets: ["WeatherModels"]),
        .library(name: "WeatherKit", targets: ["WeatherKit"]),
      ],
      dependencies: [.package(path: "\(root.path)")],
      targets: [
        .target(name: "CRounding"),
        .target(name: "WeatherModels", dependencies: ["CRounding"]),
        .target(name: "WeatherKit", dependencies: ["WeatherModels"]),
        .testTarget(
          name: "WeatherModelsTests",
          dependencies: [
            "WeatherModels",
            .product(name: "JSONFragment", package: "\(root.lastPathComponent)"),
            .product(name: "ModelAdapter", package: "\(root.lastPathComponent)"),
          ],
          exclude: ["Fixtures"]
        ),
      ]
    )

    """,
    "Sources/CRounding/include/CRounding.h": """
    double rounded_to_tenths(double value);

    """,
    "Sources/CRounding/rounding.c": """
    #include "CRounding.h"
    #include <math.h>

    double rounded_to_tenths(double value) { return round(value * 10) / 10; }

    """,
    "Sources/WeatherModels/Forecast.swift": """
    import CRounding

    public struct Forecast: Codable, Sendable {
      public enum Sky: String, Codable, Sendable, CaseIterable { case clear, cloudy, rain }
      public var city: String
      public var sky: Sky
      public var high: Double
      public var note: String?
      public var roundedHigh: Double { rounded_to_tenths(high) }
    }

    """,
    "Sources/WeatherModels/Station.swift": """
    import Foundation

    struct Station: Decodable {
      enum Mast: String, Decodable { case lattice, tube }
      var id: String
      var name: String
      var openedAt: Date
      var mast: Mast?
    }

    """,
    "Sources/WeatherModels/Page.swift": """
    public struct Page<Item: Decodable>: Decodable {
      public var items: [Item]
      public var next: String?
    }

    """,
    "Sources/WeatherKit/Summary.swift": """
    import WeatherModels

    public struct Summary: Decodable {
      public var forecasts: [Forecast]
      public var days: Int
    }

    """,
    "Tests/WeatherModelsTests/Fixtures/Station/opened.json": """
    {"id": "s1", "name": "Harbour", "openedAt": 1700000000}

    """,
    "Tests/WeatherModelsTests/Fixtures/forecast.json": """
    {"city": "Oslo", "sky": "rain", "high": 4.5}

    """,
    "Tests/WeatherModelsTests/SmokeTests.swift": """
    import XCTest

    final class SmokeTests: XCTestCase {
      func testNothing() {}
    }

    """,
  ]

  /// Files earlier runs may have added: a later model, a compile error, exports, the configuration.
  static let added = [
    "Tests/WeatherModelsTests/Fixtures/station.json",
    "Sources/WeatherKit/Alarm.swift", "Sources/WeatherKit/Broken.swift", "Tests/WeatherModelsTests/Generated",
    "fixture-workbench.json",
  ]

  /// Writes the package (only files whose text changed) and installs the built workbench.
  static func prepare() throws {
    for path in added { try? FileManager.default.removeItem(at: folder.appendingPathComponent(path)) }
    for (path, text) in files { try write(text, to: path) }
    try FileManager.default.createDirectory(at: installFolder, withIntermediateDirectories: true)
    let built = TmuxSession.binaryFolder.appendingPathComponent("workbench")
    try? FileManager.default.removeItem(atPath: installed)
    try FileManager.default.copyItem(at: built, to: URL(fileURLWithPath: installed))
    try Data((root.path + "\n").utf8).write(to: installFolder.appendingPathComponent(".workbench-source"))
  }

  static func write(_ text: String, to path: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if (try? String(contentsOf: url, encoding: .utf8)) != text { try Data(text.utf8).write(to: url) }
  }

  /// Runs `executable arguments` in the package; standard output and error together.
  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    try run(executable, arguments, in: folder)
  }

  /// Runs `executable arguments` in `folder` (a sample package); standard output and error together.
  static func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The installed workbench, run in the package.
  static func workbench(_ arguments: String...) throws -> (status: Int32, output: String) {
    try run(installed, arguments)
  }

  /// The package's files outside `.build`, with their contents.
  static func sourceFiles() -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasPrefix(".build") || path.hasPrefix(".swiftpm") {
        enumerator?.skipDescendants()
        continue
      }
      if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
        files[path] = data
      }
    }
    return files
  }

  /// The `swift` executable.
  static let swift: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
