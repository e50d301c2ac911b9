import FixtureEngine
import PackageDiscovery
import WorkbenchContext

extension PackageSession {
  /// A folder named as the package that holds no `Package.swift`, or, when none is named, a
  /// current folder with no `Package.swift` in it or above it.
  public struct NotAPackage: Error, CustomStringConvertible {
    /// The folder, as it was named, or the current folder's absolute path.
    public let folder: String
    /// Whether the folder was named (`--package DIR`); else it is the current one.
    public var named = true
    /// The Xcode workspaces in the current folder, which name no project that is there, each as
    /// ``describe(project:files:)`` tells it.
    public var projects: [String] = []
    /// Why an Xcode project found there cannot be opened, when that is what stopped the run.
    public var reason: String? = nil

    public var description: String {
      if let reason { return reason }
      guard !named else {
        return "\(folder) has no Package.swift and no .xcodeproj: name a SwiftPM package's or an app's folder"
      }
      let found =
        projects.isEmpty
        ? "" : "\(projects.joined(separator: ", ")) is here, but names no .xcodeproj that is there. "
      return
        "no Swift package or Xcode project here: no Package.swift in \(folder) or in any folder above it, and no .xcodeproj in it. \(found)Run workbench in your package's or app's folder, name one with --package DIR, or name a folder of Swift files with --sources DIR; `workbench demo` opens the bundled demo workspaces"
    }
  }

  /// The session for the package the workbench runs on: `folder` when one is named, else the
  /// package the current directory is in (the nearest `Package.swift` here or above, as `swift
  /// build` finds it). A folder with no `Package.swift` and an Xcode project is an app: its
  /// session builds the models from the project's files. `nil` when the bundled workspaces open
  /// instead: no folder is named and `WORKBENCH_BUNDLED=1` (`workbench demo`), or the package is
  /// Fixture Workbench's own (`./dev app` in the clone).
  /// - Throws: ``NotAPackage`` when the named folder holds no `Package.swift` and no project, or,
  ///   with none named, when there is neither here (nor a `Package.swift` above); or when the
  ///   project cannot be read, or none of its models compiles here.
  public static func find(folder: String?, context: AppContext) throws(NotAPackage) -> PackageSession? {
    if folder == nil && context.environment["WORKBENCH_BUNDLED"] == "1" { return nil }
    let named = context.absolutePath(folder ?? context.currentDirectory)
    if let sources = FolderOverrides.folders(FolderOverrides.sourcesVariable, in: context.environment)
      ?? configuredSources(in: named, files: context.files)
    {
      return try app(sources: sources, folder: named, context: context)
    }
    let root: String
    if let folder {
      root = context.absolutePath(folder)
      guard context.files.exists(root + "/Package.swift") else {
        guard let project = xcodeProject(in: root, files: context.files) else { throw NotAPackage(folder: folder) }
        return try app(project: project, context: context)
      }
    } else {
      let here = context.absolutePath(context.currentDirectory)
      // An app's project here is nearer than a package above.
      if !context.files.exists(here + "/Package.swift"), let project = xcodeProject(in: here, files: context.files) {
        return try app(project: project, context: context)
      }
      guard let enclosing = enclosingPackage(of: here, files: context.files) else {
        let projects = ((try? context.files.list(here)) ?? [])
          .filter { $0.hasSuffix(".xcworkspace") }.sorted()
          .map { describe(project: here + "/" + $0, files: context.files) }
        throw NotAPackage(folder: here, named: false, projects: projects)
      }
      root = enclosing
    }
    if WorkbenchSource.isWorkbench(root, files: context.files) { return nil }
    return PackageSession(root: root, context: context)
  }

  /// The `"sources"` of the `fixture-workbench.json` in `folder`, when it names any.
  private static func configuredSources(in folder: String, files: FileSystem) -> [String]? {
    let path = folder + "/" + WorkbenchConfiguration.fileName
    // Most configurations name no sources: those are not read here (every run reads them later).
    guard let data = try? files.read(path), String(decoding: data, as: UTF8.self).contains(#""sources""#),
      let loaded = try? WorkbenchConfiguration(parsing: String(decoding: data, as: UTF8.self))
    else { return nil }
    return loaded.sources
  }

  /// An Xcode project or workspace at `path` as a line of a message: its name, and for a project
  /// the targets that may hold models and the test targets with JSON resources, as its
  /// `project.pbxproj` lists them (`WeatherApp.xcodeproj (WeatherApp: an app of 12 Swift files;
  /// WeatherAppTests: tests with 2 JSON files or folders)`), or why it cannot be read.
  static func describe(project path: String, files: FileSystem) -> String {
    let name = String(path.split(separator: "/").last ?? "")
    guard path.hasSuffix(".xcodeproj") else { return name }
    let project: XcodeProject
    do {
      project = try XcodeProject(at: path, files: files)
    } catch {
      return "\(name) (\(error))"
    }
    let targets = project.targets.compactMap { target -> String? in
      let json = target.resources.filter { $0.hasSuffix(".json") || !$0.contains(".") }.count
      switch target.kind {
      case .application, .framework, .library:
        let what = target.kind == .application ? "an app" : target.kind == .framework ? "a framework" : "a library"
        return "\(target.name): \(what) of \(target.sources.count) Swift files"
      case .unitTests where json > 0: return "\(target.name): tests with \(json) JSON files or folders"
      default: return nil
      }
    }
    return targets.isEmpty ? name : "\(name) (\(targets.joined(separator: "; ")))"
  }

  /// The Xcode project in `folder` that holds the most Swift files in targets that may hold
  /// models (the first by name among equals), when there is one.
  /// With no project in the folder, the projects its `.xcworkspace` files name are read (a
  /// workspace's own `Pods` project among them, which holds no model of the app's).
  private static func xcodeProject(in folder: String, files: FileSystem) -> String? {
    let names = ((try? files.list(folder)) ?? []).sorted()
    var projects = names.filter { $0.hasSuffix(".xcodeproj") }.map { folder + "/" + $0 }
    if projects.isEmpty {
      for workspace in names where workspace.hasSuffix(".xcworkspace") {
        projects += XcodeWorkspace.projects(at: folder + "/" + workspace, files: files).filter {
          !projects.contains($0)
        }
      }
    }
    guard projects.count > 1 else { return projects.first }
    let sizes = projects.map { path in
      ((try? XcodeProject(at: path, files: files))?.targets ?? []).filter(\.kind.holdsModels)
        .reduce(0) { $0 + $1.sources.count }
    }
    return zip(projects, sizes).max { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 > $1.0) }?.0
  }

  /// The nearest folder from `folder` up to the root that holds a `Package.swift`.
  private static func enclosingPackage(of folder: String, files: FileSystem) -> String? {
    var candidate = folder
    while true {
      if files.exists((candidate == "/" ? "" : candidate) + "/Package.swift") { return candidate }
      guard candidate != "/", let slash = candidate.lastIndex(of: "/") else { return nil }
      candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
    }
  }
}
