import Foundation
import ModelAdapter
import PackageDiscovery
import WorkbenchContext

/// A user's package as its generated launcher registers it: the modules that hold `Decodable`
/// types, each with its models. The launcher lists it (``catalog``) for the installed `workbench`
/// and serves its models' code as that workbench's worker (``runLauncher(arguments:context:)``);
/// the workbench, from the catalog, makes it into workspaces, one per module, with what
/// `fixture-workbench.json` says (``registry(configuration:overrides:configurationFile:files:)``).
public struct UserPackage: Sendable {
  /// One model type, registered with the decoding the configuration gives its name.
  public struct Model: Sendable {
    /// The name users type (`Forecast`, `Page<Forecast>`).
    public let name: String
    /// The model type's name as its module spells it (`Merchant.Logo`, `PagedResult<Order>`).
    let typeName: String
    /// The module that declares the type.
    let moduleName: String
    let make: @Sendable (DecodingOptions) -> WorkspaceModel

    /// The model `type`, learned from its type alone, named `name` (a typealias of the package
    /// that names it, `OrderPage`) or, by default, as its type reads in its module, nested types
    /// by their path (`Page<Forecast>`, `Change.File`), so that two of one name are told apart.
    public static func model<Type: Decodable & SendableMetatype>(_ type: Type.Type, name: String? = nil) -> Model {
      let names = WorkspaceModel.names(of: type, name: name ?? readableTypeName(type))
      return Model(name: names.name, typeName: names.typeName, moduleName: names.moduleName) { options in
        WorkspaceModel.model(type, name: names.name, decoding: options)
      }
    }

    /// A model of the launcher that serves this process as its worker, as its catalog lists it.
    static func elsewhere(_ listed: Catalog.Entry) -> Model {
      Model(name: listed.name, typeName: listed.typeName, moduleName: listed.moduleName) { options in
        WorkspaceModel.elsewhere(
          name: listed.name, typeName: listed.typeName, moduleName: listed.moduleName, decoding: options)
      }
    }
  }

  /// One module of the package and its models.
  public struct Module: Sendable {
    /// The module name: the workspace's name.
    public let name: String
    /// The folder of the test target that depends on the module, relative to the package root.
    public let testTarget: String?
    /// Generic models with no instantiation in the configuration (`Page<Item>`).
    public let genericsWithoutArguments: [String]
    /// What the test target lacks for exported tests to compile there, in words, if anything.
    public let exportNote: String?
    /// The models.
    public let models: [Model]
    /// The other modules its test target depends on, directly or not: their models are also
    /// the ones its fixtures may be.
    public let reaches: [String]
    /// The package's static decoders (``UserPackage/suggestedDecoders``) declared in the module.
    public let ownDecoders: [String]

    /// The module `name` with `models`.
    public init(
      _ name: String, testTarget: String?, genericsWithoutArguments: [String] = [], exportNote: String? = nil,
      reaches: [String] = [], ownDecoders: [String] = [], models: [Model]
    ) {
      self.ownDecoders = ownDecoders
      self.name = name
      self.testTarget = testTarget
      self.genericsWithoutArguments = genericsWithoutArguments
      self.exportNote = exportNote
      self.reaches = reaches
      self.models = models
    }

    /// The convention's folder for the module's fixtures and exports: its test target, or
    /// `Tests/<Module>Tests` when it has none yet.
    var testFolder: String { testTarget ?? "Tests/\(name)Tests" }
  }

  /// The package's folder.
  public let root: String
  /// Its modules that hold models.
  public let modules: [Module]
  /// The package's own decoders, by the expression the configuration names each with.
  public let decoders: [String: @Sendable () -> JSONDecoder]
  /// The package's static `JSONDecoder`s, whether named or not (`JSONDecoder.storefront`).
  public let suggestedDecoders: [String]
  /// The folders of all its targets, relative to its root, as its manifest says: a folder of
  /// fixtures under `Tests/` that is none of them (`Tests/Fixtures`, which tests reach through
  /// `#filePath`) is its first module's.
  public let targetFolders: [String]
  /// The date formats of the package's own static `DateFormatter`s, by the expression that reads
  /// each (`DateFormatter.api`).
  public let dateFormats: [String: String]
  /// How each of ``decoders`` decodes, as the launcher read it from the decoder itself: what a
  /// package read from a launcher's catalog knows of decoders it cannot make.
  let decodingOfDecoders: [String: DecodingOptions]
  /// What tells one build of the launcher from another (its binary's size and time), when the
  /// package is run through one: what is learned is kept under the package's `.build` for it.
  public var launcherBuild: String?

  /// The models of an app's project that are not compiled on this host, with why: a fixture
  /// named after one is checked against no model (``Workspace/leftOutModels``).
  public var leftOutModels: [ModelSources.LeftOutModel] = []

  /// Whether the launcher was built from code whose plan is not read again yet (the app's live
  /// loop builds first): the decoders chosen for the build before are used as they are, and
  /// chosen anew once the plan is read.
  public var choicesAreProvisional = false

  /// The variable that hands a worker its workbench's ``launcherBuild``: the worker reads the
  /// fits the workbench keeps for that build.
  public static let launcherBuildVariable = "WORKBENCH_LAUNCHER_BUILD"

  /// Where what a run learns is kept: `.build/fixture-workbench/cache` in the package.
  public var cacheFolder: String { root + "/.build/fixture-workbench/cache" }

  /// The package at `root`, with its static decoders and those its configuration names.
  public init(
    root: String, suggestedDecoders: [String] = [], decoders: [String: @Sendable () -> JSONDecoder] = [:],
    dateFormats: [String: @Sendable () -> String] = [:], targetFolders: [String] = [],
    modules: [Module]
  ) {
    self.root = root
    self.suggestedDecoders = suggestedDecoders
    self.targetFolders = targetFolders
    self.dateFormats = dateFormats.mapValues { $0() }
    self.decoders = decoders
    self.modules = modules
    decodingOfDecoders = [:]
  }

  /// The package as a launcher's catalog lists it: its models' code runs in that launcher.
  public init(catalog: Catalog) {
    root = catalog.root
    suggestedDecoders = catalog.suggestedDecoders
    targetFolders = catalog.targetFolders ?? []
    dateFormats = catalog.dateFormats ?? [:]
    decoders = [:]
    decodingOfDecoders = catalog.decoders
    modules = catalog.modules.map { module in
      Module(
        module.name, testTarget: module.testTarget, genericsWithoutArguments: module.genericsWithoutArguments,
        exportNote: module.exportNote, reaches: module.reaches ?? [], ownDecoders: module.ownDecoders ?? [],
        models: module.models.map(Model.elsewhere))
    }
  }

  /// How the decoder of the configuration's `expression` decodes, when the package has it.
  func decoding(ofDecoder expression: String) -> DecodingOptions? {
    if let make = decoders[expression] {
      return DecodingOptions(packageDecoder: PackageDecoder(expression, make: make))
    }
    return decodingOfDecoders[expression]
  }

  /// How the model `name` is decoded: by the package's own decoder when the configuration names
  /// one for it (the command line's date strategy, when given, still reads its dates), else by
  /// the configuration's strategies.
  func decoding(
    for name: String, configuration: WorkbenchConfiguration, overrides: WorkbenchConfiguration.Decoding
  ) -> DecodingOptions {
    guard let expression = configuration.decoder(for: name), let options = decoding(ofDecoder: expression.text) else {
      return configuration.decoding(for: name, overriddenBy: overrides)
    }
    return overrides.dates.map(options.readingDates) ?? options
  }

  /// The module that declares the static decoder `expression`, when it is known.
  private func declaringModule(of expression: String) -> String? {
    modules.first { $0.ownDecoders.contains(expression) }?.name
  }

  /// Whether `module`'s tests can name the static decoder `expression`: it is declared in the
  /// module or in one its test target reaches, or where, is not known.
  private func reachable(_ expression: String, from module: Module) -> Bool {
    guard let owner = declaringModule(of: expression) else { return true }
    return owner == module.name || module.reaches.contains(owner)
  }

  /// Where `module`'s exports go when nothing configures it: its test target's `Generated`
  /// folder, or, for a module with none whose fixtures are configured (a folder of Swift files
  /// named with `--sources`), a `Generated` folder beside the first fixture folder.
  private func defaultExports(of module: Module, fixtures: [String]?) -> String {
    guard module.testTarget == nil, let first = fixtures?.first else { return "\(module.testFolder)/Generated" }
    let parent = first.split(separator: "/").dropLast().joined(separator: "/")
    return parent.isEmpty ? "Generated" : parent + "/Generated"
  }

  /// The models `module`'s fixtures may be: its own, then those of the modules its test target
  /// reaches, each name once.
  private func modelsInScope(of module: Module) -> [Model] {
    var names = Set(module.models.map(\.name))
    let reached = module.reaches.flatMap { name in modules.first { $0.name == name }?.models ?? [] }
    return module.models + reached.filter { names.insert($0.name).inserted }
  }

  /// A package whose libraries have no `Decodable` type may still keep fixtures, of types its tests
  /// define: one workspace of no model, named after the package, over its tests' folders of
  /// `.json` files and the loose ones, so that lint says of each folder that it fits no model.
  /// `nil` when there are no such folders.
  private func modelless(loose: [String], files: FileSystem) -> Workspace? {
    let tests = targetFolders.filter { !$0.hasPrefix("Sources/") && !loose.contains($0) }.compactMap {
      FixtureFolders.found(in: $0, root: root, files: files)
    }
    let folders = tests.flatMap { $0 } + loose
    guard !folders.isEmpty else { return nil }
    var workspace = Workspace(
      URL(fileURLWithPath: root).lastPathComponent, directory: root, fixtures: folders, models: [])
    workspace.fixtureFoldersFound = true
    return workspace
  }

  /// The workspaces: one per module with a shown model, its folders and decoding from
  /// `configuration`, `overrides` (the command line's) over every model's decoding.
  /// `configurationFile` is the file `configuration` was read from, where the app saves a date
  /// strategy; `nil` when there is none. With a ``launcherBuild``, what runs learn is kept in
  /// ``cacheFolder`` through `files`.
  public func registry(
    configuration: WorkbenchConfiguration, overrides: WorkbenchConfiguration.Decoding = .init(),
    configurationFile: String? = nil, files: FileSystem = .live
  ) -> WorkspaceRegistry {
    // Folders of fixtures under `Tests/` that no target holds are the first module's.
    let loose =
      configuration.fixtures == nil
      ? FixtureFolders.loose(root: root, targetFolders: targetFolders + modules.map(\.testFolder), files: files) : []
    let first = modules.first { module in module.models.contains { configuration.shows($0.name) } }?.name
    guard first != nil || configuration.fixtures != nil else {
      return WorkspaceRegistry(modelless(loose: loose, files: files).map { [$0] } ?? [])
    }
    return WorkspaceRegistry(
      modules.compactMap { module in
        let models = modelsInScope(of: module).filter { configuration.shows($0.name) }.map {
          $0.make(decoding(for: $0.name, configuration: configuration, overrides: overrides))
        }
        guard !models.isEmpty else { return nil }
        var summary = ""
        if let generic = module.genericsWithoutArguments.first {
          let example = generic.prefix { $0 != "<" } + "<" + (models.first?.name ?? "Model") + ">"
          summary = "\(generic) needs \"generics\": [\"\(example)\"] in \(WorkbenchConfiguration.fileName)"
        }
        // Fixtures are where the test target keeps them, unless configured; the convention's
        // folder is named when there are none yet, so that lint says where they go.
        var found =
          configuration.fixtures == nil ? FixtureFolders.found(in: module.testFolder, root: root, files: files) : nil
        if module.name == first, !loose.isEmpty { found = (found ?? []) + loose }
        // A module with no test target of its own whose models another's tests reach (an app's
        // framework) keeps no fixtures: that test target's are checked against its models too.
        let testedBy =
          module.testTarget == nil ? modules.first { $0.testTarget != nil && $0.reaches.contains(module.name) } : nil
        var workspace = Workspace(
          module.name, summary: summary, directory: root,
          fixtures: configuration.fixtures ?? found ?? (testedBy == nil ? ["\(module.testFolder)/Fixtures"] : []),
          exports: configuration.exports ?? defaultExports(of: testedBy ?? module, fixtures: configuration.fixtures),
          models: models)
        workspace.configurationFile = configurationFile
        workspace.leftOutModels = leftOutModels
        workspace.fixturePins = configuration.fixturePins
        workspace.suggestedDecoders = suggestedDecoders
        workspace.datesFromCommandLine = overrides.dates
        // A configured export folder may be anywhere: the note is about the test target's own.
        if configuration.exports == nil { workspace.exportNote = module.exportNote }
        workspace.findsDecoding = true
        workspace.fixtureFoldersFound = found != nil
        workspace.configuredModels = Set(
          models.map(\.name).filter { configuration.setsDecoding(for: $0, overriddenBy: overrides) })
        workspace.packageDateFormats = dateFormats
        // The package's own decoders, for the models whose decoding nothing sets. Those the
        // configuration names are among them, so that a worker given the configuration of
        // another run (`init`'s, which sets nothing) serves the same requests.
        for expression in suggestedDecoders where reachable(expression, from: module) {
          workspace.packageDecodings[expression] = decoding(ofDecoder: expression)
          workspace.decoderModules[expression] = declaringModule(of: expression)
        }
        if let launcherBuild {
          workspace.caches = PackageCaches(
            folder: cacheFolder, workspace: workspace, launcherBuild: launcherBuild, files: files,
            provisionalChoices: choicesAreProvisional)
        }
        return workspace
      })
  }
}
