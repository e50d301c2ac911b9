import JSONTrace

/// A SwiftPM package that stands for an Xcode project, so that its models build and run as a
/// package's do: one library target per app or framework target with models, holding only the
/// files ``ModelSources`` chooses, and a test target for each unit-test target that tests one of
/// them, whose folder holds the fixtures. It is written in a folder of its own that links, by the
/// same names, every entry of the project's folder, so each path in it reads as in the project.
public struct AppPackage: Sendable, Equatable {
  /// A library target: the project target's module and the files it compiles.
  public struct Library: Sendable, Equatable {
    public var module: String
    /// Its folder, relative to the project's, and its files relative to that folder.
    public var path: String
    public var sources: [String]
    /// The other libraries it depends on, by module.
    public var dependencies: [String]
    /// What ``ModelSources`` chose, and left out, for it.
    public var choice: ModelSources
    /// The package products its files import (``AppPackage/packages``).
    public var products: [String] = []
  }

  /// A unit-test target: its folder (where its fixtures are found) and its Swift files.
  public struct Tests: Sendable, Equatable {
    public var module: String
    public var path: String
    public var sources: [String]
    public var dependencies: [String]
  }

  public var name: String
  public var libraries: [Library]
  public var tests: [Tests]
  /// The models of every target that are not compiled, with why.
  public var leftOut: [ModelSources.LeftOutModel] = []
  /// The Swift packages the libraries depend on, each as a manifest's `dependencies` names it
  /// (`.package(path: "/src/App/Packages/Backend")`), with its identity: the project's local
  /// packages whose manifest names no other package and that no build here refused, and its
  /// remote packages that resolve here (`resolved`).
  public var packages: [String: String] = [:]

  /// The files compiled with their imports of modules this host lacks left out, by path, with
  /// those modules (``ModelSources/withoutImports``).
  public var withoutImports: [String: [String]] {
    libraries.reduce(into: [:]) { all, library in
      all.merge(library.choice.withoutImports.filter { library.choice.compiled.contains($0.key) }) { first, _ in first }
    }
  }

  /// `text` with each line that imports one of `modules` made empty, so every other line keeps
  /// its number.
  public static func removingImports(of modules: [String], from text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).drop { $0.hasPrefix("@") }
      guard words.first == "import", words.count >= 2 else { return line }
      let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
      let named =
        kinds.contains(words[words.startIndex + 1]) && words.count >= 3
        ? words[words.startIndex + 2] : words[words.startIndex + 1]
      let module = named.prefix { $0 != "." }
      return modules.contains(String(module)) ? "" : line
    }
    return lines.joined(separator: "\n")
  }

  /// The package for `project`, where `texts` gives each of its Swift files' text (by its path
  /// relative to the project's folder; a file missing from it is left out) and `available` the
  /// modules this host can import, and `refused` the files a build here refused, with why.
  public init(
    project: XcodeProject, texts: [String: String], available: Set<String>, refused: [String: String] = [:],
    localManifests: [String: String] = [:], resolved: [XcodeProject.PackageReference] = []
  ) {
    name = project.name
    var libraries: [Library] = []
    var leftOutModels: [ModelSources.LeftOutModel] = []
    let local = Self.buildingProducts(of: project, manifests: localManifests, refused: refused, resolved: resolved)
    var made = available.union(local.keys)
    for target in Self.ordered(project.targets.filter(\.kind.holdsModels)) {
      let files = target.sources.compactMap { path in texts[path].map { (path: path, text: $0) } }
      var described: [String: String] = [:]
      for product in project.targets.flatMap(\.packageProducts) where local[product] == nil {
        described[product] =
          project.localProducts[product] == nil
          ? "a package the project depends on, which does not resolve here"
          : "a local package that depends on other packages, or does not build here"
      }
      for other in project.targets where other.kind.holdsModels {
        described[other.moduleName] = "a target of the project that compiles no model here"
      }
      // A file two targets share (an app for each platform) is compiled once, by the first.
      let compiledBefore = Set(libraries.flatMap(\.choice.compiled))
      var choice = ModelSources(files: files, available: made, refused: refused, modules: described)
      choice.compiled.removeAll(where: compiledBefore.contains)
      for model in choice.leftOutModels where !leftOutModels.contains(model) { leftOutModels.append(model) }
      guard !choice.compiled.isEmpty else { continue }
      let path = Self.commonFolder(of: choice.compiled)
      let modules = Set(libraries.map(\.module))
      libraries.append(
        Library(
          module: target.moduleName, path: path, sources: choice.compiled.map { Self.relative($0, to: path) },
          dependencies: project.targets.filter { target.dependencies.contains($0.name) }.map(\.moduleName)
            .filter(modules.contains), choice: choice,
          products: Self.imported(by: choice.compiled, texts: texts).filter { local[$0] != nil }.sorted()))
      made.insert(target.moduleName)
    }
    self.libraries = libraries
    packages = Dictionary(
      libraries.flatMap(\.products).compactMap { local[$0] }.map { ($0.entry, $0.identity) },
      uniquingKeysWith: { first, _ in first })
    productPackages = local
    leftOut = leftOutModels
    let byName = Dictionary(project.targets.map { ($0.name, $0.moduleName) }, uniquingKeysWith: { first, _ in first })
    let modules = Set(libraries.map(\.module))
    tests = project.targets.filter { $0.kind == .unitTests }.compactMap { target in
      let sources = target.sources
      let path = Self.commonFolder(of: sources + target.resources)
      let tested = target.dependencies.compactMap { byName[$0] }.filter(modules.contains)
      guard !sources.isEmpty, !path.isEmpty,
        !libraries.contains(where: { Self.overlaps($0.path, path) })
      else { return nil }
      return Tests(
        module: target.moduleName, path: path, sources: sources.map { Self.relative($0, to: path) },
        dependencies: tested.isEmpty ? libraries.map(\.module) : tested)
    }
  }

  /// The package of each product the libraries may import, as ``packages`` names it.
  private var productPackages: [String: Dependency] = [:]

  /// A package as a manifest's `dependencies` names it, and its identity.
  private struct Dependency: Sendable, Equatable {
    var entry: String
    var identity: String
  }

  /// The products of `project`'s packages that build here, each with its package as a manifest
  /// names it and its identity: a local package whose manifest (in `manifests`, by the folder as
  /// the project names it) names no other package and none of whose files a build here refused,
  /// and the remote packages of `resolved`.
  private static func buildingProducts(
    of project: XcodeProject, manifests: [String: String], refused: [String: String],
    resolved: [XcodeProject.PackageReference]
  ) -> [String: Dependency] {
    var products: [String: Dependency] = [:]
    for reference in resolved {
      for product in reference.products {
        products[product] = Dependency(entry: reference.manifestEntry, identity: reference.identity)
      }
    }
    for (product, path) in project.localProducts {
      guard let manifest = manifests[path], !manifest.contains(".package("),
        !refused.keys.contains(where: { $0.hasPrefix(path + "/") })
      else { continue }
      let folder = PBXPaths.joined(project.folder, path)
      products[product] = Dependency(
        entry: ".package(path: \(SwiftStringLiteral.quoting(folder)))", identity: identity(of: folder))
    }
    return products
  }

  /// The modules any of `texts` imports, outside `#if`.
  public static func importedModules(of texts: some Sequence<String>) -> Set<String> {
    Set(texts.flatMap { SwiftFileOutline($0, fileName: "").imports })
  }

  /// The modules `paths` import, from their `texts`.
  private static func imported(by paths: [String], texts: [String: String]) -> Set<String> {
    Set(paths.flatMap { path in texts[path].map { SwiftFileOutline($0, fileName: "").imports } ?? [] })
  }

  /// A package's identity, as SwiftPM makes it from its folder's name.
  private static func identity(of folder: String) -> String {
    String(folder.split(separator: "/").last ?? "").lowercased()
  }

  /// The targets in an order where each comes after those it depends on.
  private static func ordered(_ targets: [XcodeProject.Target]) -> [XcodeProject.Target] {
    var ordered: [XcodeProject.Target] = []
    var placed: Set<String> = []
    func place(_ target: XcodeProject.Target, visiting: Set<String>) {
      guard !placed.contains(target.name), !visiting.contains(target.name) else { return }
      for dependency in targets where target.dependencies.contains(dependency.name) {
        place(dependency, visiting: visiting.union([target.name]))
      }
      placed.insert(target.name)
      ordered.append(target)
    }
    for target in targets { place(target, visiting: []) }
    return ordered
  }

  /// The deepest folder that holds every one of `paths`; empty when that is the project's own.
  static func commonFolder(of paths: [String]) -> String {
    let folders = paths.map { $0.split(separator: "/").dropLast() }
    guard var common = folders.first else { return "" }
    for folder in folders.dropFirst() {
      common = common.prefix(zip(common, folder).prefix { $0 == $1 }.count)
    }
    return common.joined(separator: "/")
  }

  private static func relative(_ path: String, to folder: String) -> String {
    folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
  }

  private static func overlaps(_ one: String, _ other: String) -> Bool {
    one.isEmpty || other.isEmpty || one == other || one.hasPrefix(other + "/") || other.hasPrefix(one + "/")
  }

  /// What this package is written from, for a line of its manifest's header.
  public static let header =
    "// Written by Fixture Workbench from an app's project or files: it is rewritten when they change."

  /// The package's `Package.swift`.
  public var manifest: String {
    func list(_ names: [String]) -> String { "[" + names.map(SwiftStringLiteral.quoting).joined(separator: ", ") + "]" }
    func dependencies(of library: Library) -> String {
      let products = library.products.compactMap { product in
        productPackages[product].map { package in
          ".product(name: \(SwiftStringLiteral.quoting(product)), package: \(SwiftStringLiteral.quoting(package.identity)))"
        }
      }
      return "[" + (library.dependencies.map(SwiftStringLiteral.quoting) + products).joined(separator: ", ") + "]"
    }
    let packages = self.packages.keys.sorted().map { "    \($0)," }
    let products = libraries.map { library in
      "    .library(name: \(SwiftStringLiteral.quoting(library.module)), targets: [\(SwiftStringLiteral.quoting(library.module))]),"
    }
    let targets =
      libraries.map { library in
        """
            .target(
              name: \(SwiftStringLiteral.quoting(library.module)), dependencies: \(dependencies(of: library)),
              path: \(SwiftStringLiteral.quoting(library.path.isEmpty ? "." : library.path)),
              sources: \(list(library.sources)),
              swiftSettings: [.swiftLanguageMode(.v5)]),
        """
      }
      + tests.map { tests in
        """
            .testTarget(
              name: \(SwiftStringLiteral.quoting(tests.module)), dependencies: \(list(tests.dependencies)),
              path: \(SwiftStringLiteral.quoting(tests.path)), sources: \(list(tests.sources))),
        """
      }
    return """
      // swift-tools-version: 6.0
      \(Self.header)
      import PackageDescription

      let package = Package(
        name: \(SwiftStringLiteral.quoting(name)),
        products: [
      \(products.joined(separator: "\n"))
        ],\(packages.isEmpty ? "" : "\n  dependencies: [\n" + packages.joined(separator: "\n") + "\n  ],")
        targets: [
      \(targets.joined(separator: "\n"))
        ]
      )

      """
  }
}
