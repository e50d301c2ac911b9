/// The C module maps a package's build hands the compiler (`-fmodule-map-file=` in the build
/// manifest SwiftPM writes, `<configuration>.yaml`): the symbol graph extractor needs them to load
/// a module that imports a C target, the package's own or a dependency's (`_NumericsShims`).
enum BuildModuleMaps {
  /// The extractor's flags for each module map `manifest` names, once each, in order.
  static func flags(inBuildManifest manifest: String) -> [String] {
    var seen: Set<Substring> = []
    var flags: [String] = []
    for match in manifest.matches(of: /-fmodule-map-file=([^"\s]+)/) where seen.insert(match.output.1).inserted {
      flags += ["-Xcc", "-fmodule-map-file=" + match.output.1]
    }
    return flags
  }
}
