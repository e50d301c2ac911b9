import Foundation
import Testing

/// A package with 200 models, as real API clients have: the app opens straight on its models (one
/// module, one workspace), and `/` narrows the list to the one wanted as you type.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct ManyModelsPackageTests {
  static let root = TmuxSession.packageRoot
  static let folder = root.appendingPathComponent(".build/many-models-package")
  static let installed = root.appendingPathComponent(".build/many-models-package-bin/workbench")

  /// 200 names as an API client's models are named: a noun and what of it.
  static let names: [String] = {
    let nouns = [
      "Order", "Customer", "Invoice", "Payment", "Shipment", "Refund", "Merchant", "Product", "Discount", "Tax",
      "Location", "Employee", "Subscription", "Dispute", "Payout", "Terminal", "Device", "Gift", "Loyalty", "Booking",
    ]
    let kinds = ["", "Summary", "Details", "Line", "Page", "Event", "Status", "Request", "Response", "Settings"]
    return nouns.flatMap { noun in kinds.map { noun + $0 } }
  }()

  static func write(_ text: String, to path: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if (try? String(contentsOf: url, encoding: .utf8)) != text { try Data(text.utf8).write(to: url) }
  }

  static func prepare() throws {
    try write(
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "ShopCatalog",
        products: [.library(name: "ShopCatalog", targets: ["ShopCatalog"])],
        targets: [.target(name: "ShopCatalog")]
      )

      """, to: "Package.swift")
    let models = names.map {
      "public struct \($0): Decodable, Sendable {\n  public var id: Int\n  public var note: String?\n}\n"
    }
    try write(models.joined(separator: "\n"), to: "Sources/ShopCatalog/Models.swift")
    let bin = installed.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: installed)
    try FileManager.default.copyItem(at: TmuxSession.binaryFolder.appendingPathComponent("workbench"), to: installed)
    try Data((root.path + "\n").utf8).write(to: bin.appendingPathComponent(".workbench-source"))
  }

  @Test(.timeLimit(.minutes(20)))
  func slashFindsOneOf200Models() throws {
    #expect(Self.names.count == 200)
    try Self.prepare()
    // The first run builds the package and the launcher before the app starts: a minute or two
    // alone, but in a fresh clone's full run this may be the test that builds the shared engine
    // while every other suite competes for the two cores (past 400 s once, at 351 of 373 steps).
    let session = try TmuxSession(width: 80, height: 24, executable: Self.installed.path, folder: Self.folder)
    defer { session.kill() }
    let models = try session.waitFor("the model list, with no workspace list first", timeout: 900) {
      $0.contains("ShopCatalog > models") && $0.contains("200 models")
    }
    #expect(models.contains("/ filter"), "\(models)")
    try session.send("/", "i", "n", "v", "d", "e", "t")
    let narrowed = try session.waitFor("the list narrowed to the invoice details") { $0.contains("/invdet (1 of 200)") }
    #expect(narrowed.contains("InvoiceDetails"), "\(narrowed)")
    #expect(!narrowed.contains("OrderDetails"), "\(narrowed)")
    try session.send("Enter")
    try session.waitFor("the editor of InvoiceDetails") { $0.contains("ShopCatalog > InvoiceDetails") }
    // Back on the list: the whole of it, the cursor on the model just left.
    try session.send("Escape")
    try session.waitFor("the whole list again, at the invoice details") {
      $0.contains("ShopCatalog > models") && !$0.contains("/invdet") && $0.contains("InvoiceDetails")
    }
    try session.send("q")
    try session.waitFor("EXITED 0")
  }
}
