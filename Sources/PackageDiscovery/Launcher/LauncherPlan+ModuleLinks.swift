import JSONTrace

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

  /// Takes the package's static decoders, each with the module that declares it: each is found
  /// once (two symbol graphs may list one, a module's and its extension's), and each module of the
  /// plan knows its own (``Module/ownDecoders``).
  public mutating func noteFoundDecoders(_ found: [(expression: String, module: String)]) {
    var seen: Set<String> = []
    let unique = found.filter { seen.insert($0.expression).inserted }
    suggestedDecoders = unique.map(\.expression)
    foundDecoders = suggestedDecoders
    for index in modules.indices {
      modules[index].ownDecoders = unique.filter { $0.module == modules[index].name }.map(\.expression)
    }
  }

  /// The lines of a module in ``mainSource`` that list the modules its tests reach and the
  /// decoders it declares, when it has any.
  static func namesLines(reaches: [String], ownDecoders: [String]) -> [String] {
    var lines: [String] = []
    if !reaches.isEmpty {
      lines.append("        reaches: [\(reaches.map(SwiftStringLiteral.quoting).joined(separator: ", "))],")
    }
    if !ownDecoders.isEmpty {
      lines.append("        ownDecoders: [\(ownDecoders.map(SwiftStringLiteral.quoting).joined(separator: ", "))],")
    }
    return lines
  }
}
