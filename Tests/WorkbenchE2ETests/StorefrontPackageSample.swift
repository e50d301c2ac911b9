import Foundation

/// A user's package written the way real API clients are: the storefront models of
/// `Tests/SampleStorefront` (string-parsing `init(from:)`, `""` meaning `nil`, `Int` enums,
/// typealiased generics, a `JSONDecoder.storefront` with a `.custom` date strategy), kebab-case
/// fixtures of real-looking responses in a resources folder, and the package's own tests, which
/// decode each fixture into its type. It lives in `.build/storefront-package`.
enum StorefrontPackageSample {
  static let root = TmuxSession.packageRoot
  static let package = SamplePackage("storefront-package")
  static var folder: URL { package.folder }
  static let sample = root.appendingPathComponent("Tests/SampleStorefront")
  static let fixtures = "Tests/StorefrontKitTests/Resources/json"

  /// Each fixture and the model its own test decodes it as.
  static let modelOfFixture = [
    "business-day-holiday.json": "BusinessDay", "line-item.json": "LineItem", "line-items.json": "[LineItem]",
    "merchant-null-logo.json": "Merchant",
    "merchant.json": "Merchant", "order-details-append-response.json": "OrderDetailsAppendResponse",
    "order-details.json": "OrderDetails", "order-page.json": "OrderPage", "payment-state-3.json": "PaymentState",
    "refund.json": "Refund",
  ]

  static let manifest = SamplePackage.manifest(
    name: "Storefront", library: "StorefrontKit", tests: "StorefrontKitTests", resources: "Resources")

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
    try package.write(manifest, to: "Package.swift")
    try package.write(ownTest, to: "Tests/StorefrontKitTests/FixtureDecodingTests.swift")
    try package.write(configuration, to: "fixture-workbench.json")
    for name in try FileManager.default.contentsOfDirectory(atPath: sample.appendingPathComponent("Models").path) {
      let text = try String(contentsOf: sample.appendingPathComponent("Models/\(name)"), encoding: .utf8)
      try package.write(text, to: "Sources/StorefrontKit/\(name)")
    }
    // A fixture a test added and could not remove (it stopped) is not the sample's.
    let folder = Self.folder.appendingPathComponent(fixtures)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    where modelOfFixture[name] == nil {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
    for name in modelOfFixture.keys {
      let text = try String(contentsOf: sample.appendingPathComponent("Resources/json/\(name)"), encoding: .utf8)
      try package.write(text, to: "\(fixtures)/\(name)")
    }
    try SamplePackageFiles.installWorkbench(in: package.installFolder)
  }
}
