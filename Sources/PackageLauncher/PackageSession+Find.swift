import PackageDiscovery
import WorkbenchContext

extension PackageSession {
  /// A folder named as the package that holds no `Package.swift`.
  public struct NotAPackage: Error, CustomStringConvertible {
    /// The folder, as it was named.
    public let folder: String
    public var description: String {
      "\(folder) has no Package.swift: name a SwiftPM package's folder"
    }
  }

  /// The session for the package the workbench runs on: `folder` when one is named, else the
  /// package the current directory is in (the nearest `Package.swift` here or above, as `swift
  /// build` finds it). `nil` when the bundled workspaces open instead: no folder is named and
  /// there is no `Package.swift` here or above, or `WORKBENCH_BUNDLED=1`; or the package is
  /// Fixture Workbench's own (`./dev app` in the clone).
  /// - Throws: ``NotAPackage`` when the named folder holds no `Package.swift`.
  public static func find(folder: String?, context: AppContext) throws(NotAPackage) -> PackageSession? {
    if folder == nil && context.environment["WORKBENCH_BUNDLED"] == "1" { return nil }
    let root: String
    if let folder {
      root = context.absolutePath(folder)
      guard context.files.exists(root + "/Package.swift") else { throw NotAPackage(folder: folder) }
    } else {
      guard let enclosing = enclosingPackage(of: context.absolutePath(context.currentDirectory), files: context.files)
      else { return nil }
      root = enclosing
    }
    if WorkbenchSource.isWorkbench(root, files: context.files) { return nil }
    return PackageSession(root: root, context: context)
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
