import FixtureAssignment
import Foundation
import ModelProbe
import PackageDiscovery

/// A set of models with their fixtures: what the workbench opens. A workspace's folders are
/// relative to its ``directory``.
///
/// Register one for your own models in a few lines, in a file beside your fixtures:
///
/// ```swift
/// let shop = Workspace("Shop", sourceFile: #filePath, fixtures: ["Fixtures"], exports: "Generated", models: [
///   .fragment(ProductFragment.self),
///   .model(Order.self, decoding: DecodingOptions(keys: .convertFromSnakeCase, dates: .iso8601)),
/// ])
/// ```
public struct Workspace: Sendable {
  /// The name users type (`--workspace Pokedex`).
  public let name: String
  /// One line about what the workspace holds.
  public let summary: String
  /// The folder the other paths are relative to.
  public let directory: String
  /// Folders holding fixture files. Files in a `failing` subfolder are meant to fail decoding.
  public let fixtureFolders: [String]
  /// Which model the fixtures of a folder whose names match a pattern are for, over what their
  /// folder, name or fit say (from `fixture-workbench.json`).
  public var fixturePins: [WorkbenchConfiguration.FixturePin] = [] {
    didSet { assignments = FixtureAssignments() }
  }
  /// The model each fixture file was given by its name, folder and pins, kept while they are.
  var assignments = FixtureAssignments()
  /// Where exports are written.
  public internal(set) var exportFolder: String
  /// The models, in the order they are listed.
  public private(set) var models: [WorkspaceModel] {
    didSet { assignments = FixtureAssignments() }
  }
  /// The models of the user's project that are not compiled on this host, each with why (an app's
  /// file that imports UIKit): a fixture its name or folder gives to one of them is checked
  /// against no model, and says why (``FixtureFile/Assignment/leftOut``).
  public var leftOutModels: [ModelSources.LeftOutModel] = [] {
    didSet {
      guard leftOutModels != oldValue else { return }
      names = Self.nameIndex(of: models, leftOut: leftOutModels)
      assignments = FixtureAssignments()
    }
  }
  /// The models by their name words, then ``leftOutModels``, for file names to be matched against:
  /// made when a file name is first read (a worker reads none).
  private var names: ComputedOnce<ModelNameIndex>
  var nameIndex: ModelNameIndex { names.value }
  /// The `fixture-workbench.json` its models' decoding comes from, when the workspace is a module
  /// of a user's package that has one: where the app saves a date strategy (`D`). `nil` for
  /// workspaces registered in code, whose decoding lives in their registration.
  public var configurationFile: String?
  /// The date strategy the command line's `--dates` set for every model, which wins over one the
  /// app saves in ``configurationFile``.
  public var datesFromCommandLine: DecodingOptions.Dates?
  /// What the export folder's test target lacks for exported tests to compile there, when it is a
  /// user's package's test target that lacks something.
  public var exportNote: String?
  /// Whether fixtures may be fitted to models (``assigningByFit(_:in:progress:)``) whose code runs in this
  /// process, where a model that traps takes the process down: tests whose models are known to be
  /// safe say so. Models run by a worker are always fitted.
  package var fitsInThisProcess = false
  /// Where what runs learn of it is kept, for a user's package's module.
  package var caches: PackageCaches?
  /// The package's own static decoders that no configuration names, by expression, with how each
  /// decodes: a model whose fixtures only one of them decodes is decoded by it
  /// (``choosingPackageDecoders(in:)``).
  package var packageDecodings: [String: DecodingOptions] = [:]
  /// The module that declares each of ``packageDecodings``, where it is known: an exported test
  /// that decodes by one imports it.
  package var decoderModules: [String: String] = [:]
  /// Whether its models are given the decoding their fixtures need where their own does not read
  /// them (``choosingPackageDecoders(in:)``): a user's package's modules.
  package var findsDecoding = false
  /// Whether ``fixtureFolders`` were found in the package's test target rather than configured:
  /// then a folder inside them that names no model only groups fixtures (`json/`, `Resources/`,
  /// `v2/`), and its files go by name or fit, where in a configured folder it is an error.
  package var fixtureFoldersFound = false {
    didSet { assignments = FixtureAssignments() }
  }
  /// The models whose decoding the configuration or the command line sets (a decoder, keys or
  /// dates): nothing is chosen for them (``choosingPackageDecoders(in:)``).
  package var configuredModels: Set<String> = []
  /// How the package's fixtures were found to decode, package-wide, when that is not the models'
  /// own decoding (``choosingPackageDecoders(in:)``).
  public internal(set) var packageDecoding: PackageDecoding?
  /// The date formats of the package's own static `DateFormatter`s, by expression: forms a
  /// model's fixtures' dates are tried in (``choosingPackageDecoders(in:)``).
  package var packageDateFormats: [String: String] = [:]
  /// The package's own static `JSONDecoder`s (`JSONDecoder.storefront`), which a hint about dates
  /// suggests naming as `"decoder"` in the configuration.
  public var suggestedDecoders: [String] = []
  /// The models of the package's other modules (``WorkspaceRegistry/linkingNeighbours()``): a
  /// fixture that fits none of this workspace's models is fitted to them, since a test target
  /// keeps fixtures of every module it reaches (a snapshot of another module's type).
  package var neighbours: [WorkspaceModel] = []

  /// This workspace, everything kept, with each model replaced by `transform` of it.
  public func mappingModels(_ transform: (WorkspaceModel) -> WorkspaceModel) -> Workspace {
    var mapped = self
    mapped.models = models.map(transform)
    return mapped
  }

  /// A workspace rooted at `directory`.
  public init(
    _ name: String, summary: String = "", directory: String, fixtures: [String] = ["Fixtures"],
    exports: String = "Exports", models: [WorkspaceModel]
  ) {
    self.name = name
    self.summary = summary
    self.directory = directory
    self.fixtureFolders = fixtures
    self.exportFolder = exports
    self.models = models
    names = Self.nameIndex(of: models, leftOut: [])
    let plain = self
    self.models = models.map { model in model.learning(over: { plain.samples(for: model) }) }
  }

  private static func nameIndex(
    of models: [WorkspaceModel], leftOut: [ModelSources.LeftOutModel]
  ) -> ComputedOnce<ModelNameIndex> {
    let named =
      models.map { (name: $0.name, typeName: $0.typeName, module: $0.moduleName) }
      + leftOut.map { (name: $0.name, typeName: $0.name, module: "") }
    return ComputedOnce { ModelNameIndex(named) }
  }

  /// A workspace rooted at the folder of the source file that declares it (pass `#filePath`).
  public init(
    _ name: String, summary: String = "", sourceFile: String, fixtures: [String] = ["Fixtures"],
    exports: String = "Exports", models: [WorkspaceModel]
  ) {
    let folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().path
    self.init(name, summary: summary, directory: folder, fixtures: fixtures, exports: exports, models: models)
  }

  /// The model named `name` (any letter case), or else the model whose type is written `name` (a
  /// model registered by a typealias, `OrderPage`, is also `PagedResult<OrderSummary>`), or else
  /// the one nested type of that bare name (`File` for `Change.File`); an array or a map of one
  /// (`[Ticket]`, `[String: Rate]`) is a model too.
  /// - Throws: ``LookupError`` listing the models there are, or, for a bare name that several
  ///   nested types have, the qualified names of those.
  public func model(named name: String) throws(LookupError) -> WorkspaceModel {
    if let (collection, element) = ModelCollection.parse(name) {
      // A list of plain values (`[String]`) is a model too, run where the workspace's models run.
      let base: WorkspaceModel
      if let value = models.first.flatMap({ $0.valueModel(named: element) }) {
        base = value
      } else {
        base = try model(named: element)
      }
      let collectionName = collection.name(of: base.name)
      return base.collection(collection) { [self] in samples(forModelNamed: collectionName) }
    }
    if let model = models.first(where: { $0.name == name }) ?? models.first(where: { $0.isNamed(name) }) {
      return model
    }
    if let model = neighbours.first(where: { $0.isNamed(name) }) { return model }
    let bare = models.filter { $0.isNamed(name, byType: true) || $0.isNamed(name, bare: true) }
    if bare.count == 1 { return bare[0] }
    if bare.isEmpty, case let local = namedHere(name), local != name { return try model(named: local) }
    if bare.count > 1 {
      throw LookupError(
        kind: "model", name: name, known: bare.map(\.name), context: " in workspace \(self.name)", isAmbiguous: true)
    }
    throw LookupError(kind: "model", name: name, known: models.map(\.name), context: " in workspace \(self.name)")
  }

  /// `name` as this workspace names its models: without this module's name before any type
  /// (`Shop.Page<Shop.Item>` is `Page<Item>`), spaced as Swift writes types (`Page<A, B>`,
  /// `[String: Rate]`).
  func namedHere(_ name: String) -> String {
    Self.named(name, inModule: self.name)
  }

  /// `name` as the module `module` writes it: without that module's name before any type, spaced
  /// as Swift writes types.
  static func named(_ name: String, inModule module: String) -> String {
    var spaced = ""
    for character in name where !character.isWhitespace {
      spaced.append(character)
      if character == "," || character == ":" { spaced.append(" ") }
    }
    let prefix = module + "."
    var local = ""
    var rest = Substring(spaced)
    while !rest.isEmpty {
      let startsType = local.isEmpty || "<[, :".contains(local.last!)
      if startsType, rest.hasPrefix(prefix) {
        rest = rest.dropFirst(prefix.count)
      } else {
        local.append(rest.removeFirst())
      }
    }
    return local
  }

  /// The absolute path of a path relative to the workspace.
  public func path(_ relative: String) -> String {
    relative.hasPrefix("/")
      ? relative : URL(fileURLWithPath: directory).appendingPathComponent(relative).standardized.path
  }
}

/// A name that matches no workspace or model, with the names that would.
public struct LookupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `workspace` or `model`.
  public var kind: String
  /// What was asked for.
  public var name: String
  /// What there is.
  public var known: [String]
  /// Where it was looked for (` in workspace Pokedex`).
  public var context: String
  /// Whether several have the name (nested types of one bare name), and ``known`` lists them.
  public var isAmbiguous = false

  public var description: String {
    isAmbiguous
      ? "\(kind) '\(name)'\(context) is ambiguous; name one of: \(known.joined(separator: ", "))"
      : "unknown \(kind) '\(name)'\(context); known \(kind)s: \(known.joined(separator: ", "))"
  }
}

/// The workspaces the workbench knows.
public struct WorkspaceRegistry: Sendable {
  /// In the order they are listed.
  public let workspaces: [Workspace]

  /// A registry of `workspaces`.
  public init(_ workspaces: [Workspace]) {
    self.workspaces = workspaces
  }

  /// The workspace named `name` (any letter case).
  /// - Throws: ``LookupError`` listing the workspaces there are.
  public func workspace(named name: String) throws(LookupError) -> Workspace {
    if let workspace = workspaces.first(where: { $0.name.lowercased() == name.lowercased() }) { return workspace }
    throw LookupError(kind: "workspace", name: name, known: workspaces.map(\.name), context: "")
  }

  /// The workspace named `name`, or every workspace when no name is given.
  /// - Throws: ``LookupError`` listing the workspaces there are.
  public func workspaces(named name: String?) throws(LookupError) -> [Workspace] {
    guard let name else { return workspaces }
    return [try workspace(named: name)]
  }
}
