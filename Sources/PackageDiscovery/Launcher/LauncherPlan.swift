import Foundation
import JSONTrace

/// The launcher package the workbench writes under a user's `.build/`: an executable that depends
/// on the user's package and on this one's engine, `@testable import`s the modules that hold
/// models, and registers every model. It lists them for the installed `workbench` and runs their
/// code as its worker; the commands and the app run in the installed `workbench`. The user's
/// sources are never written.
public struct LauncherPlan: Sendable, Hashable {
  /// The launcher's executable and target name.
  public static let executableName = "workbench-launcher"

  /// One module whose models the launcher registers.
  public struct Module: Sendable, Hashable {
    /// The module name (`import` name).
    public var name: String
    /// The library product of the user's package that holds it.
    public var product: String
    /// The folder of the test target that depends on it, relative to the package root, if any.
    public var testTarget: String?
    /// Swift expressions of the model types (`Forecast`, `Page<Forecast>`).
    public var models: [String]
    /// Generic models that no configured instantiation or typealias names (`Page<Item>`).
    public var genericsWithoutArguments: [String]
    /// Typealiases that name a generic instantiation (`OrderPage`), or an array or a map of a model
    /// (`SiteCollection`): models registered by that name.
    public var aliases: [String] = []
    /// The instantiations of the module's generic types with its models that no configuration or
    /// typealias named (`Single<Device>`), among ``models``.
    public var envelopes: [String] = []
    /// What the test target lacks for exported tests to compile there, in words, if anything.
    public var exportNote: String? = nil
    /// The other modules of the plan that its test target depends on, directly or not: their
    /// models may be its fixtures' too (`JWKS` of a base module in a feature's tests).
    public var reaches: [String] = []
    /// The package's static decoders declared in the module (``LauncherPlan/foundDecoders``).
    public var ownDecoders: [String] = []
  }

  /// The products an exported test imports besides the model's module.
  static let exportProducts = ["JSONFragment", "ModelAdapter"]

  /// What `manifest`'s test target of `target` lacks for exported tests to compile, if anything.
  static func exportNote(for target: PackageManifest.Target, in manifest: PackageManifest) -> String? {
    guard let tests = manifest.testTarget(dependingOn: target.name) else {
      return "no test target depends on \(target.name) to compile exported tests"
    }
    let missing = exportProducts.filter { !tests.productDependencies.contains($0) }
    guard !missing.isEmpty else { return nil }
    return "\(tests.name) needs \(missing.joined(separator: " and ")) to compile exported tests"
  }

  /// The user's package name.
  public var packageName: String
  /// The user's package folder.
  public var packageRoot: String
  /// The folder of the package the launcher depends on: ``packageRoot``, or, for an app, the
  /// ``AppPackage`` written for it.
  public var buildRoot: String
  /// This package's folder.
  public var workbenchRoot: String
  /// The modules, in the manifest's order.
  public var modules: [Module]
  /// Things worth telling the user: models that cannot be registered and why.
  public var notes: [String]
  /// What the launcher's manifest says of the user's source files (their number and a digest of
  /// their names). SwiftPM lists a path dependency's files when it loads the manifests, and an
  /// unchanged launcher manifest keeps the old list: a new file in the user's package changes
  /// this line, so SwiftPM loads them again.
  public var sourceFiles = ""
  /// The raw-value enums of the imported modules that are not `CaseIterable`, which the launcher
  /// makes so (their cases listed from the symbol graph) so that their cases are known.
  public var valueEnums: [FoundValueEnum] = []
  /// The package's own decoders the configuration names, which the launcher makes by evaluating
  /// their expressions (it `@testable import`s the modules, so internal `static var`s work).
  public var decoders: [WorkbenchConfiguration.DecoderExpression] = []
  /// The package's own static decoders that the configuration does not name, found in its
  /// symbol graphs (`APIClient.defaultJSONDecoder`): made by the launcher too, so a model whose
  /// fixtures only one of them decodes is decoded by it.
  public var foundDecoders: [String] = []
  /// The package's own static `DateFormatter`s (`DateFormatter.api`): the launcher lists their
  /// date formats, the forms a model's fixtures' dates are tried in.
  public var dateFormatters: [String] = []
  /// The package's own static `JSONDecoder`s (`JSONDecoder.storefront`), which a hint about dates
  /// suggests naming as `"decoder"`.
  public var suggestedDecoders: [String] = []
  /// The folders of all the package's targets, relative to its root: what tells a folder of
  /// fixtures no target holds (`Tests/Fixtures`).
  public var targetFolders: [String] = []
  /// The engine built once for every launcher of this clone (``SharedEngine``), when the launcher
  /// links it instead of compiling the engine again.
  public var sharedEngine: SharedEngine?

  /// The plan for `manifest`'s `models` (from its symbol graphs), with the configuration's
  /// generic instantiations.
  /// - Throws: ``LauncherPlanError`` when an instantiation names no generic model of the package.
  /// `aliases` are the modules' typealiases: each that instantiates a generic model is a model of
  /// that name. `written` are the instantiations the package's code writes out, registered first.
  public init(
    manifest: PackageManifest, models: [FoundModel], aliases: [FoundTypealias] = [],
    written: WrittenInstantiations = WrittenInstantiations(),
    configuration: WorkbenchConfiguration, packageRoot: String, buildRoot: String? = nil, workbenchRoot: String
  ) throws(LauncherPlanError) {
    packageName = manifest.name
    targetFolders = manifest.targets.map(\.path)
    decoders = configuration.decoderExpressions
    self.packageRoot = packageRoot
    self.buildRoot = buildRoot ?? packageRoot
    self.workbenchRoot = workbenchRoot
    notes = []
    let generics = models.filter(\.isGeneric)
    var instantiations: [String: [String]] = [:]
    for (index, instantiation) in configuration.generics.enumerated() {
      let base = String(instantiation.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
      guard let generic = generics.first(where: { $0.typeName == base || "\($0.module).\($0.typeName)" == base })
      else {
        throw LauncherPlanError(
          index: index, instantiation: instantiation, generics: generics.map(\.displayName))
      }
      instantiations[generic.module, default: []].append(instantiation)
    }
    let modulesOfName = Dictionary(grouping: models.filter { !$0.isGeneric }, by: \.typeName).mapValues {
      Set($0.map(\.module))
    }
    modules = []
    for target in manifest.libraryTargets {
      let found = models.filter { $0.module == target.module }
      guard !found.isEmpty else { continue }
      guard let product = manifest.product(holding: target.name) else {
        notes.append(
          "\(target.name) has Decodable types (\(found.map(\.displayName).joined(separator: ", "))) but no library product holds it: add one to Package.swift to open them here"
        )
        continue
      }
      let name = { (model: FoundModel) in
        (modulesOfName[model.typeName]?.count ?? 0) > 1 ? "\(model.module).\(model.typeName)" : model.typeName
      }
      let plain = found.filter { !$0.isGeneric }
      let own = plain.filter { !$0.isHeldByAnotherModel && !$0.isValue && !$0.isNamedThroughAlias }.map(name)
      let held = plain.filter { $0.isHeldByAnotherModel && !$0.isValue && !$0.isNamedThroughAlias }.map(name)
      let values = plain.filter(\.isValue).map(name)
      let configured = instantiations[target.module] ?? []
      let named = aliases.filter { alias in
        guard alias.module == target.module else { return false }
        if let element = alias.collectionElement {
          // The element as the alias's scope resolves it: a type nested beside it, else one of
          // the module (`Site` in `Directory.Sites = [Site]` is `Directory.Site` when there is one).
          let scopes = alias.name.split(separator: ".").dropLast().map(String.init)
          let candidates = (0...scopes.count).reversed().map { depth in
            (scopes.prefix(depth) + [element]).joined(separator: ".")
          }
          return candidates.contains { name in plain.contains { $0.typeName == name } }
        }
        return generics.contains {
          $0.typeName == alias.genericBase || "\($0.module).\($0.typeName)" == alias.genericBase
        }
      }
      // Envelopes used only where the client calls them (`Single<Device>`): every generic type of
      // one parameter, with every model of its module that meets its constraints, unless one is
      // configured. A typealias names its own instantiation (`MoviePage`), and the others are
      // still made (`Page<ListSummary>`, which the client writes out where it calls it).
      let envelopes = found.filter { model in
        model.isGeneric && !model.isPropertyWrapper && !configured.contains { $0.hasPrefix(model.typeName + "<") }
      }
      // The instantiations the package's code writes come first; then, envelope by envelope,
      // those no typealias names before the others, and the narrowest (fewest models meet its
      // constraints) first. Past the most a launcher holds, a generic type's other instantiations
      // are left out whole, with a note.
      let byEnvelope = envelopes.map { envelope in
        let aliased = Set(named.filter { $0.genericBase == envelope.typeName }.compactMap(\.argumentTypeName))
        let byAlias = Self.aliasedArguments(
          of: envelope, among: plain, aliases: aliases.filter { $0.module == target.module }, written: written)
        let arguments = plain.filter { model in
          let writes = written.writes(envelope.typeName, with: model.typeName)
          guard writes || !byAlias.contains(where: { $0.model == model.typeName }) else { return false }
          let fits =
            envelope.accepts(model)
            || (writes && envelope.genericParameters.count == 1 && envelope.parameterConformances == nil)
          return !model.isValue && fits
            && !aliased.contains(String(model.typeName.split(separator: ".").last ?? ""))
        }
        let byCode = arguments.filter { written.writes(envelope.typeName, with: $0.typeName) }
        let others = arguments.filter { !written.writes(envelope.typeName, with: $0.typeName) }
        let spell = { (model: FoundModel) in "\(envelope.typeName)<\(name(model))>" }
        let optionals = arguments.filter { written.writesOptional(envelope.typeName, with: $0.typeName) }.map {
          "\(envelope.typeName)<\(name($0))?>"
        }
        let values = Self.plainValueInstantiations(of: envelope, by: written)
        return (
          envelope: envelope, aliased: !aliased.isEmpty, written: byCode.map(spell) + optionals + values.written,
          others: others.map(spell) + values.others, byAlias: byAlias.map(\.spelling)
        )
      }
      var instantiated =
        byEnvelope.flatMap(\.written) + Self.writtenPairs(of: envelopes, by: written, among: plain, name)
      var left: [String] = []
      let order = byEnvelope.indices.sorted { lhs, rhs in
        let (one, other) = (byEnvelope[lhs], byEnvelope[rhs])
        return (one.aliased ? 1 : 0, one.others.count, lhs) < (other.aliased ? 1 : 0, other.others.count, rhs)
      }
      for entry in order.map({ byEnvelope[$0] }) where !entry.others.isEmpty {
        if instantiated.count + entry.others.count <= Self.mostEnvelopes {
          instantiated += entry.others
        } else {
          left.append(entry.envelope.displayName)
        }
      }
      if !left.isEmpty {
        let someWritten = byEnvelope.contains { left.contains($0.envelope.displayName) && !$0.written.isEmpty }
        let kept = someWritten ? " (but the instantiations the package's code writes out)" : ""
        notes.append(
          "\(target.module) has more instantiations of its generic types with its models than the \(Self.mostEnvelopes) registered with no configuration; left out: \(left.joined(separator: ", "))\(kept): name those you need in \(WorkbenchConfiguration.fileName), \"generics\""
        )
      }
      let unnamed = envelopes.filter { envelope in
        !instantiated.contains { $0.hasPrefix(envelope.typeName + "<") }
          && !named.contains { $0.genericBase == envelope.typeName }
      }
      var module = Module(
        name: target.module, product: product.name, testTarget: manifest.testTarget(dependingOn: target.name)?.path,
        models: own + configured + held + values + instantiated, genericsWithoutArguments: unnamed.map(\.displayName),
        exportNote: Self.exportNote(for: target, in: manifest))
      module.envelopes = instantiated
      module.aliases =
        named.map(\.name) + byEnvelope.flatMap(\.byAlias) + plain.filter(\.isNamedThroughAlias).map(\.typeName)
      modules.append(module)
    }
    noteReachedModules(in: manifest)
  }

  /// The generic models no instantiation names, across modules.
  public var genericsWithoutArguments: [String] { modules.flatMap(\.genericsWithoutArguments) }

  /// The number of models the launcher registers.
  public var modelCount: Int { modules.reduce(0) { $0 + $1.models.count + $1.aliases.count } }

  /// SwiftPM's name for a package added by path: its folder's name.
  static func identity(of path: String) -> String {
    URL(fileURLWithPath: path).lastPathComponent
  }

  /// The launcher's `Package.swift`: it depends on the user's package and on this clone's
  /// engine, or, with a ``sharedEngine``, links that engine's library and finds its modules.
  public var packageManifest: String {
    let user = Self.identity(of: buildRoot)
    let workbench = Self.identity(of: workbenchRoot)
    var dependencies = [".package(path: \(SwiftStringLiteral.quoting(buildRoot)))"]
    if workbenchRoot != packageRoot && sharedEngine == nil {
      dependencies.append(".package(path: \(SwiftStringLiteral.quoting(workbenchRoot)))")
    }
    var products = Array(Set(modules.map(\.product))).sorted().map {
      ".product(name: \(SwiftStringLiteral.quoting($0)), package: \(SwiftStringLiteral.quoting(user)))"
    }
    var settings = ""
    if let sharedEngine {
      let folder = SwiftStringLiteral.quoting(sharedEngine.folder)
      let modules = SwiftStringLiteral.quoting(sharedEngine.folder + "/Modules")
      let library = SwiftStringLiteral.quoting("-l" + sharedEngine.libraryName)
      settings = """
        ,
              swiftSettings: [.unsafeFlags(["-I", \(modules)])],
              linkerSettings: [.unsafeFlags(["-L", \(folder), \(library), "-Xlinker", "-rpath", "-Xlinker", \(folder)])]
        """
    } else {
      products.append(".product(name: \"FixtureEngine\", package: \(SwiftStringLiteral.quoting(workbench)))")
    }
    return """
      // swift-tools-version: 6.1
      // Written by `workbench` for the models of \(packageName); rewritten when they change.
      // Source files: \(sourceFiles)
      import PackageDescription

      let package = Package(
        name: "\(Self.executableName)",
        platforms: [.macOS(.v15)],
        dependencies: [
          \(dependencies.joined(separator: ",\n    "))
        ],
        targets: [
          .executableTarget(
            name: "\(Self.executableName)",
            dependencies: [
              \(products.joined(separator: ",\n        "))
            ],
            path: "Sources"\(settings)
          )
        ],
        swiftLanguageModes: [.v5]
      )

      """
  }

  /// The launcher's `main.swift`.
  public var mainSource: String {
    var lines = ["// Written by `workbench` for the models of \(packageName); rewritten when they change."]
    // SwiftPM does not see the shared engine's files: this line changes with them, so the
    // launcher is compiled again against the engine it links.
    if let sharedEngine { lines.append("// Engine: \(sharedEngine.stamp)") }
    lines.append("import FixtureEngine")
    let found = foundDecoders.filter { expression in !decoders.contains { $0.text == expression } }
    if !decoders.isEmpty || !found.isEmpty || !dateFormatters.isEmpty { lines.append("import Foundation") }
    lines += modules.map { "@testable import \($0.name)" }
    lines += [
      "", "UserPackage(", "    root: \(SwiftStringLiteral.quoting(packageRoot)),",
    ]
    if !suggestedDecoders.isEmpty {
      lines.append(
        "    suggestedDecoders: [\(suggestedDecoders.map(SwiftStringLiteral.quoting).joined(separator: ", "))],")
    }
    if !decoders.isEmpty || !found.isEmpty {
      lines.append("    decoders: [")
      lines += decoders.map(Self.decoderLine)
      lines += found.map { Self.decoderLine(WorkbenchConfiguration.DecoderExpression($0)) }
      lines.append("    ],")
    }
    if !dateFormatters.isEmpty {
      lines.append("    dateFormats: [")
      lines += dateFormatters.map(Self.formatterLine)
      lines.append("    ],")
    }
    if !targetFolders.isEmpty {
      lines.append("    targetFolders: [\(targetFolders.map(SwiftStringLiteral.quoting).joined(separator: ", "))],")
    }
    lines.append("    modules: [")
    for module in modules {
      lines.append("      UserPackage.Module(")
      lines.append(
        "        \(SwiftStringLiteral.quoting(module.name)), testTarget: \(module.testTarget.map(SwiftStringLiteral.quoting) ?? "nil"),"
      )
      lines.append(
        "        genericsWithoutArguments: [\(module.genericsWithoutArguments.map(SwiftStringLiteral.quoting).joined(separator: ", "))],"
      )
      if let note = module.exportNote { lines.append("        exportNote: \(SwiftStringLiteral.quoting(note)),") }
      lines += Self.namesLines(reaches: module.reaches, ownDecoders: module.ownDecoders)
      lines.append("        models: [")
      lines += module.models.map { "          .model(\($0).self)," }
      lines += module.aliases.map { "          .model(\($0).self, name: \(SwiftStringLiteral.quoting($0)))," }
      lines.append("        ]),")
    }
    lines += ["    ]", ").runLauncher()", ""]
    lines += caseListings
    return lines.joined(separator: "\n")
  }

  /// The line of ``mainSource`` that lists the date format of the formatter `expression`.
  static func formatterLine(_ expression: String) -> String {
    "      \(SwiftStringLiteral.quoting(expression)): { () -> String in \(expression).dateFormat },"
  }

  /// The line of ``mainSource`` that makes the decoder `expression`.
  static func decoderLine(_ expression: WorkbenchConfiguration.DecoderExpression) -> String {
    "      \(SwiftStringLiteral.quoting(expression.text)): { () -> JSONDecoder in \(expression.text) },"
  }

  /// Whether a compiler error in `output` (a launcher build's) is about a decoder found in the
  /// package (not one the configuration names): the launcher is then built without those.
  public func foundDecoderFails(inBuildOutput output: String) -> Bool {
    let lines = mainSource.split(separator: "\n", omittingEmptySubsequences: false)
    let found = Set(
      foundDecoders.map { Self.decoderLine(WorkbenchConfiguration.DecoderExpression($0)) }
        + dateFormatters.map(Self.formatterLine))
    return Self.errorLineNumbers(inBuildOutput: output).contains { number in
      lines.indices.contains(number - 1) && found.contains(String(lines[number - 1]))
    }
  }

  /// The first compiler error in `output` (a launcher build's) that is about a decoder
  /// expression, as an error at the expression's place in the configuration file `file`.
  public func decoderError(inBuildOutput output: String, file: String = WorkbenchConfiguration.fileName)
    -> ConfigurationError?
  {
    let lines = mainSource.split(separator: "\n", omittingEmptySubsequences: false)
    for line in output.split(separator: "\n") where line.contains("main.swift:") && line.contains(": error: ") {
      let afterName = line[line.range(of: "main.swift:")!.upperBound...]
      guard let number = Int(afterName.prefix { $0.isNumber }), lines.indices.contains(number - 1),
        let expression = decoders.first(where: { Self.decoderLine($0) == lines[number - 1] })
      else { continue }
      let message = String(line[line.range(of: ": error: ")!.upperBound...])
      return ConfigurationError(
        file: file, location: expression.location,
        message: "\"decoder\": \(expression.text) does not compile as a JSONDecoder: \(message)")
    }
    return nil
  }
}
