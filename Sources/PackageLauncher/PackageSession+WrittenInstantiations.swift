import PackageDiscovery

extension PackageSession {
  /// The instantiations of `generics` that the Swift files of `manifest`'s targets, tests
  /// included, write out.
  func writtenInstantiations(_ manifest: PackageManifest, generics: Set<String>) -> WrittenInstantiations {
    guard !generics.isEmpty else { return WrittenInstantiations() }
    var sources: [String] = []
    func walk(_ folder: String) {
      for name in (try? files.list(folder)) ?? [] where !name.hasPrefix(".") {
        let path = folder + "/" + name
        if files.isDirectory(path) {
          walk(path)
        } else if name.hasSuffix(".swift"), let data = try? files.read(path) {
          sources.append(String(decoding: data, as: UTF8.self))
        }
      }
    }
    for folder in Set(manifest.targets.map(\.path)) { walk(root + "/" + folder) }
    return WrittenInstantiations(generics: generics, sources: sources)
  }
}
