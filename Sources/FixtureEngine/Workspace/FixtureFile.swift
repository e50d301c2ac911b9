import FixtureAssignment
import ModelProbe
import PackageDiscovery
import WorkbenchContext

/// A JSON file in a workspace's fixture folders.
///
/// Where a file sits says which model it is for and whether it must decode:
///
/// ```
/// Fixtures/pokemon-charizard.json          the model its name starts with (Pokemon), must decode
/// Fixtures/line_item-free.json             names in any case style: LineItem
/// Fixtures/charizard.json                  a name starting with no model's: the first model
/// Fixtures/failing/index-as-string.json    the first model, must fail
/// Fixtures/Address/home.json               the model named Address (any letter case)
/// Fixtures/Address/failing/no-city.json    Address, must fail
/// ```
public struct FixtureFile: Sendable, Hashable {
  /// The path relative to the fixture folder (`charizard.json`, `failing/index-as-string.json`).
  public var name: String
  /// The absolute path.
  public var path: String
  /// Whether the file sits in a `failing` folder, which marks it as meant to fail decoding.
  public var isMeantToFail: Bool
  /// The folder directly inside the fixture folder that names the fixture's model (`Address` for
  /// `Address/home.json`), spelled as on disk; `nil` for a file directly in the fixture folder or
  /// in its `failing` folder.
  public var modelFolder: String? = nil
  /// The name of the workspace model the fixture is for: the one ``modelFolder`` names (in any
  /// letter case); with no model folder, the model whose name the file's name starts with (see
  /// ``Workspace/modelNamed(byFileName:)``), else the workspace's first model. `nil` when the
  /// folder names no model of the workspace.
  public var modelName: String? = nil
  /// How ``modelName`` was found; `nil` when the folder names no model.
  public var assignment: Assignment? = nil
  /// For a fixture that fits no model (``Assignment/unassigned``), the models it came closest to
  /// fitting, each with why it did not decode.
  public var misfits: [Misfit] = []
  /// For a fixture its name gives to a model it does not decode as, which went by fit to another
  /// (``Assignment/fit``), the model its name gives it to.
  public var namedLike: String? = nil
  /// Whether ``modelName`` comes from a fit kept from an earlier run, not yet proved by decoding
  /// the file as that model: a check that finds it does not decode fits it again
  /// (``Workspace/refitted(_:in:)``).
  public var fitWasKept = false
  /// For a fixture its folder or name gives to a model that is not compiled on this host
  /// (``Assignment/leftOut``), that model and why.
  public var leftOutModel: ModelSources.LeftOutModel? = nil
  /// Whether the fit gave it to a model it does not decode as, the one that reads the most of it
  /// (``ModelFit/closestFailing``): a fixture broken for that model, kept as proved.
  public var fitFails = false

  /// Whether its folder or its name proposes its model (``Assignment/folder``, ``Assignment/name``):
  /// a proposal the fit decides on.
  public var isProposed: Bool { assignment == .folder || assignment == .name }

  /// Whether the configuration, its folder or its name gives it its model, rather than a fit or a
  /// default: the fixtures a decoding is chosen by first.
  public var isGivenItsModel: Bool { isProposed || assignment == .configuration }

  /// Why a fixture its name gave to one model went to another: `named like Order; decodes as
  /// OrderExternalIDs`, or `named like MethodConfig; closest to RetryPolicy, which it fails`;
  /// `nil` for any other fixture.
  public var fitReason: String? {
    guard let namedLike, let modelName, assignment == .fit else { return nil }
    return "named like \(namedLike); "
      + (fitFails ? "closest to \(modelName), which it fails" : "decodes as \(modelName)")
  }

  /// A model a fixture does not decode as, and why.
  public struct Misfit: Sendable, Hashable, CustomStringConvertible {
    /// The model's name.
    public var model: String
    /// Why: its first failing field, as the tracer says it (`fails at locationId: the required key
    /// ... is missing`), or how little of the fixture it reads (`decodes, but reads only 5 of 60 keys`).
    public var reason: String

    /// A misfit made of its parts.
    public init(model: String, reason: String) {
      self.model = model
      self.reason = reason
    }

    /// `Location fails at locationId: ...`.
    public var description: String { "\(model) \(reason)" }
  }

  /// How a fixture found its model.
  public enum Assignment: String, Sendable, Hashable, CustomStringConvertible {
    /// A pattern of `fixture-workbench.json` names the model (`"payment-state-*": "PaymentState"`).
    case configuration
    /// The folder it sits in names the model (`Fixtures/Address/home.json`).
    case folder
    /// Its file name begins with the model's name, in any case style (`line-item-free.json`).
    case name
    /// Neither names a model, and it decodes as this one, which reads the most of its keys
    /// (``Workspace/assigningByFit(_:in:progress:)``).
    case fit
    /// Neither names a model, and it decodes as none: it is no model's (see ``misfits``).
    case unassigned
    /// Neither names a model: the workspace's first model, which may not be the one it is for.
    case firstModel
    /// Its folder or name gives it to a model that is not compiled on this host
    /// (``Workspace/leftOutModels``): it is checked against no model.
    case leftOut

    /// `by configuration`, `by folder`, `by name`, `by fit`, `fits no model`, `by default`.
    public var description: String {
      switch self {
      case .configuration: "by configuration"
      case .folder: "by folder"
      case .name: "by name"
      case .fit: "by fit"
      case .unassigned: "fits no model"
      case .firstModel: "by default"
      case .leftOut: "model left out"
      }
    }
  }
}

extension Workspace {
  /// Every `.json` file in the fixture folders (and their `failing` subfolders), sorted by name.
  public func fixtureFiles(in context: AppContext) -> [FixtureFile] {
    let listings = fixtureFolders.map { folder -> (folder: String, files: [FixtureFile], generation: Int?) in
      let root = path(folder)
      guard context.files.isDirectory(root) else { return (folder, [], 0) }
      let listing = JSONFileListing.listing(under: root, files: context.files)
      return (folder, listing.files, listing.generation)
    }
    return assignments.listedFiles(generations: listings.map(\.generation)) {
      // Each model's name by its lowercased name, made once for all the files that need it.
      var byLowercased: [String: String]?
      var found: [FixtureFile] = []
      for (folder, files, _) in listings {
        found += files.map { file in
          assignments.file(at: file.path, in: folder) {
            let names =
              byLowercased
              ?? Dictionary(models.map { ($0.name.lowercased(), $0.name) }, uniquingKeysWith: { first, _ in first })
            byLowercased = names
            return assigningModel(file, folder: folder, byLowercased: names)
          }
        }
      }
      return found.sorted { $0.name < $1.name }
    }
  }

  /// The fixture named `name` (with or without `.json`, with or without its folder), or at the
  /// path `name` (absolute, or from the current folder).
  /// - Throws: ``LookupError`` listing the fixtures there are.
  public func fixture(named name: String, in context: AppContext) throws(LookupError) -> FixtureFile {
    let files = fixtureFiles(in: context)
    let path = context.absolutePath(name)
    if let atPath = files.first(where: { $0.path == path }) { return atPath }
    let wanted = name.hasSuffix(".json") ? name : name + ".json"
    if let exact = files.first(where: { $0.name == wanted }) { return exact }
    let byFileName = files.filter { $0.name.split(separator: "/").last.map(String.init) == wanted }
    if byFileName.count == 1 { return byFileName[0] }
    throw LookupError(kind: "fixture", name: name, known: files.map(\.name), context: " in workspace \(self.name)")
  }

  private func assigningModel(_ file: FixtureFile, folder: String, byLowercased: [String: String]) -> FixtureFile {
    var file = file
    let trimmed = { (path: String) in path.hasSuffix("/") ? String(path.dropLast()) : path }
    if let pin = fixturePins.first(where: { trimmed($0.folder) == trimmed(folder) && $0.matches(file.name) }),
      let model = byLowercased[pin.model.lowercased()]
    {
      file.modelName = model
      file.assignment = .configuration
      return file
    }
    let folders = file.name.split(separator: "/").dropLast()
    // In folders found in the package, the folder nearest the file that names a model names it;
    // others only group fixtures.
    let naming =
      fixtureFoldersFound
      ? folders.last { folder in folder != "failing" && byLowercased[folder.lowercased()] != nil }
      : folders.first.flatMap { $0 == "failing" ? nil : $0 }
    let fileName = file.name.split(separator: "/").last.map(String.init) ?? file.name
    if !leftOutModels.isEmpty, naming.flatMap({ byLowercased[$0.lowercased()] }) == nil,
      let leftOut = leftOutModel(namedByFolderIn: Array(folders))
        ?? (naming == nil ? leftOutModel(byFileName: fileName) : nil)
    {
      file.leftOutModel = leftOut
      file.assignment = .leftOut
      return file
    }
    if let folder = naming {
      file.modelFolder = String(folder)
      file.modelName = byLowercased[folder.lowercased()]
      file.assignment = file.modelName == nil ? nil : .folder
    } else if let named = modelNamed(byFileName: fileName) {
      file.modelName = named.name
      file.assignment = .name
    } else {
      file.modelName = models.first?.name
      file.assignment = file.modelName == nil ? nil : .firstModel
    }
    // A workspace of no model (a package whose tests define every type) checks none of its files.
    if models.isEmpty { file.assignment = .unassigned }
    return file
  }

  /// The model a file's name names, whatever the case style of either: the file name's words
  /// (`NameWords`), run together, begin with the model name's, ending where a word ends.
  /// `line-item.json`, `line_item.json`, `lineItem.json` and `LineItem.json` name `LineItem`; a
  /// variant may follow (`merchant-null-logo.json` is `Merchant`'s, `forecast-2.json` is
  /// `Forecast`'s); a plural names a list of them (`forecasts.json` is `[Forecast]`'s). The
  /// longest model name wins (`order-line-item.json` is `OrderLineItem`'s, not `Order`'s), and a
  /// nested type is named by its path (`order-state.json` is `Order.State`'s).
  public func modelNamed(byFileName fileName: String) -> WorkspaceModel? {
    guard let reading = nameReading(of: fileName) else { return nil }
    let model = models[reading.position]
    return reading.plural ? try? self.model(named: ModelCollection.array.name(of: model.name)) : model
  }

  /// Whether every word of a file's name is the name of the model it names
  /// (``modelNamed(byFileName:)``): `token.json`, not `token-error-response.json`, for `Token`.
  public func isNamedWholly(byFileName fileName: String) -> Bool {
    nameReading(of: fileName)?.whole ?? false
  }

  /// The model of ``leftOutModels`` the nearest of `folders` that names one names.
  private func leftOutModel(namedByFolderIn folders: [Substring]) -> ModelSources.LeftOutModel? {
    folders.reversed().lazy.compactMap { folder in
      leftOutModels.first { $0.name.lowercased() == folder.lowercased() }
    }.first
  }

  /// The model of ``leftOutModels`` a file's name names, as ``modelNamed(byFileName:)`` reads
  /// names: one that names both a model and a longer left-out one (`trail-photo.json` for `Trail`
  /// and `TrailPhoto`) names the left-out one.
  public func leftOutModel(byFileName fileName: String) -> ModelSources.LeftOutModel? {
    guard let reading = anyNameReading(of: fileName), reading.position >= models.count else { return nil }
    return leftOutModels[reading.position - models.count]
  }

  /// How a file's name reads against the models' names: the model's position, plural or not, and
  /// the rule that read it so (``modelNamed(byFileName:)``); `nil` when it names no model, or a
  /// left-out one.
  package func nameReading(of fileName: String) -> ModelNameIndex.Reading? {
    anyNameReading(of: fileName).flatMap { $0.position < models.count ? $0 : nil }
  }

  private func anyNameReading(of fileName: String) -> ModelNameIndex.Reading? {
    nameIndex.reading(fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName)
  }
}
