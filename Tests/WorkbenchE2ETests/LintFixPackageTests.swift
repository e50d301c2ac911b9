import Foundation
import JSONCore
import Testing

/// `workbench lint --fix` through the installed binary in the storefront sample package, after
/// refactors of its models: a key renamed, an enum case renamed, `Int` changed to `String`, a
/// required property added, two keys moved into a nested object. The repairs are shown as diffs
/// and nothing is written; `--write` makes every fixture decode, each changed only where the
/// refactors touched it.
// In the storefront suite, whose tests run one at a time: they share its sample package.
extension StorefrontPackageTests {
  static let orderModel = "Sources/StorefrontKit/Order.swift"
  static let merchantModel = "Sources/StorefrontKit/Merchant.swift"

  /// The refactored models: `locationId` is `storeId`, `CANCELED` is `CANCELLED`, a logo's width
  /// is a `String`, a merchant has a required `currency` and its address lines in `address`.
  static func refactored(order: String, merchant: String) -> (order: String, merchant: String) {
    let order = order.replacingOccurrences(of: "locationId", with: "storeId")
      .replacingOccurrences(of: #"case canceled = "CANCELED""#, with: #"case canceled = "CANCELLED""#)
    let merchant =
      merchant
      .replacingOccurrences(of: "    public let width: Int\n", with: "    public let width: String\n")
      .replacingOccurrences(
        of: "  public let addressLine1: String\n  public let addressLine2: String?\n",
        with: """
            public struct Address: Decodable, Sendable {
              public let addressLine1: String
              public let addressLine2: String?
            }
            public let address: Address
            public let currency: String

          """
      )
      .replacingOccurrences(
        of: "    case addressLine1\n    case addressLine2\n", with: "    case address\n    case currency\n"
      )
      .replacingOccurrences(
        of:
          "    addressLine1 = try container.decode(String.self, forKey: .addressLine1)\n    addressLine2 = try container.decodeNonEmptyString(forKey: .addressLine2)\n",
        with:
          "    address = try container.decode(Address.self, forKey: .address)\n    currency = try container.decode(String.self, forKey: .currency)\n"
      )
    return (order, merchant)
  }

  @Test(.timeLimit(.minutes(20)))
  func lintFixRepairsWhatRefactorsBrokeAndWritesOnlyWhenAsked() throws {
    try Sample.prepare()
    let order = try Sample.package.read(Self.orderModel)
    let merchant = try Sample.package.read(Self.merchantModel)
    let fixtureNames = Array(Sample.modelOfFixture.keys)
    let originals = try Dictionary(
      uniqueKeysWithValues: fixtureNames.map { ($0, try Sample.package.read("\(Sample.fixtures)/\($0)")) })
    // A fixture meant to fail where the order's location is a number, recorded in its manifest.
    let failing = "\(Sample.fixtures)/failing"
    try Sample.package.write(
      originals["order-details.json", default: ""].replacingOccurrences(
        of: #""location_id": "L88FK1""#, with: #""location_id": 42"#),
      to: "\(failing)/order-details-bad-location.json")
    try Sample.package.write("order-details-bad-location.json  location_id\n", to: "\(failing)/expected-failures.txt")
    defer {
      try? Sample.package.write(order, to: Self.orderModel)
      try? Sample.package.write(merchant, to: Self.merchantModel)
      for (name, text) in originals { try? Sample.package.write(text, to: "\(Sample.fixtures)/\(name)") }
      try? FileManager.default.removeItem(at: Sample.folder.appendingPathComponent(failing))
      try? FileManager.default.removeItem(
        at: Sample.folder.appendingPathComponent("Tests/StorefrontKitTests/Generated"))
    }
    // An export of the merchant: its generated fragment follows the model too.
    let export = try Sample.package.workbench(
      "export", "--model", "Merchant", "--fixture", "merchant", "--name", "corner")
    try #require(export.status == 0, "\(export.output)")
    let fragmentPath = "Tests/StorefrontKitTests/Generated/MerchantFragment.swift"
    let testPath = "Tests/StorefrontKitTests/Generated/MerchantCornerTests.swift"
    // The schemas of the models as they were, kept by a lint while every fixture decodes.
    let kept = try Sample.package.workbench("lint")
    try #require(kept.status == 0, "\(kept.output.suffix(3000))")

    let refactored = Self.refactored(order: order, merchant: merchant)
    try #require(refactored.order != order && refactored.merchant != merchant)
    try Sample.package.write(refactored.order, to: Self.orderModel)
    try Sample.package.write(refactored.merchant, to: Self.merchantModel)

    let stale = try Sample.package.workbench("lint")
    #expect(
      stale.output.contains(
        "\(fragmentPath): warning: the generated fragment of Merchant is stale: the state it records no longer decodes"),
      "\(stale.output)")
    #expect(
      stale.output.contains(
        "\(testPath): warning: the generated test of Merchant \"corner\" is stale: the state it records no longer decodes"
      ),
      "\(stale.output)")
    let shown = try Sample.package.workbench("lint", "--fix")
    #expect(shown.status == 1, "\(shown.output.suffix(3000))")
    #expect(
      shown.output.contains(
        "lint --fix: 6 fixtures repaired (2 filled: review), 0 need you, 2 generated files stale; nothing written"))
    // The fixture meant to fail follows the rename, and so does its manifest's line.
    #expect(
      shown.output.contains(
        "\(failing)/order-details-bad-location.json: renamed location_id to store_id; it fails there as meant"))
    #expect(
      shown.output.contains(
        "-order-details-bad-location.json  location_id\n+order-details-bad-location.json  store_id\n"))
    #expect(
      shown.output.contains(
        "--- a/\(Sample.fixtures)/order-details.json\n+++ b/\(Sample.fixtures)/order-details.json\n"))
    #expect(shown.output.contains("-  \"location_id\": \"L88FK1\",\n+  \"store_id\": \"L88FK1\",\n"))
    #expect(
      shown.output.contains("\(Sample.fixtures)/order-page.json: renamed case items[1].state CANCELED to CANCELLED"))
    #expect(shown.output.contains("\(Sample.fixtures)/merchant.json: converted logo.width 240 to \"240\""))
    #expect(
      shown.output.contains("\(Sample.fixtures)/merchant.json: moved address_line_1, address_line_2 into address"))
    #expect(shown.output.contains("\(Sample.fixtures)/merchant.json: filled currency with \"\": review"))
    for (name, text) in originals {
      #expect(try Sample.package.read("\(Sample.fixtures)/\(name)") == text, "\(name) was written without --write")
    }
    // The lint that found the breakage worked the repairs out and kept them; worked out again
    // without them, they are the same.
    let keptRepairs = Sample.folder.appendingPathComponent(".build/fixture-workbench/cache/StorefrontKit-repairs.json")
    #expect(FileManager.default.fileExists(atPath: keptRepairs.path))
    try FileManager.default.removeItem(at: keptRepairs)
    let again = try Sample.package.workbench("lint", "--fix")
    #expect(again.output == shown.output, "\(again.output.suffix(3000))")

    let written = try Sample.package.workbench("lint", "--fix", "--write")
    #expect(written.status == 0, "\(written.output.suffix(3000))")
    #expect(written.output.contains("wrote \(Sample.fixtures)/merchant.json\n"))
    #expect(written.output.contains("wrote \(fragmentPath)\n"), "\(written.output.suffix(3000))")
    #expect(written.output.contains("wrote \(testPath)\n"), "\(written.output.suffix(3000))")
    #expect(try Sample.package.read(testPath).contains(#""currency":"""#))
    let fragment = try Sample.package.read(fragmentPath)
    #expect(fragment.contains("  var currency: Field<String> = \"\"\n"), "\(fragment)")
    #expect(fragment.contains(".init(\"currency\", \\.currency, model: \\.currency),"), "\(fragment)")
    #expect(fragment.contains("var width: Field<String> = \"240\""), "\(fragment)")
    let lint = try Sample.package.workbench("lint")
    #expect(lint.status == 0 && lint.output.hasSuffix("11 fixtures: 11 as expected, 0 broken\n"), "\(lint.output)")
    #expect(
      try Sample.package.read("\(failing)/expected-failures.txt") == "order-details-bad-location.json  store_id\n")

    // Each fixture changed only at the paths the refactors touched.
    let touched: [String: Set<String>] = [
      "order-details.json": ["location_id", "store_id"],
      "order-details-append-response.json": ["order.location_id", "order.store_id"],
      "order-page.json": ["items[1].state"],
      "merchant.json": ["logo.width", "currency", "address", "address_line_1", "address_line_2"],
      "merchant-null-logo.json": ["currency", "address", "address_line_1", "address_line_2"],
    ]
    for (name, text) in originals {
      let now = try Sample.package.read("\(Sample.fixtures)/\(name)")
      let differing = Set(
        try JSONParser.parse(text).differingPaths(from: try JSONParser.parse(now)).map(\.description))
      #expect(differing == touched[name] ?? [], "\(name): \(differing.sorted())")
    }
    // The fragment written again compiles, and the exported test of the merchant passes with it.
    let swift = try #require(OwnPackageSample.swift, "swift is not on PATH")
    let tests = try Sample.package.run(swift, ["test", "--filter", "MerchantCornerTests"])
    #expect(tests.status == 0, "\(tests.output.suffix(3000))")
  }
}

extension StorefrontPackageTests {
  /// The app's `f` at 80x24, through the installed binary in tmux: after the key the order reads
  /// is renamed, the failing order's repair shows as a diff, and `y` writes it and the verdict turns.
  @Test(.timeLimit(.minutes(20)))
  func theAppsRepairOverlayShowsTheDiffAndWritesOnY() throws {
    try Sample.prepare()
    let order = try Sample.package.read(Self.orderModel)
    let fixturePath = "\(Sample.fixtures)/order-details.json"
    let fixture = try Sample.package.read(fixturePath)
    defer {
      try? Sample.package.write(order, to: Self.orderModel)
      try? Sample.package.write(fixture, to: fixturePath)
    }
    try #require(Sample.package.workbench("lint").status == 0)
    try Sample.package.write(Self.refactored(order: order, merchant: "").order, to: Self.orderModel)
    try #require(Sample.package.workbench("prepare").status == 0)

    let app = try TmuxSession(
      "open StorefrontKit --model OrderDetails --fixture order-details.json", width: 80, height: 24,
      executable: Sample.package.installed, folder: Sample.folder)
    defer { app.kill() }
    try app.waitForEditor(showing: "does not decode ✗")
    try app.send("f")
    let shown = try app.waitFor("the repair") { $0.contains("Repair order-details.json (y applies") }
    #expect(shown.contains("-  \"location_id\": \"L88FK1\","), "\(shown)")
    #expect(shown.contains("+  \"store_id\": \"L88FK1\","), "\(shown)")
    #expect(shown.contains("renamed location_id to store_id"), "\(shown)")
    #expect(try Sample.package.read(fixturePath) == fixture, "written before y")
    try app.send("y")
    try app.waitFor("the repaired fixture's verdict") { $0.contains("decodes ✓") }
    #expect(try Sample.package.read(fixturePath) == fixture.replacingOccurrences(of: "location_id", with: "store_id"))
    try app.send("q")
  }
}
