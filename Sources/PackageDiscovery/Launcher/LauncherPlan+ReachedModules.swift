extension LauncherPlan {
  /// Gives each module the other modules of the plan that its test target in `manifest` depends
  /// on, directly or through another target (``Module/reaches``).
  mutating func noteReachedModules(in manifest: PackageManifest) {
    let targetOfModule = Dictionary(
      manifest.libraryTargets.map { ($0.module, $0.name) }, uniquingKeysWith: { first, _ in first })
    for index in modules.indices {
      guard let target = targetOfModule[modules[index].name], let tests = manifest.testTarget(dependingOn: target)
      else { continue }
      modules[index].reaches = modules.map(\.name).filter { other in
        other != modules[index].name && targetOfModule[other].map { manifest.reaches($0, from: tests.name) } == true
      }
    }
  }
}
