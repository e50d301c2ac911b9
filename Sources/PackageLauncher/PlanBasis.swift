import Foundation
import JSONCore
import PackageDiscovery

/// What the launcher's plan was last read from, kept beside the launcher (`plan-basis.json`): the
/// package's files then, its manifest as `swift package describe` wrote it, its build folder, the
/// shared engine it linked, and a digest of the launcher the plan wrote. While the package's
/// manifest, the configuration and this workbench stay as they were, the next change reuses all
/// of it, and a change to Swift sources alone builds the launcher before its plan is read again.
struct PlanBasis: Codable, Equatable {
  /// ``LauncherInputs/text`` when the plan was read.
  var inputs: String
  /// The JSON `swift package describe --type json` printed.
  var manifest: String
  /// The package's build products (`swift build --show-bin-path` in the launcher's scratch).
  var binPath: String
  /// The shared engine the plan linked, if any.
  var sharedEngine: SharedEngine?
  /// A digest of the launcher's manifest and `main.swift` as planned, before any registration
  /// that did not compile was left out.
  var planned: String

  static func digest(of plan: LauncherPlan) -> String {
    var digest = FNV1a(plan.packageManifest.utf8)
    digest.add(plan.mainSource.utf8)
    return digest.hex
  }

  /// Whether `inputs` differ from ``inputs`` in nothing the manifest, the configuration or this
  /// workbench is read from: the same files, and only Swift sources other than the manifest
  /// changed. The describe output, the build folder and the shared engine then hold.
  /// The instantiations a user asked for leave the manifest as it was.
  func holdsManifest(for inputs: LauncherInputs) -> Bool {
    var before = LauncherInputs.entries(of: self.inputs)
    var now = LauncherInputs.entries(of: inputs.text)
    before[Substring(LauncherInputs.askedEntry)] = nil
    now[Substring(LauncherInputs.askedEntry)] = nil
    guard before.count == now.count else { return false }
    for (name, stamp) in now where before[name] != stamp {
      guard before[name] != nil, Self.isPlainSource(name) else { return false }
    }
    return true
  }

  /// Whether the launcher may be built before the plan is read again, for `inputs`: only
  /// Swift sources changed, and at least one (an instantiation asked for changes the plan).
  func allowsLauncherFirst(for inputs: LauncherInputs) -> Bool {
    let entry = Substring(LauncherInputs.askedEntry)
    let asksAgain = LauncherInputs.entries(of: self.inputs)[entry] != LauncherInputs.entries(of: inputs.text)[entry]
    return self.inputs != inputs.text && !asksAgain && holdsManifest(for: inputs)
  }

  /// A Swift source of the user's package that is not a manifest.
  private static func isPlainSource(_ name: Substring) -> Bool {
    guard name.hasSuffix(".swift"), !name.hasPrefix("clone/") else { return false }
    let file = name.split(separator: "/").last ?? ""
    return !(name == file && file.hasPrefix("Package"))
  }
}
