import Foundation
import Testing

/// The app follows the storefront sample package as it is edited, through the installed binary in
/// tmux: a payload that fails opens; the model is edited to accept it and the verdict turns to
/// "decodes" with no key pressed, the app's edits kept; an edit that does not compile shows its
/// error and the app goes on; a model added to the file is found; a fixture edited on disk reloads.
// In the storefront suite, whose tests run one at a time: they share its sample package.
extension StorefrontPackageTests {
  @Test(.timeLimit(.minutes(20)), arguments: [(80, 24), (120, 40)])
  func theAppFollowsTheModelAndTheFixtureAsTheyChange(width: Int, height: Int) throws {
    try Sample.prepare()
    let fixturePath = "\(Sample.fixtures)/merchant-live.json"
    let modelPath = "Sources/StorefrontKit/Merchant.swift"
    let model = try Sample.package.read(modelPath)
    let fixture = try Sample.package.read("\(Sample.fixtures)/merchant.json")
      .replacingOccurrences(of: #""business_name": "Corner Bakery","#, with: "")
    try Sample.package.write(fixture, to: fixturePath)
    defer {
      try? Sample.package.write(model, to: modelPath)
      try? FileManager.default.removeItem(at: Sample.folder.appendingPathComponent(fixturePath))
    }
    // Built with the model as the sample has it, so the app opens at once.
    try #require(Sample.package.workbench("prepare").status == 0)

    let app = try TmuxSession(
      "open StorefrontKit --model Merchant --fixture merchant-live.json", width: width, height: height,
      executable: Sample.package.installed, folder: Sample.folder)
    defer { app.kill() }
    try app.waitForEditor(showing: "does not decode ✗")
    // An edit in the app: the website set to null.
    try app.send("j", "j", "n")
    try app.waitFor("website null") { $0.contains("\"website\": null") }

    // The model accepts a missing business name: rebuilt, the verdict turns, the edit stays.
    let accepting = model.replacingOccurrences(
      of: "public let businessName: String\n", with: "public let businessName: String?\n"
    )
    .replacingOccurrences(
      of: "businessName = try container.decode(String.self, forKey: .businessName)",
      with: "businessName = try container.decodeIfPresent(String.self, forKey: .businessName)")
    try Sample.package.write(accepting, to: modelPath)
    var screen = try app.waitFor("the verdict after the rebuild", timeout: 240) { $0.contains("decodes ✓") }
    #expect(screen.contains("\"website\": null"), "\(screen)")
    screen = try app.waitFor("the note of what changed", timeout: 20) { $0.contains("Merchant rebuilt:") }
    #expect(screen.contains("business_name is now optional"), "\(screen)")

    // An edit that does not compile: its error, and the app goes on with the models built last.
    try Sample.package.write(model + "\nlet notANumber: Int = \"x\"\n", to: modelPath)
    screen = try app.waitFor("the build's error", timeout: 240) { $0.contains("The package does not build") }
    #expect(screen.contains("Merchant.swift:"), "\(screen)")
    try app.send("Escape")
    try app.waitFor("the overlay closed") { !$0.contains("The package does not build") && $0.contains("decodes ✓") }

    // A model added to the same file: the launcher is built first, with the models it had; the
    // plan read after finds the new one, and the launcher is built again with it.
    try Sample.package.write(
      accepting + "\npublic struct MerchantBadge: Decodable, Sendable { public let label: String }\n", to: modelPath)
    screen = try app.waitFor("the new model", timeout: 240) {
      $0.contains("Merchant rebuilt:") && $0.contains("new: MerchantBadge")
    }
    #expect(screen.contains("decodes ✓"), "\(screen)")

    // The fixture edited on disk: the payload was edited here, so the app asks first.
    try Sample.package.write(fixture.replacingOccurrences(of: "Unit 4", with: "Unit 9"), to: fixturePath)
    try app.waitFor("the question") { $0.contains("changed on disk: reload it") }
    try app.send("y")
    screen = try app.waitFor("the reloaded payload") { $0.contains("Unit 9") }
    #expect(!screen.contains("\"website\": null"), "\(screen)")
    try app.send("q")
    try app.waitFor("EXITED 0")
  }
}
