import Foundation
import JSONCore
import PackageDiscovery

extension PackageSession {
  var planBasisPath: String { launcherFolder + "/plan-basis.json" }
  /// A digest of the inputs the plan was last read from: what tells, without reading the basis,
  /// that the launcher was built before its plan was read again.
  var planReadPath: String { launcherFolder + "/plan-read.txt" }

  /// Whether the launcher was built from `inputs` (a ``LauncherInputs/text``) before its plan
  /// was read from them.
  func planIsUnread(for inputs: String?) -> Bool {
    guard let inputs, let read = try? files.read(planReadPath) else { return false }
    return read != Data(FNV1a(inputs.utf8).hex.utf8)
  }

  /// What the launcher's plan was last read from, if kept.
  var planBasis: PlanBasis? {
    guard let data = try? files.read(planBasisPath) else { return nil }
    return try? JSONDecoder().decode(PlanBasis.self, from: data)
  }

  func save(_ basis: PlanBasis) {
    guard let data = try? JSONEncoder().encode(basis) else { return }
    try? files.replace(planBasisPath, data)
    try? files.replace(planReadPath, Data(FNV1a(basis.inputs.utf8).hex.utf8))
  }

  /// The manifest `basis` kept, and its JSON.
  func heldManifest(_ basis: PlanBasis) -> (PackageManifest, String)? {
    (try? PackageManifest(describeJSON: Array(basis.manifest.utf8))).map { ($0, basis.manifest) }
  }

  /// The shared engine `basis` kept when it is still the one built, else `nil`; `.some(nil)` when
  /// the plan linked none.
  func heldEngine(_ basis: PlanBasis) -> SharedEngine?? {
    guard let engine = basis.sharedEngine else { return .some(nil) }
    return files.stamp(engine.folder + "/" + SharedEngine.fileName) == engine.stamp ? engine : nil
  }

  /// Builds the launcher as it is written when only Swift sources changed since `basis` was read,
  /// before the plan is read again (the plan changes far less often than the code): answers
  /// whether it built. When the build's errors are in the launcher's own files (a model gone or
  /// renamed), or it fails with none, the plan is read first instead; errors in the package's code
  /// fail as the package's build does.
  mutating func buildLauncherFirst(for inputs: LauncherInputs, basis: PlanBasis) -> Bool {
    guard basis.allowsLauncherFirst(for: inputs), files.isExecutable(launcherBinary),
      let swift = SwiftTool.find(environment: environment, files: files), let (manifest, _) = heldManifest(basis)
    else { return false }
    say("updating the launcher…")
    let outcome = buildLauncher(swift)
    if outcome.succeeded { return true }
    let errors = outcome.output.split(separator: "\n").filter { $0.contains(": error:") }
    guard !errors.isEmpty, !errors.contains(where: { $0.contains(launcherFolder + "/") }) else { return false }
    failBuild(manifest.name, outcome.output)
  }
}
