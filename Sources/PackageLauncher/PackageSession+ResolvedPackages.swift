import Foundation
import PackageDiscovery

extension PackageSession {
  /// Where whether each remote package resolves here is kept, by its URL and requirement.
  private var resolvedPath: String { buildRoot + "/.resolved.json" }

  /// The app's remote Swift packages that one of its files imports a product of, and that resolve
  /// here: `swift package resolve` in a package of its own that depends on it alone, run once per
  /// URL and requirement (the answer is kept beside the app's package).
  func resolvedPackages(of project: XcodeProject, texts: [String: String]) -> [XcodeProject.PackageReference] {
    let imported = AppPackage.importedModules(of: texts.values)
    let wanted = project.packages.filter { !imported.isDisjoint(with: $0.products) }
    guard !wanted.isEmpty, let swift = SwiftTool.find(environment: environment, files: files) else { return [] }
    var known =
      (try? files.read(resolvedPath)).flatMap { try? JSONDecoder().decode([String: Bool].self, from: $0) } ?? [:]
    let before = known
    let resolved = wanted.filter { reference in
      let key = reference.url + " " + reference.requirement
      if let answer = known[key] { return answer }
      let answer = resolves(reference, swift: swift)
      known[key] = answer
      return answer
    }
    if known != before, let data = try? JSONEncoder().encode(known) { try? files.replace(resolvedPath, data) }
    return resolved
  }

  /// Whether `reference` resolves here, in a package of its own under the app's package.
  private func resolves(_ reference: XcodeProject.PackageReference, swift: SwiftTool) -> Bool {
    // Named otherwise than the package: a root of the same identity would stand for it.
    let folder = buildRoot + "/.packages/probe-" + reference.identity
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(name: "Probe", dependencies: [\(reference.manifestEntry)], targets: [])

      """
    say("resolving \(reference.url) (\(reference.requirement))…")
    do {
      try files.createDirectory(folder)
      try files.replace(folder + "/Package.swift", Data(manifest.utf8))
      let outcome = try swift.run(["package", "resolve"], in: folder, timeLimit: .seconds(180))
      return outcome.succeeded && !outcome.timedOut
    } catch {
      return false
    }
  }
}
