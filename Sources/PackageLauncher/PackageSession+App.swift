import Foundation
import JSONCore
import PackageDiscovery
import WorkbenchContext

extension PackageSession {
  /// Where, in an app's folder, the package that stands for its Xcode project is written.
  public static let appPackageFolder = ".build/fixture-workbench/app-package"

  /// The session for the Xcode project at `project` (a `.xcodeproj` folder): its models are built
  /// from the package written for it (`AppPackage`) in ``appPackageFolder``, and everything else
  /// (configuration, fixtures, exports) is the project's folder's.
  /// - Throws: ``NotAPackage`` when the project cannot be read, or none of its models compiles here.
  static func app(project: String, context: AppContext) throws(NotAPackage) -> PackageSession {
    let folder = String(project[..<(project.lastIndex(of: "/") ?? project.startIndex)])
    var session = PackageSession(root: folder, buildRoot: folder + "/" + appPackageFolder, context: context)
    session.appProject = project
    try session.writeAppPackage()
    return session
  }

  /// The session for the Swift files under `sources` (folders relative to `folder`), compiled
  /// as one module as an app's are (`XcodeProject(sources:folder:files:)`).
  /// - Throws: ``NotAPackage`` when a folder holds no Swift file, or none of its models compiles here.
  static func app(sources: [String], folder: String, context: AppContext) throws(NotAPackage) -> PackageSession {
    var session = PackageSession(root: folder, buildRoot: folder + "/" + appPackageFolder, context: context)
    session.appSources = sources
    try session.writeAppPackage()
    return session
  }

  /// The files of the app a build here refused, by their path in the project, with the first
  /// error of each: they are left out when the package is written again.
  var refusedPath: String { buildRoot + "/.refused.json" }

  /// A file a build here refused, while its text is what was refused.
  private struct Refusal: Codable, Equatable {
    /// The compiler's first error in it.
    var reason: String
    /// The digest of the file's bytes when it was refused.
    var digest: String
  }

  /// The refusals kept, by path, less those of files whose text changed since: a file saved again
  /// is tried again.
  private var refusals: [String: Refusal] {
    let kept =
      (try? files.read(refusedPath)).flatMap { try? JSONDecoder().decode([String: Refusal].self, from: $0) } ?? [:]
    return kept.filter { path, refusal in digest(ofFile: path) == refusal.digest }
  }

  /// The files refused, by path, with the compiler's reason.
  private var refused: [String: String] { refusals.mapValues(\.reason) }

  private func digest(ofFile path: String) -> String? {
    (try? files.read(root + "/" + path)).map { "\($0.count)-\(FNV1a($0).hex)" }
  }

  /// Writes the app's package as its project and files are now, less the files refused before.
  /// Says which models are left out, and why, whenever the manifest is written anew.
  /// - Throws: ``NotAPackage`` when the project cannot be read, or none of its models compiles here.
  func writeAppPackage() throws(NotAPackage) {
    guard isApp else { return }
    let read: XcodeProject
    do {
      if let appSources {
        read = try XcodeProject(sources: appSources, folder: root, files: files)
      } else {
        read = try XcodeProject(at: appProject ?? "", files: files)
      }
    } catch {
      throw NotAPackage(folder: root, reason: "\(error)")
    }
    var texts: [String: String] = [:]
    for target in read.targets where target.kind.holdsModels {
      for path in target.sources {
        if let data = try? files.read(root + "/" + path) { texts[path] = String(decoding: data, as: UTF8.self) }
      }
    }
    var manifests: [String: String] = [:]
    for path in Set(read.localProducts.values) {
      if let data = try? files.read(root + "/" + path + "/Package.swift") {
        manifests[path] = String(decoding: data, as: UTF8.self)
      }
    }
    let package = AppPackage(
      project: read, texts: texts, available: Self.hostModules(context), refused: refused,
      localManifests: manifests, resolved: resolvedPackages(of: read, texts: texts))
    guard !package.libraries.isEmpty else {
      let reasons = package.leftOut.map { "\n  " + $0.description }.joined()
      let described =
        appSources.map { "the Swift files of " + $0.joined(separator: ", ") + " have" }
        ?? Self.describe(project: appProject ?? "", files: files) + " has"
      let none = appSources == nil ? "no app or framework target declares one" : "none declares one"
      throw NotAPackage(
        folder: root,
        reason:
          "\(described) no Decodable model that compiles on this host\(reasons.isEmpty ? " (\(none))" : ":" + reasons)"
      )
    }
    if let data = try? JSONEncoder().encode(package.leftOut), (try? files.read(leftOutPath)) != data {
      try? files.replace(leftOutPath, data)
    }
    if write(package) {
      // Each reason once: a build that refuses a file writes the package again.
      let notes = package.leftOut.map { "note: left out \($0)" }
      let said = Set(
        (try? files.read(notesPath)).map { String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init) }
          ?? [])
      for note in notes where !said.contains(note) { say(note) }
      try? files.replace(notesPath, Data(notes.joined(separator: "\n").utf8))
    }
  }

  /// What the last run said was left out.
  private var notesPath: String { buildRoot + "/.left-out.txt" }

  /// The models left out when the package was last written.
  private var leftOutPath: String { buildRoot + "/.left-out.json" }

  /// The app's models that the package written for it leaves out, with why; none for a package.
  var leftOutModels: [ModelSources.LeftOutModel] {
    guard isApp, let data = try? files.read(leftOutPath) else { return [] }
    return (try? JSONDecoder().decode([ModelSources.LeftOutModel].self, from: data)) ?? []
  }

  /// Leaves out each file of the app that `output` (a build's) says has an error, and writes the
  /// app's package again. Answers whether a file was left out that was not before.
  func refuseFiles(failingIn output: String) -> Bool {
    var refused = refusals
    let before = refused.count
    let real = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    for line in output.split(separator: "\n") where line.contains(": error: ") {
      let location = line.prefix { $0 != ":" }
      let path = String(location)
      guard path.hasSuffix(".swift") else { continue }
      let relative = [buildRoot + "/", root + "/", real + "/"].lazy.compactMap { prefix in
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
      }.first
      guard let relative, refused[relative] == nil else { continue }
      let message = line.components(separatedBy: ": error: ").dropFirst().joined(separator: ": error: ")
      refused[relative] = Refusal(reason: message, digest: digest(ofFile: relative) ?? "")
    }
    guard refused.count > before, let data = try? JSONEncoder().encode(refused) else { return false }
    do {
      try files.replace(refusedPath, data)
      try writeAppPackage()
    } catch {
      return false
    }
    return true
  }

  /// Writes `package`'s manifest when it changed, and mirrors the app's folder in the package's:
  /// every entry linked by its name, but each file compiled without some imports, which is a copy
  /// without them, in folders made on the way to it. Answers whether the manifest was written.
  private func write(_ package: AppPackage) -> Bool {
    let copies = package.withoutImports
    var made: Set<String> = []
    for path in copies.keys {
      var prefix = ""
      for component in path.split(separator: "/").dropLast() {
        prefix = prefix.isEmpty ? String(component) : prefix + "/" + component
        made.insert(prefix)
      }
    }
    let manifest = buildRoot + "/Package.swift"
    do {
      try mirror("", made: made, copies: copies)
      guard (try? files.read(manifest)) != Data(package.manifest.utf8) else { return false }
      try files.replace(manifest, Data(package.manifest.utf8))
    } catch {
      fail("cannot write \(buildRoot): \(FileErrorText.reason(error))")
    }
    return true
  }

  /// Mirrors the app's `folder` (relative to its root) in the package's folder. A folder made
  /// before stays made, and is mirrored in turn: nothing but links and copies is ever removed.
  private func mirror(_ folder: String, made: Set<String>, copies: [String: [String]]) throws {
    let source = folder.isEmpty ? root : root + "/" + folder
    let target = folder.isEmpty ? buildRoot : buildRoot + "/" + folder
    if files.linkDestination(target) != nil { try files.link(target, nil) }
    try files.createDirectory(target)
    let names = ((try? files.list(source)) ?? []).filter {
      !$0.hasPrefix(".") && !(folder.isEmpty && $0 == "Package.swift")
    }
    for name in (try? files.list(target)) ?? []
    where !names.contains(name) && files.linkDestination(target + "/" + name) != nil {
      try files.link(target + "/" + name, nil)
    }
    for name in names {
      let relative = folder.isEmpty ? name : folder + "/" + name
      let path = target + "/" + name
      let linked = files.linkDestination(path)
      if made.contains(relative) || (linked == nil && files.isDirectory(path)) {
        try mirror(relative, made: made, copies: copies)
      } else if let modules = copies[relative] {
        if linked != nil { try files.link(path, nil) }
        let text = String(decoding: try files.read(source + "/" + name), as: UTF8.self)
        let copy = Data(AppPackage.removingImports(of: modules, from: text).utf8)
        if (try? files.read(path)) != copy { try files.replace(path, copy) }
      } else if linked != source + "/" + name {
        // A copy made before, now linked again.
        if linked == nil && files.exists(path) { try files.remove(path) }
        try files.link(path, source + "/" + name)
      }
    }
  }

  /// The modules this host's Swift can import: the toolchain's own, found beside the `swift` on
  /// `PATH` (its Swift modules and the C modules it ships).
  static func hostModules(_ context: AppContext) -> Set<String> {
    var modules: Set = ["Swift", "Foundation", "Dispatch"]
    guard let swift = SwiftTool.find(environment: context.environment, files: context.files) else { return modules }
    let real = URL(fileURLWithPath: swift.executable).resolvingSymlinksInPath()
    let library = real.deletingLastPathComponent().deletingLastPathComponent().path + "/lib/swift"
    #if os(Linux)
      let platform = "linux"
    #else
      let platform = "macosx"
    #endif
    for folder in [library, library + "/" + platform] {
      for name in (try? context.files.list(folder)) ?? [] {
        if name.hasSuffix(".swiftmodule") || (context.files.isDirectory(folder + "/" + name) && !name.contains(".")) {
          modules.insert(String(name.prefix { $0 != "." }))
        }
      }
    }
    return modules
  }
}
