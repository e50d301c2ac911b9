import Foundation
import PackageDiscovery

extension PackageSession {
  /// This clone's engine as one shared library, built now or brought up to date, for the launcher
  /// to link instead of compiling the engine in every package: `nil`, and the launcher compiles it
  /// as before, when the package itself depends on this clone or on a package the engine holds
  /// (their modules would be there twice), or when the engine does not build in the clone (a
  /// clone that may not be written, say), which a note says.
  func sharedEngine(_ swift: SwiftTool, workbenchRoot: String) -> SharedEngine? {
    guard environment["WORKBENCH_SHARED_ENGINE"] != "0" else { return nil }
    let shown = runSwift(
      swift, ["package", "--scratch-path", launcherScratch, "show-dependencies", "--format", "json"], in: buildRoot)
    guard shown.succeeded, let tree = try? DependencyTree(showDependenciesOutput: shown.output) else { return nil }
    let clone = URL(fileURLWithPath: workbenchRoot).standardizedFileURL.path
    let shares = tree.allDependencies.contains { dependency in
      SharedEngine.heldPackages.contains(dependency.identity)
        || dependency.path.map { URL(fileURLWithPath: $0).standardizedFileURL.path } == clone
    }
    guard !shares else { return nil }
    let scratch = workbenchRoot + "/" + SharedEngine.scratchPath
    let folder = scratch + "/debug"
    if !files.exists(folder + "/" + SharedEngine.fileName) {
      say("building Fixture Workbench's engine, once for the launchers of every package (a few minutes)…")
    }
    // The model-side targets optimised, as in an engine compiled inside a launcher, and, since it
    // is built once for every package, the rest of the engine too.
    let built = runSwiftInScratch(
      swift, ["build", "--product", SharedEngine.product, "--scratch-path", scratch], in: workbenchRoot,
      scratch: scratch, environment: ["WORKBENCH_LAUNCHER_BUILD": "1", "WORKBENCH_SHARED_ENGINE_BUILD": "1"],
      progress: true)
    guard built.succeeded, let stamp = files.stamp(folder + "/" + SharedEngine.fileName) else {
      say(
        "note: Fixture Workbench's engine did not build in \(scratch) (its log is in this package's .build/fixture-workbench/engine.log); the launcher compiles it instead"
      )
      let log = root + "/.build/fixture-workbench/engine.log"
      try? files.replace(log, Data(built.output.utf8))
      return nil
    }
    removeEngineModules(from: launcherScratch + "/debug/Modules", like: folder + "/Modules")
    return SharedEngine(folder: folder, stamp: stamp)
  }

  /// Removes from `folder` the modules a launcher that compiled the engine left there, which the
  /// compiler would find before the shared engine's own.
  private func removeEngineModules(from folder: String, like engine: String) {
    let engineModules = Set(((try? files.list(engine)) ?? []).filter { $0.hasSuffix(".swiftmodule") })
    for name in (try? files.list(folder)) ?? [] where engineModules.contains(name) {
      try? files.remove(folder + "/" + name)
    }
  }
}
