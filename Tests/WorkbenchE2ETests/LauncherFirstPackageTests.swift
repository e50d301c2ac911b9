import Foundation
import Testing

/// When only Swift sources changed, `workbench prepare --launcher-first` (what the app's watch
/// runs first) builds the launcher as it is written, and the next run that reads the plan finds
/// what the code declares since; a model renamed away, whose registration no longer compiles,
/// reads the plan first; an error in the package's own code fails as the package's build does.
// In the storefront suite, whose tests run one at a time: they share its sample package.
extension StorefrontPackageTests {
  @Test(.timeLimit(.minutes(20)))
  func aLauncherBuiltFirstIsCheckedByThePlanReadAfter() throws {
    try Sample.prepare()
    let path = "Sources/StorefrontKit/Badge.swift"
    let badge = "public struct Badge: Decodable, Sendable { public let label: String }\n"
    let note = "public struct BadgeNote: Decodable, Sendable { public let text: String }\n"
    let launcher = Sample.folder.appendingPathComponent(".build/fixture-workbench/launcher/Sources/main.swift")
    defer {
      try? FileManager.default.removeItem(at: Sample.folder.appendingPathComponent(path))
      _ = try? Sample.package.workbench("prepare")
    }
    // A new file changes the package's list of files: the plan is read before the build.
    try Sample.package.write(badge, to: path)
    var prepared = try Sample.package.workbench("prepare", "--launcher-first")
    try #require(prepared.status == 0, "\(prepared.output.suffix(2000))")
    #expect(try String(contentsOf: launcher, encoding: .utf8).contains("(Badge.self)"))

    // A model added to that file: built first, as the launcher was written, then found.
    try Sample.package.write(badge + note, to: path)
    prepared = try Sample.package.workbench("prepare", "--launcher-first")
    try #require(prepared.status == 0, "\(prepared.output.suffix(2000))")
    #expect(!prepared.output.contains("to read its models"), "the package is not built on its own: \(prepared.output)")
    #expect(!(try String(contentsOf: launcher, encoding: .utf8).contains("BadgeNote")))
    let schema = try Sample.package.workbench("schema", "--model", "BadgeNote")
    #expect(schema.status == 0, "the plan read after finds it: \(schema.output.suffix(2000))")
    #expect(try String(contentsOf: launcher, encoding: .utf8).contains("(BadgeNote.self)"))

    // A model renamed: the launcher registers a type that is gone, so the plan is read first.
    try Sample.package.write(badge.replacingOccurrences(of: "Badge:", with: "Emblem:") + note, to: path)
    prepared = try Sample.package.workbench("prepare", "--launcher-first")
    try #require(prepared.status == 0, "\(prepared.output.suffix(2000))")
    let main = try String(contentsOf: launcher, encoding: .utf8)
    #expect(main.contains("(Emblem.self)") && !main.contains("(Badge.self)"), "\(main)")

    // An error in the package's code: the compiler's error, as when the package is built.
    try Sample.package.write(badge + "let notANumber: Int = \"x\"\n", to: path)
    prepared = try Sample.package.workbench("prepare", "--launcher-first")
    #expect(prepared.status == 2, "\(prepared.output.suffix(2000))")
    #expect(prepared.output.contains("Badge.swift:2:"), "\(prepared.output.suffix(2000))")
  }
}
