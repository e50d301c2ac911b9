import Foundation
import JSONCore
import Testing

// In the storefront suite, whose tests run one at a time: they share its sample package.
extension StorefrontPackageTests {
  /// One model changed three ways at once, as a real refactor does: the property that read
  /// `location_id` reads `store_id`, a required `region` is added beside it (a `String` too, so
  /// the payload alone cannot tell which new key the old one became), and a case's raw value is
  /// renamed.
  static func combinedRefactor(of order: String) -> String {
    order
      .replacingOccurrences(of: "    case locationId\n", with: "    case locationId = \"storeId\"\n    case region\n")
      .replacingOccurrences(
        of: "  public let locationId: String\n", with: "  public let locationId: String\n  public let region: String\n"
      )
      .replacingOccurrences(
        of: "    locationId = try container.decode(String.self, forKey: .locationId)\n",
        with: """
              locationId = try container.decode(String.self, forKey: .locationId)
              region = try container.decode(String.self, forKey: .region)

          """
      )
      .replacingOccurrences(of: #"case canceled = "CANCELED""#, with: #"case canceled = "CANCELLED""#)
  }

  /// `lint --fix --write` through the installed binary after the combined refactor: the code
  /// says which property read which key, so every fixture it broke is repaired whole, at the
  /// root, inside an object and in a page's items, and changed only at the touched keys.
  @Test(.timeLimit(.minutes(20)))
  func aModelChangedThreeWaysAtOnceIsRepairedWhole() throws {
    try Sample.prepare()
    let order = try Sample.package.read(Self.orderModel)
    let canceled = "\(Sample.fixtures)/order-details-canceled.json"
    let originals = try Dictionary(
      uniqueKeysWithValues: Sample.modelOfFixture.keys.map { ($0, try Sample.package.read("\(Sample.fixtures)/\($0)")) }
    )
    let canceledText = originals["order-details.json", default: ""].replacingOccurrences(
      of: #""state": "COMPLETED""#, with: #""state": "CANCELED""#)
    try Sample.package.write(canceledText, to: canceled)
    defer {
      try? Sample.package.write(order, to: Self.orderModel)
      for (name, text) in originals { try? Sample.package.write(text, to: "\(Sample.fixtures)/\(name)") }
      try? FileManager.default.removeItem(at: Sample.folder.appendingPathComponent(canceled))
    }
    let kept = try Sample.package.workbench("lint")
    try #require(kept.status == 0, "\(kept.output.suffix(3000))")
    let refactored = Self.combinedRefactor(of: order)
    try #require(refactored.components(separatedBy: "region").count == 5, "\(refactored)")
    try #require(refactored.contains(#""CANCELLED""#) && refactored.contains(#"= "storeId""#))
    try Sample.package.write(refactored, to: Self.orderModel)

    let written = try Sample.package.workbench("lint", "--fix", "--write")
    #expect(written.status == 0, "\(written.output.suffix(3000))")
    for line in [
      "\(Sample.fixtures)/order-details.json: renamed location_id to store_id",
      "\(Sample.fixtures)/order-details.json: filled region with \"\": review",
      "\(Sample.fixtures)/order-details-canceled.json: renamed case state CANCELED to CANCELLED",
      "\(Sample.fixtures)/order-details-append-response.json: renamed location_id to store_id",
      "\(Sample.fixtures)/order-details-append-response.json: filled order.region with \"\": review",
      "\(Sample.fixtures)/order-page.json: renamed case items[1].state CANCELED to CANCELLED",
      "lint --fix: 4 fixtures repaired (3 filled: review), 0 need you",
    ] {
      #expect(written.output.contains(line), "\(line)\n\(written.output.suffix(3000))")
    }
    let lint = try Sample.package.workbench("lint")
    #expect(lint.output.hasSuffix("11 fixtures: 11 as expected, 0 broken\n"), "\(lint.output.suffix(3000))")

    let touched: [String: Set<String>] = [
      "order-details.json": ["location_id", "store_id", "region"],
      "order-details-append-response.json": ["order.location_id", "order.store_id", "order.region"],
      "order-page.json": ["items[1].state"],
    ]
    for (name, text) in originals {
      let now = try Sample.package.read("\(Sample.fixtures)/\(name)")
      let differing = Set(
        try JSONParser.parse(text).differingPaths(from: try JSONParser.parse(now)).map(\.description))
      #expect(differing == touched[name] ?? [], "\(name): \(differing.sorted())")
    }
    let now = try Sample.package.read(canceled)
    let differing = try JSONParser.parse(canceledText).differingPaths(from: try JSONParser.parse(now))
    #expect(Set(differing.map(\.description)) == ["location_id", "store_id", "region", "state"])
  }
}
