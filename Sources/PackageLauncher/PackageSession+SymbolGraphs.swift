import Foundation
import PackageDiscovery

extension PackageSession {
  /// The models of the library targets, the raw-value enums whose cases the launcher lists, and
  /// the typealiases that name generic instantiations, and the package's own static decoders,
  /// from the symbol graph the compiler writes for each module (`swift-symbolgraph-extract`, as
  /// `swift package dump-symbol-graph` runs it, but only for the library modules: that command
  /// also builds the test targets, and fails on the test modules it synthesizes when they have
  /// dependencies).
  func readModels(_ manifest: PackageManifest, binPath: String, swift: SwiftTool) -> (
    models: [FoundModel], valueEnums: [FoundValueEnum], aliases: [FoundTypealias],
    decoders: [(expression: String, module: String)], dateFormatters: [String]
  ) {
    let bin = URL(fileURLWithPath: binPath)
    let modules =
      files.exists(bin.appendingPathComponent("Modules").path)
      ? bin.appendingPathComponent("Modules").path : bin.path
    let triple = bin.deletingLastPathComponent().lastPathComponent
    let buildManifest = bin.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(bin.lastPathComponent + ".yaml").path
    let moduleMaps =
      (try? files.read(buildManifest)).map {
        BuildModuleMaps.flags(inBuildManifest: String(decoding: $0, as: UTF8.self))
      } ?? []
    let output = root + "/" + SymbolGraphModels.folder
    try? files.createDirectory(output)
    let extractor = swift.sibling("swift-symbolgraph-extract")
    var platform: [String] = []
    #if os(macOS)
      // The extractor finds Foundation and the other system modules in the SDK only when told.
      if let sdk = try? SwiftTool(executable: "/usr/bin/xcrun").run(["--show-sdk-path"], in: root).output {
        platform = ["-sdk", sdk.trimmingCharacters(in: .whitespacesAndNewlines)]
      }
    #endif
    var models: [FoundModel] = []
    var valueEnums: [FoundValueEnum] = []
    var aliases: [FoundTypealias] = []
    var decoders: [(expression: String, module: String)] = []
    var dateFormatters: [String] = []
    for target in manifest.libraryTargets where target.isSwift {
      let graph = "\(output)/\(target.module).symbols.json"
      try? files.remove(graph)
      let arguments =
        [
          "-module-name", target.module, "-target", triple, "-I", modules, "-module-cache-path",
          bin.path + "/ModuleCache",
          "-minimum-access-level", "internal", "-omit-extension-block-symbols", "-output-dir", output,
        ] + moduleMaps + platform
      let outcome = try? SwiftTool(executable: extractor).run(arguments, in: root)
      guard let data = try? files.read(graph) else {
        say(
          "note: could not read the symbol graph of \(target.module): " + (outcome?.output.prefix(300) ?? "no output"))
        continue
      }
      models += (try? SymbolGraphModels.models(inSymbolGraph: Array(data))) ?? []
      valueEnums += (try? SymbolGraphModels.valueEnums(inSymbolGraph: Array(data))) ?? []
      let moduleAliases = (try? SymbolGraphModels.typealiases(inSymbolGraph: Array(data))) ?? []
      aliases += moduleAliases
      let nested = (try? SymbolGraphModels.nestedInGenerics(inSymbolGraph: Array(data))) ?? []
      models += NestedInGeneric.models(nested, through: moduleAliases)
      // A static decoder declared in an extension of JSONDecoder is in the graph of that extension.
      let extensions = ((try? files.list(output)) ?? []).filter { $0.hasPrefix(target.module + "@") }
      for graph in [target.module + ".symbols.json"] + extensions {
        guard let bytes = try? files.read(output + "/" + graph) else { continue }
        decoders += ((try? SymbolGraphModels.decoders(inSymbolGraph: Array(bytes))) ?? []).map { ($0, target.module) }
        dateFormatters += (try? SymbolGraphModels.dateFormatters(inSymbolGraph: Array(bytes))) ?? []
      }
    }
    return (models, valueEnums, aliases, decoders, dateFormatters)
  }
}
