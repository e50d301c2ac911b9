import Foundation
import Testing

/// The installed `workbench` in an app's folder with no `Package.swift`: `Tests/SampleApp`, an
/// Xcode project shaped like a real one (a SwiftUI app target with a networking layer, Foundation
/// models and a shared decoder, a framework target, and a unit-test target whose fixtures are a
/// folder reference), copied to `.build/sample-app`. Its models are built from the project's own
/// files with no configuration; the SwiftUI files are left out with their reasons.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct AppProjectTests {
  static let package = SamplePackage("sample-app")
  static let sample = TmuxSession.packageRoot.appendingPathComponent("Tests/SampleApp")

  /// Each fixture and the model the project's own test decodes it as
  /// (`TrailheadTests/TrailDecodingTests.swift`).
  static let modelOfFixture = [
    "trail.json": "Trail", "trail-no-forecast.json": "Trail", "trail-page.json": "TrailPage",
    "forecast-storm.json": "Forecast", "coordinate.json": "Coordinate", "trail-photo.json": "TrailPhoto",
  ]

  /// The fixtures whose model this host leaves out: unchecked, never broken.
  #if os(Linux)
    static let leftOut: Set = ["trail-photo.json"]
    static let summary = "6 fixtures: 5 as expected, 0 broken, 1 unchecked"
  #else
    static let leftOut: Set<String> = []
    static let summary = "6 fixtures: 6 as expected, 0 broken"
  #endif

  /// Copies the sample over what an earlier run left (only files whose text changed).
  static func prepare() throws {
    let folder = package.folder
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("TrailheadTests/Generated"))
    let walker = FileManager.default.enumerator(at: sample, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = walker?.nextObject() as? URL {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
      let relative = String(url.path.dropFirst(sample.path.count + 1))
      try package.write(try String(contentsOf: url, encoding: .utf8), to: relative)
    }
    // Written anew, so the run says again what it leaves out.
    for written in ["Package.swift", ".left-out.txt"] {
      try? FileManager.default.removeItem(
        at: folder.appendingPathComponent(".build/fixture-workbench/app-package/\(written)"))
    }
    try SamplePackageFiles.installWorkbench(in: package.installFolder)
  }

  @Test(.timeLimit(.minutes(30)))
  func anAppsModelsAreReadFromItsProjectWithNoConfiguration() throws {
    try Self.prepare()
    let first = try Self.package.workbench("lint")
    try #require(first.status == 0, "\(first.output.suffix(3000))")
    #expect(
      first.output.contains(
        "note: left out TrailFilter (Trailhead/Views/TrailFilterView.swift): does not compile here without its import of SwiftUI: unknown attribute 'Binding'"
      ), "\(first.output.suffix(3000))")
    #if os(Linux)
      // Its file imports only Foundation, and uses URLSession, which is FoundationNetworking's
      // here: the build refuses it, and it is left out with the compiler's reason.
      #expect(
        first.output.contains(
          "note: left out TrailPhoto (Trailhead/Models/TrailPhoto.swift): does not compile here: type 'URLSession'"
        ), "\(first.output.suffix(3000))")
    #endif
    #expect(first.output.contains(Self.summary), "\(first.output.suffix(3000))")
    #expect(first.output.contains("decoder: JSONDecoder.trailhead, found in the package"), "\(first.output)")
    // The framework's models are its fixtures' too: it has no test target, and needs no folder.
    #expect(!first.output.contains("there is no fixture folder"), "\(first.output.suffix(3000))")

    let lint = try Self.package.workbench("lint", "--format", "json")
    let workspaces = try #require(
      try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [[String: Any]], "\(lint.output)")
    let files = workspaces.flatMap { $0["fixtures"] as? [[String: Any]] ?? [] }
    #expect(files.count == Self.modelOfFixture.count, "\(lint.output)")
    for file in files {
      let name = URL(fileURLWithPath: file["file"] as? String ?? "").lastPathComponent
      if Self.leftOut.contains(name) {
        #expect(file["model"] is NSNull && file["status"] as? String == "unchecked", "\(name): \(file)")
        continue
      }
      #expect(file["model"] as? String == Self.modelOfFixture[name], "\(name): \(file)")
      #expect(file["status"] as? String == "as expected", "\(name): \(file)")
    }
    for name in Self.leftOut {
      let inspected = try Self.package.workbench("inspect", "TrailheadTests/Fixtures/\(name)")
      #expect(inspected.status == 2, "\(inspected.output)")
      #expect(inspected.output.contains("not checked: it is named like TrailPhoto"), "\(inspected.output)")
    }

    let inspected = try Self.package.workbench("inspect", "--model", "Trail", "TrailheadTests/Fixtures/trail.json")
    #expect(inspected.output.contains("verdict: decodes"), "\(inspected.output)")
    #expect(inspected.output.contains("comparison: 18 of 18 values match the model"), "\(inspected.output)")

    // The package written for the project holds what compiles, and no file of the project changed.
    let manifest = try Self.package.read(".build/fixture-workbench/app-package/Package.swift")
    #expect(
      manifest.contains(
        #"sources: ["Networking/JSONDecoder+Trailhead.swift", "Models/Trail.swift", "Models/Difficulty.swift""#),
      "\(manifest)")
    #expect(!manifest.contains("TrailFilterView.swift") && !manifest.contains("APIClient.swift"), "\(manifest)")
    #expect(!FileManager.default.fileExists(atPath: Self.package.folder.appendingPathComponent("Package.swift").path))
    // A model file that imports SwiftUI and uses none of it is compiled from a copy without the
    // import, its other lines where they were; the project's file keeps it.
    let copy = try Self.package.read(".build/fixture-workbench/app-package/Trailhead/Models/Coordinate.swift")
    let original = try Self.package.read("Trailhead/Models/Coordinate.swift")
    #expect(original.hasPrefix("import SwiftUI\n") && copy == "\n" + original.dropFirst("import SwiftUI\n".count))
  }

  @Test(.timeLimit(.minutes(20)))
  func lintFixRepairsAKeyRenamedInTheAppsModel() throws {
    try Self.prepare()
    let before = try Self.package.workbench("lint")
    try #require(before.status == 0, "\(before.output.suffix(3000))")
    let model = "Trailhead/Models/Trail.swift"
    let original = try Self.package.read(model)
    let display = try Self.package.read("Trailhead/Models/Trail+Display.swift")
    defer {
      try? Self.package.write(original, to: model)
      try? Self.package.write(display, to: "Trailhead/Models/Trail+Display.swift")
    }
    try Self.package.write(original.replacingOccurrences(of: "lengthKm", with: "distanceKm"), to: model)
    try Self.package.write(
      display.replacingOccurrences(of: "lengthKm", with: "distanceKm"), to: "Trailhead/Models/Trail+Display.swift")

    let fixed = try Self.package.workbench("lint", "--fix")
    #expect(fixed.status == 1, "repairs are shown, not written: \(fixed.output.suffix(3000))")
    #expect(fixed.output.contains("lint --fix: 3 fixtures repaired, 0 need you"), "\(fixed.output.suffix(3000))")
    #expect(fixed.output.contains("TrailheadTests/Fixtures/trail.json: renamed length_km to distance_km"))
    // Without --write, nothing is written; with it, every fixture decodes again.
    let fixture = "TrailheadTests/Fixtures/trail.json"
    let kept = try Self.package.read(fixture)
    #expect(kept.contains("\"length_km\""))
    let fixtures = try Self.modelOfFixture.keys.map { ($0, try Self.package.read("TrailheadTests/Fixtures/\($0)")) }
    defer { for (name, text) in fixtures { try? Self.package.write(text, to: "TrailheadTests/Fixtures/\(name)") } }
    let written = try Self.package.workbench("lint", "--fix", "--write")
    #expect(written.status == 0, "\(written.output.suffix(3000))")
    #expect(try Self.package.read(fixture) == kept.replacingOccurrences(of: "\"length_km\"", with: "\"distance_km\""))
    let after = try Self.package.workbench("lint")
    #expect(after.output.contains(Self.summary), "\(after.output.suffix(3000))")
  }

  /// The app in the project's folder at 80x24: a fixture's per-field verdict, and the live loop
  /// when the model's file in the project changes.
  @Test(.timeLimit(.minutes(20)))
  func theAppShowsAFixturesVerdictAndFollowsTheProjectsModel() throws {
    try Self.prepare()
    let model = "Trailhead/Models/Trail.swift"
    let display = "Trailhead/Models/Trail+Display.swift"
    let original = try Self.package.read(model)
    let originalDisplay = try Self.package.read(display)
    defer {
      try? Self.package.write(original, to: model)
      try? Self.package.write(originalDisplay, to: display)
    }
    try #require(Self.package.workbench("prepare").status == 0)
    let app = try TmuxSession(
      "open Trailhead --model Trail --fixture trail-no-forecast.json", width: 80, height: 24,
      executable: Self.package.installed, folder: Self.package.folder)
    defer { app.kill() }
    var screen = try app.waitForEditor(showing: "decodes ✓")
    #expect(screen.contains("length_km"), "\(screen)")

    // A use of the property left as it was: the build's error, at the file's path in the project.
    try Self.package.write(original.replacingOccurrences(of: "lengthKm", with: "distanceKm"), to: model)
    screen = try app.waitFor("the build's error", timeout: 240) { $0.contains("The package does not build") }
    #expect(screen.contains("Trailhead/Models/Trail+Display.swift:3:"), "\(screen)")
    try app.send("Escape")

    // The rename finished: rebuilt with no key pressed, the key the model now reads is missing.
    try Self.package.write(originalDisplay.replacingOccurrences(of: "lengthKm", with: "distanceKm"), to: display)
    screen = try app.waitFor("the verdict after the rebuild", timeout: 240) { $0.contains("does not decode ✗") }
    #expect(screen.contains("distance_km"), "\(screen)")
  }
}
