import Foundation
import Testing

/// The package options through the real binary, in a folder that holds no package: each misuse is
/// a usage error (status 2) that says what to do, and nothing is built or written.
struct PackageOptionsBinaryTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-package-\(UUID().uuidString)")

  @Test func initOutsideAPackageSaysWhereToRunIt() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try WorkbenchBinaryTests().run(["init"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "no Swift package or Xcode project here: no Package.swift in \(folder.path) or in any folder above it, and no .xcodeproj in it"
      ))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("fixture-workbench.json").path))
  }

  @Test func outsideAnyPackageNoDemoOpens() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [["lint"], ["schema", "--model", "Pokemon"], []] {
      let run = try WorkbenchBinaryTests().run(arguments, in: folder)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errors.contains("`workbench demo` opens the bundled demo workspaces"), "\(run.errors)")
      #expect(run.output.isEmpty, "\(run.output)")
    }
  }

  @Test func aPackageFolderWithoutAManifestIsNamed() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try WorkbenchBinaryTests().run(["lint", "--package", folder.path], in: folder)
    #expect(run.status == 2)
    #expect(
      run.errors.contains("has no Package.swift and no .xcodeproj: name a SwiftPM package's or an app's folder"),
      "\(run.errors)")
  }

  @Test func keysAndDatesAreForAPackagesModels() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try WorkbenchBinaryTests().run(
      ["schema", "--model", "Pokemon", "--keys", "convertFromSnakeCase"], environment: ["WORKBENCH_BUNDLED": "1"],
      in: folder)
    #expect(run.status == 2)
    #expect(run.errors.contains("--keys and --dates set how a package's models decode"), "\(run.errors)")
    let bad = try WorkbenchBinaryTests().run(["lint", "--dates", "unix"], in: folder)
    #expect(bad.status != 0)
    #expect(bad.errors.contains("allowed: deferredToDate"), "\(bad.errors)")
  }
}
