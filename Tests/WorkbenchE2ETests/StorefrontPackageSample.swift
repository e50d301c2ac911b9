import Foundation

/// A user's package written the way real API clients are: the storefront models of
/// `Tests/SampleStorefront` (string-parsing `init(from:)`, `""` meaning `nil`, `Int` enums,
/// typealiased generics, a `JSONDecoder.storefront` with a `.custom` date strategy), kebab-case
/// fixtures of real-looking responses in a resources folder, and the package's own tests, which
/// decode each fixture into its type. It lives in `.build/storefront-package`.
enum StorefrontPackageSample {
  static let root = TmuxSession.packageRoot
  static let folder = root.appendingPathComponent(".build/storefront-package")
  static let sample = root.appendingPathComponent("Tests/SampleStorefront")
  static let fixtures = "Tests/StorefrontKitTests/Resources/json"
  static let installFolder = root.appendingPathComponent(".build/storefront-package-bin")
  static var installed: String { installFolder.appendingPathComponent("workbench").path }

  /// Each fixture and the model its own test decodes it as.
  static let modelOfFixture = [
    "business-day-holiday.json": "BusinessDay", "line-item.json": "LineItem", "line-items.json": "[LineItem]",
    "merchant-null-logo.json": "Merchant",
    "merchant.json": "Merchant", "order-details-append-response.json": "OrderDetailsAppendResponse",
    "order-details.json": "OrderDetails", "order-page.json": "OrderPage", "payment-state-3.json": "PaymentState",
    "refund.json": "Refund",
  ]

  static var manifest: String {
    """
    // swift-tools-version: 6.1
    \(WorkbenchSourcesListing.line)
    import PackageDescription

    let package = Package(
      name: "Storefront",
      platforms: [.macOS(.v15)],
      products: [.library(name: "StorefrontKit", targets: ["StorefrontKit"])],
      dependencies: [.package(path: "\(root.path)")],
      targets: [
        .target(name: "StorefrontKit"),
        .testTarget(
          name: "StorefrontKitTests",
          dependencies: [
            "StorefrontKit",
            .product(name: "JSONFragment", package: "\(root.lastPathComponent)"),
            .product(name: "ModelAdapter", package: "\(root.lastPathComponent)"),
          ],
          resources: [.copy("Resources")]),
      ]
    )

    """
  }

  /// The package's own test, as its authors would write it: every fixture decodes as its type.
  static var ownTest: String {
    let cases = modelOfFixture.sorted { $0.key < $1.key }.map { file, model in
      "    (\"\(file.dropLast(5))\", { try JSONDecoder.storefront.decode(\(model).self, from: $0) }),"
    }
    return """
      import Foundation
      import StorefrontKit
      import Testing

      struct FixtureDecodingTests {
        static let decoders: [(String, @Sendable (Data) throws -> Any)] = [
      \(cases.joined(separator: "\n"))
        ]

        @Test func everyFixtureDecodesAsItsType() throws {
          for (name, decode) in Self.decoders {
            let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Resources/json"))
            _ = try decode(try Data(contentsOf: url))
          }
        }
      }

      """
  }

  static let configuration = """
    {
      "decoding": {"decoder": "JSONDecoder.storefront"},
      "fixtures": ["\(fixtures)"],
      "exports": "Tests/StorefrontKitTests/Generated"
    }

    """

  /// Writes the package (only files whose text changed), its models and fixtures copied from the
  /// sample, and removes what earlier runs exported.
  static func prepare() throws {
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("Tests/StorefrontKitTests/Generated"))
    try write(manifest, to: "Package.swift")
    try write(ownTest, to: "Tests/StorefrontKitTests/FixtureDecodingTests.swift")
    try write(configuration, to: "fixture-workbench.json")
    for name in try FileManager.default.contentsOfDirectory(atPath: sample.appendingPathComponent("Models").path) {
      let text = try String(contentsOf: sample.appendingPathComponent("Models/\(name)"), encoding: .utf8)
      try write(text, to: "Sources/StorefrontKit/\(name)")
    }
    for name in modelOfFixture.keys {
      let text = try String(contentsOf: sample.appendingPathComponent("Resources/json/\(name)"), encoding: .utf8)
      try write(text, to: "\(fixtures)/\(name)")
    }
    try SamplePackageFiles.installWorkbench(in: installFolder)
  }

  static func write(_ text: String, to path: String) throws {
    try SamplePackageFiles.write(text, to: path, in: folder)
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  /// The installed workbench, run in this package.
  static func workbench(_ arguments: String...) throws -> (status: Int32, output: String) {
    try run(installed, arguments)
  }

  /// Runs `executable arguments` in the package; standard output and error together.
  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    try OwnPackageSample.run(executable, arguments, in: folder)
  }
}
