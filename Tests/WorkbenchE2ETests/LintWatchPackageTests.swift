import Foundation
import Synchronization
import Testing

/// `workbench lint --watch` through the installed binary in the storefront sample package: a
/// fixture broken on disk is told once, its repair too, a model edit that does not compile shows
/// the compiler's error and the watch goes on, and `^C` ends it with status 0.
// In the storefront suite, whose tests run one at a time: they share its sample package.
extension StorefrontPackageTests {
  /// A running `lint --watch`, what it printed so far on each stream.
  final class Watch: Sendable {
    let process = Process()
    let output = Mutex("")
    let errors = Mutex("")

    init(_ executable: String, in folder: URL) throws {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["lint", "--watch"]
      process.currentDirectoryURL = folder
      process.standardInput = FileHandle.nullDevice
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      out.fileHandleForReading.readabilityHandler = { [weak self] handle in
        let text = String(decoding: handle.availableData, as: UTF8.self)
        self?.output.withLock { $0 += text }
      }
      err.fileHandleForReading.readabilityHandler = { [weak self] handle in
        let text = String(decoding: handle.availableData, as: UTF8.self)
        self?.errors.withLock { $0 += text }
      }
      try process.run()
    }

    /// Waits until `count` runs are over (each ends in a line that starts with "lint: ", or in
    /// "nothing linted" when it failed), at most `seconds`.
    func waitForRun(_ count: Int, seconds: Double = 240) -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        let runs = output.withLock { $0 }.split(separator: "\n").count { $0.hasPrefix("lint: ") }
        let failed = errors.withLock { $0 }.components(separatedBy: "nothing linted").count - 1
        if runs + failed >= count { return true }
        Thread.sleep(forTimeInterval: 0.1)
      }
      return false
    }

    var runText: String { output.withLock { $0 } }
    var statusText: String { errors.withLock { $0 } }
  }

  @Test(.timeLimit(.minutes(20)))
  func aWatchPrintsOnlyWhatChangedAndOutlivesABuildThatFails() throws {
    try Sample.prepare()
    let merchantFixture = "\(Sample.fixtures)/merchant.json"
    let merchantModel = "Sources/StorefrontKit/Merchant.swift"
    let fixture = try Sample.package.read(merchantFixture)
    let model = try Sample.package.read(merchantModel)
    defer {
      try? Sample.package.write(fixture, to: merchantFixture)
      try? Sample.package.write(model, to: merchantModel)
    }
    let watch = try Watch(Sample.package.installed, in: Sample.package.folder)
    defer { if watch.process.isRunning { watch.process.terminate() } }

    try #require(watch.waitForRun(1), "\(watch.runText)\n\(watch.statusText.suffix(3000))")
    #expect(watch.runText.hasSuffix("lint: watching; 10 fixtures: 10 as expected, 0 broken\n"), "\(watch.runText)")

    // A fixture broken on disk, then repaired: one line each.
    try Sample.package.write(
      fixture.replacingOccurrences(of: #""business_name""#, with: #""business_title""#), to: merchantFixture)
    try #require(watch.waitForRun(2), "\(watch.runText)\n\(watch.statusText.suffix(3000))")
    #expect(watch.runText.contains("now broken: \(merchantFixture):"), "\(watch.runText)")
    try Sample.package.write(fixture, to: merchantFixture)
    try #require(watch.waitForRun(3), "\(watch.runText)\n\(watch.statusText.suffix(3000))")
    #expect(watch.runText.contains("fixed: \(merchantFixture)\n"), "\(watch.runText)")
    #expect(watch.runText.hasSuffix("lint: 1 fixed, 0 now broken; 10 fixtures: 10 as expected, 0 broken\n"))

    // A model edit that does not compile: the compiler's error, and the watch goes on.
    try Sample.package.write(model + "\nlet notANumber: Int = \"x\"\n", to: merchantModel)
    try #require(watch.waitForRun(4), "\(watch.runText)\n\(watch.statusText.suffix(3000))")
    #expect(watch.statusText.contains("Merchant.swift changed: rebuilding, linting…"), "\(watch.statusText)")
    #expect(watch.statusText.contains("Merchant.swift:"), "\(watch.statusText.suffix(3000))")
    #expect(watch.statusText.contains("nothing linted; watching for the next change"))
    #expect(watch.process.isRunning)

    kill(watch.process.processIdentifier, SIGINT)
    watch.process.waitUntilExit()
    #expect(watch.process.terminationStatus == 0)
    #expect(watch.statusText.hasSuffix("lint --watch: stopped\n"), "\(watch.statusText.suffix(500))")
  }
}
