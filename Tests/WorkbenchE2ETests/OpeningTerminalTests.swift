import Foundation
import Testing

/// Opening models and payloads in the real binary: a model starts on its first fixture, and the
/// title never shows a verdict that is not the shown payload's.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct OpeningTerminalTests {
  /// The first line of a screen.
  private func title(_ screen: String) -> String {
    String(screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
  }

  @Test func aModelOpensOnItsFirstFixtureNamedInTheTitle() throws {
    let session = try TmuxSession("Releases", width: 100, height: 30)
    defer { session.kill() }
    try session.waitFor("Releases > models")
    try session.send("Enter")
    let screen = try session.waitFor("the first fixture's verdict") { screen in
      self.title(screen).contains("stable-release.json") && self.title(screen).contains("decodes ✓")
    }
    #expect(
      screen.split(separator: "\n").contains { $0.contains("tag_name") && $0.contains("\"v2.4.0\"") },
      "the fixture's values:\n\(screen)")
    #expect(!screen.contains("\"text\""), "placeholder values instead of the fixture's:\n\(screen)")
    try session.send("q")
    try session.waitFor("EXITED 0")
  }

  @Test func outsideAnyPackageTheDemoOpensOnlyWhenAskedFor() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-package-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let refused = try TmuxSession("", folder: folder)
    defer { refused.kill() }
    let screen = try refused.waitFor("EXITED 2")
    #expect(screen.contains("no Swift package or Xcode project here"), "\(screen)")
    let demo = try TmuxSession("demo Releases", folder: folder)
    defer { demo.kill() }
    try demo.waitFor("Releases > models")
    try demo.send("q")
    try demo.waitFor("EXITED 0")
  }

  @Test func aLargePayloadShowsDecodingUntilItsOwnVerdictArrives() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opening-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let payload = folder.appendingPathComponent("large-release.json")
    try Self.largeRelease(assets: 20_000).write(to: payload)

    let session = try TmuxSession("Releases --model Release --payload '\(payload.path)'", width: 100, height: 30)
    defer { session.kill() }
    var screens: [String] = []
    let final = try session.waitFor("the large payload's verdict", timeout: 60) { screen in
      screens.append(screen)
      let title = self.title(screen)
      return title.contains("large-release") && (title.contains("✓") || title.contains("✗"))
    }
    #expect(self.title(final).contains("decodes ✓"))
    for screen in screens.dropLast() {
      let title = self.title(screen)
      #expect(!title.contains("✓") && !title.contains("✗"), "a verdict in the title before this payload's:\n\(screen)")
    }
    #expect(
      screens.contains { self.title($0).contains("decoding…") || self.title($0).contains("opening…") },
      "the title never said it was waiting")
    try session.send("q")
    try session.waitFor("EXITED 0")
  }

  /// The stable release fixture with `assets` assets.
  static func largeRelease(assets: Int) throws -> Data {
    let fixture = TmuxSession.packageRoot.appendingPathComponent("Workspaces/Releases/Fixtures/stable-release.json")
    guard var release = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as? [String: Any],
      let template = (release["assets"] as? [[String: Any]])?.first
    else { throw TmuxSession.Timeout(description: "stable-release.json has no assets") }
    release["assets"] = (0..<assets).map { index in
      var asset = template
      asset["id"] = 1_000_000 + index
      asset["name"] = "asset-\(index).tar.gz"
      return asset
    }
    return try JSONSerialization.data(withJSONObject: release)
  }
}
