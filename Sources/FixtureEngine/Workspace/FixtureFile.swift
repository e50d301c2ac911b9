import WorkbenchContext

/// A JSON file in a workspace's fixture folders.
///
/// Where a file sits says which model it is for and whether it must decode:
///
/// ```
/// Fixtures/pokemon-charizard.json          the model its name starts with (Pokemon), must decode
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
}

extension Workspace {
  /// Every `.json` file in the fixture folders (and their `failing` subfolders), sorted by name.
  public func fixtureFiles(in context: AppContext) -> [FixtureFile] {
    var found: [FixtureFile] = []
    for folder in fixtureFolders {
      let root = path(folder)
      guard context.files.isDirectory(root) else { continue }
      found += Self.jsonFiles(in: root, prefix: "", files: context.files, depth: 0).map(assigningModel)
    }
    return found.sorted { $0.name < $1.name }
  }

  /// The fixture named `name` (with or without `.json`, with or without its folder).
  /// - Throws: ``LookupError`` listing the fixtures there are.
  public func fixture(named name: String, in context: AppContext) throws(LookupError) -> FixtureFile {
    let files = fixtureFiles(in: context)
    let wanted = name.hasSuffix(".json") ? name : name + ".json"
    if let exact = files.first(where: { $0.name == wanted }) { return exact }
    let byFileName = files.filter { $0.name.split(separator: "/").last.map(String.init) == wanted }
    if byFileName.count == 1 { return byFileName[0] }
    throw LookupError(kind: "fixture", name: name, known: files.map(\.name), context: " in workspace \(self.name)")
  }

  private func assigningModel(_ file: FixtureFile) -> FixtureFile {
    var file = file
    let folders = file.name.split(separator: "/").dropLast()
    if let folder = folders.first, folder != "failing" {
      file.modelFolder = String(folder)
      file.modelName = models.first { $0.name.lowercased() == folder.lowercased() }?.name
    } else {
      let fileName = file.name.split(separator: "/").last.map(String.init) ?? file.name
      file.modelName = (modelNamed(byFileName: fileName) ?? models.first)?.name
    }
    return file
  }

  /// The model a file's name starts with, in any letter case, followed by the end of the name or
  /// by a character that is not a lower-case letter: `forecast.json`, `Forecast_2.json`,
  /// `forecast-oslo.json` and `forecastOslo.json` name `Forecast`; `forecasts.json` does not. The
  /// longest such model name wins (`orderline.json` is `OrderLine`'s, not `Order`'s).
  public func modelNamed(byFileName fileName: String) -> WorkspaceModel? {
    let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
    return models.filter { model in
      let name = model.name
      guard stem.count >= name.count, stem.prefix(name.count).lowercased() == name.lowercased() else { return false }
      guard let next = stem.dropFirst(name.count).first else { return true }
      return !next.isLowercase
    }
    .max { $0.name.count < $1.name.count }
  }

  private static func jsonFiles(in folder: String, prefix: String, files: FileSystem, depth: Int) -> [FixtureFile] {
    guard depth < 8, let names = try? files.list(folder) else { return [] }
    var found: [FixtureFile] = []
    for name in names where !name.hasPrefix(".") {
      let full = folder + "/" + name
      let relative = prefix + name
      if files.isDirectory(full) {
        found += jsonFiles(in: full, prefix: relative + "/", files: files, depth: depth + 1)
      } else if name.hasSuffix(".json") {
        let meantToFail = relative.split(separator: "/").dropLast().contains("failing")
        found.append(FixtureFile(name: relative, path: full, isMeantToFail: meantToFail))
      }
    }
    return found
  }
}
