import Foundation
import JSONTrace
import WorkbenchContext

/// An Xcode project as its `project.pbxproj` describes it: its targets, each with its Swift
/// sources and its resources as paths in the folder that holds the `.xcodeproj`, and the Swift
/// packages it references.
public struct XcodeProject: Sendable, Equatable {
  /// The project's name: its `.xcodeproj` folder's, without the extension.
  public var name: String
  /// The folder that holds the `.xcodeproj`, which the paths are relative to.
  public var folder: String
  public var targets: [Target]
  /// The remote Swift packages the project depends on.
  public var packages: [PackageReference]
  /// The package products its targets link from local Swift packages
  /// (`XCLocalSwiftPackageReference`), each with its package's folder, relative to ``folder``.
  public var localProducts: [String: String] = [:]

  /// A target of the project.
  public struct Target: Sendable, Equatable {
    public var name: String
    public var kind: Kind
    /// The module its Swift files make: `PRODUCT_MODULE_NAME`, else the product's name, made a
    /// Swift identifier as Xcode makes it (`My App` is `My_App`).
    public var moduleName: String
    /// Its Swift files, relative to the project's folder.
    public var sources: [String]
    /// Its resources (files and folder references), relative to the project's folder.
    public var resources: [String]
    /// The targets of the project it depends on, by name.
    public var dependencies: [String]
    /// The products of Swift packages it links.
    public var packageProducts: [String]
  }

  /// What a target builds.
  public enum Kind: Sendable, Equatable {
    case application
    case framework
    case library
    case unitTests
    case uiTests
    /// Any other product type, as the project names it.
    case other(String)

    init(productType: String) {
      switch productType {
      case "com.apple.product-type.application": self = .application
      case "com.apple.product-type.framework": self = .framework
      case "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic": self = .library
      case "com.apple.product-type.bundle.unit-test": self = .unitTests
      case "com.apple.product-type.bundle.ui-testing": self = .uiTests
      default: self = .other(productType)
      }
    }

    /// Whether the target's Swift files may hold the models: an app, a framework or a library.
    public var holdsModels: Bool {
      switch self {
      case .application, .framework, .library: true
      default: false
      }
    }
  }

  /// A remote Swift package the project references (`XCRemoteSwiftPackageReference`).
  public struct PackageReference: Sendable, Hashable, Codable {
    public var url: String
    /// The requirement as the project states it: `upToNextMajorVersion 1.5.0`, `branch main`.
    public var requirement: String
    /// The products of it the project's targets link.
    public var products: [String] = []

    /// The package's identity, as SwiftPM makes it from its URL (`alamofire` for
    /// `https://github.com/Alamofire/Alamofire.git`).
    public var identity: String {
      var name = String(url.split(separator: "/").last ?? "")
      if name.hasSuffix(".git") { name.removeLast(4) }
      return name.lowercased()
    }

    /// The package as a manifest's `dependencies` names it, with its requirement:
    /// `.package(url: "https://github.com/apple/swift-collections", from: "1.1.0")`.
    public var manifestEntry: String {
      let words = requirement.split(separator: " ").map(String.init)
      let value = words.count > 1 ? SwiftStringLiteral.quoting(words[1]) : "\"0.0.0\""
      let stated: String =
        switch words.first {
        case "upToNextMinorVersion": ".upToNextMinor(from: \(value))"
        case "exactVersion": "exact: \(value)"
        case "branch": "branch: \(value)"
        case "revision": "revision: \(value)"
        default: "from: \(value)"
        }
      return ".package(url: \(SwiftStringLiteral.quoting(url)), \(stated))"
    }
  }
}

extension XcodeProject {
  /// The project at `path` (a `.xcodeproj` folder), read through `files`.
  /// - Throws: when its `project.pbxproj` cannot be read, or is no project file.
  public init(at path: String, files: FileSystem) throws {
    let data: Data
    do {
      data = try files.read(path + "/project.pbxproj")
    } catch {
      throw XcodeProjectError(path: path + "/project.pbxproj", reason: "cannot be read: \(error)")
    }
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    let name = String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".xcodeproj", with: "")
    do {
      try self.init(pbxproj: data, name: name, folder: folder.isEmpty ? "." : folder, files: files)
    } catch {
      throw XcodeProjectError(path: path + "/project.pbxproj", reason: error.description)
    }
  }

  /// The project whose `project.pbxproj` is `data`, in `folder`: folders Xcode keeps in step
  /// with the disk (`PBXFileSystemSynchronizedRootGroup`) are listed through `files`.
  init(pbxproj data: Data, name: String, folder: String, files: FileSystem) throws(PBXObjects.Unreadable) {
    let objects = try PBXObjects(data)
    guard let project = objects[objects.rootIdentifier] else {
      throw PBXObjects.Unreadable(description: "its root object is missing")
    }
    let paths = PBXPaths(objects: objects, mainGroup: project.string("mainGroup"), folder: folder)
    let listing = SynchronizedFolders(objects: objects, paths: paths, files: files)
    self.name = name
    self.folder = folder
    targets = project.strings("targets").compactMap { objects[$0] }.filter { $0.isa == "PBXNativeTarget" }.map {
      target in
      let phases = target.strings("buildPhases").compactMap { objects[$0] }
      let inPhase = { (isa: String) in
        phases.filter { $0.isa == isa }.flatMap { $0.strings("files") }.compactMap { objects[$0] }
          .flatMap { paths.files(of: $0.string("fileRef")) }
      }
      let synchronized = listing.files(of: target)
      let sources = inPhase("PBXSourcesBuildPhase").filter { $0.hasSuffix(".swift") } + synchronized.sources
      let resources = inPhase("PBXResourcesBuildPhase") + synchronized.resources
      return Target(
        name: target.string("name") ?? "", kind: Kind(productType: target.string("productType") ?? ""),
        moduleName: Self.moduleName(of: target, objects: objects), sources: Self.unique(sources),
        resources: Self.unique(resources),
        dependencies: target.strings("dependencies").compactMap {
          objects[objects[$0]?.string("target")]?.string("name")
        },
        packageProducts: target.strings("packageProductDependencies").compactMap { objects[$0]?.string("productName") })
    }
    for dependency in objects.all("XCSwiftPackageProductDependency") {
      guard let product = dependency.string("productName"), let reference = objects[dependency.string("package")],
        reference.isa == "XCLocalSwiftPackageReference", let path = reference.string("relativePath")
      else { continue }
      localProducts[product] = path
    }
    packages = project.strings("packageReferences").compactMap { objects[$0] }
      .filter { $0.isa == "XCRemoteSwiftPackageReference" }
      .compactMap { reference in
        guard let url = reference.string("repositoryURL") else { return nil }
        let requirement = reference.dictionary("requirement")
        let kind = requirement["kind"] as? String ?? ""
        let value = ["minimumVersion", "version", "branch", "revision"].lazy.compactMap { requirement[$0] as? String }
          .first
        let products = objects.all("XCSwiftPackageProductDependency")
          .filter { $0.string("package") == reference.identifier }.compactMap { $0.string("productName") }
        return PackageReference(
          url: url, requirement: [kind, value].compactMap { $0 }.joined(separator: " "), products: products)
      }
  }

  /// The target's module name from its first build configuration's settings.
  private static func moduleName(of target: PBXObject, objects: PBXObjects) -> String {
    let name = target.string("name") ?? ""
    let configurations = objects[target.string("buildConfigurationList")]?.strings("buildConfigurations") ?? []
    let settings = configurations.lazy.compactMap { objects[$0]?.dictionary("buildSettings") }.first ?? [:]
    let stated = (settings["PRODUCT_MODULE_NAME"] ?? settings["PRODUCT_NAME"]) as? String
    // `$(TARGET_NAME)`, `${TARGET_NAME}`, and with a modifier: `$(TARGET_NAME:c99extidentifier)`.
    let product = (stated ?? target.string("productName") ?? name).replacingOccurrences(
      of: #"\$[({]TARGET_NAME(:[A-Za-z0-9_,]*)?[)}]"#, with: name, options: .regularExpression)
    return c99Identifier(product)
  }

  /// `text` as Xcode makes a module name of it: every character that cannot be in an identifier is `_`, as
  /// is a leading digit.
  static func c99Identifier(_ text: String) -> String {
    var made = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = made.first, first.isNumber { made = "_" + made }
    return made
  }

  private static func unique(_ paths: [String]) -> [String] {
    var seen: Set<String> = []
    return paths.filter { seen.insert($0).inserted }
  }
}

/// A project file that cannot be read: where, and why.
public struct XcodeProjectError: Error, CustomStringConvertible {
  public var path: String
  public var reason: String
  public var description: String { "\(path): \(reason)" }
}
