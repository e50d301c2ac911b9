/// Which test target the exports of a module's models go into, and so which one `workbench init`
/// prints `Package.swift` lines for.
public struct ExportTarget: Sendable, Hashable {
  /// The library target whose models are exported (`StorefrontKit`).
  public var module: String
  /// The test target the exports compile in (`StorefrontKitTests`).
  public var testTarget: String

  /// The exports of `module`'s models go into `testTarget`.
  public init(module: String, testTarget: String) {
    self.module = module
    self.testTarget = testTarget
  }

  /// The pairs of `manifest`: with a configured export folder, the test target whose folder holds
  /// it, with the library targets it depends on; else each library target with the test target that
  /// depends on it (or, when none does, the one the convention would name).
  public static func pairs(in manifest: PackageManifest, exports: String?) -> [ExportTarget] {
    if let exports {
      let folder = exports.hasPrefix("./") ? String(exports.dropFirst(2)) : exports
      if let tests = manifest.targets.first(where: {
        $0.type == "test" && (folder == $0.path || folder.hasPrefix($0.path + "/"))
      }) {
        let libraries = Set(manifest.libraryTargets.map(\.name))
        let modules = tests.targetDependencies.filter(libraries.contains)
        if !modules.isEmpty { return modules.map { ExportTarget(module: $0, testTarget: tests.name) } }
      }
    }
    return manifest.libraryTargets.map { library in
      ExportTarget(
        module: library.name, testTarget: manifest.testTarget(dependingOn: library.name)?.name ?? "\(library.name)Tests"
      )
    }
  }
}
