import Foundation
import JSONCore
import WorkbenchContext

/// The files that keep what runs learn of a user's package, in its
/// `.build/fixture-workbench/cache/`, one of each kind per workspace (module): valid for one
/// build of the launcher and the decoding each model has; `rm -rf .build/fixture-workbench/cache`
/// clears them.
package struct PackageCaches: Sendable {
  package var fits: FitCache
  package var learned: LearnedCache
  package var decoders: CacheFile<KeptDecoder>
  package var packageDecoding: CacheFile<KeptPackageDecoding>
  package var inspections: InspectionCache
  package var spelledKeys: CacheFile<KeptSpelledKeys>
  /// The models' key trees when their fixtures last decoded; kept across builds, each tree
  /// with the build it holds for.
  package var schemas: CacheFile<KeptSchema>
  /// The build and decoding fixtures of each of ``schemas``, without the trees.
  package var schemaStates: CacheFile<KeptSchemaState>
  /// The repairs of the fixtures a model change broke, by the fixture's path.
  package var repairs: CacheFile<KeptRepair>
  /// What the other caches' values hold for: the launcher's build and each model's decoding.
  package let build: String

  /// The caches of `workspace` in `folder`, for the launcher whose build is `launcherBuild`. With
  /// `provisionalChoices`, the decoders chosen for a build before are read as they are, and
  /// nothing chosen is kept (``UserPackage/choicesAreProvisional``).
  package init(
    folder: String, workspace: Workspace, launcherBuild: String, files: FileSystem, provisionalChoices: Bool = false
  ) {
    var digest = FNV1a(launcherBuild.utf8)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for model in workspace.models {
      digest.add("\n\(model.name)\t\(model.typeName)\t".utf8)
      digest.add((try? encoder.encode(model.decoding)) ?? Data())
    }
    // A workspace is a module, whose name is a Swift identifier.
    let stem = folder + "/" + workspace.name
    fits = FitCache(path: stem + "-fits.json", build: digest.hex, files: files)
    learned = LearnedCache(path: stem + "-learned.json", build: digest.hex, files: files)
    decoders = CacheFile(
      path: stem + "-decoders.json", build: digest.hex, files: files, isProvisional: provisionalChoices)
    // Kept across builds: what the fixtures need does not change when a model's code does.
    packageDecoding = CacheFile(
      path: stem + "-decoding.json", build: "every build", files: files, isProvisional: provisionalChoices)
    inspections = InspectionCache(path: stem + "-inspections.json", build: digest.hex, files: files)
    spelledKeys = CacheFile(
      path: stem + "-spelled-keys.json", build: digest.hex, files: files, isProvisional: provisionalChoices)
    schemas = CacheFile(path: stem + "-schemas.json", build: "every build", files: files)
    schemaStates = CacheFile(path: stem + "-schema-states.json", build: "every build", files: files)
    repairs = CacheFile(path: stem + "-repairs.json", build: digest.hex, files: files)
    build = digest.hex
  }
}
