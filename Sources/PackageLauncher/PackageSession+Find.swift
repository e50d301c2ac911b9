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
  /// current directory's package. `nil` when the bundled workspaces open instead: no folder is
  /// named and there is no `Package.swift` here, or `WORKBENCH_BUNDLED=1`; or the package is
  /// Fixture Workbench's own (`./dev app` in the clone).
  /// - Throws: ``NotAPackage`` when the named folder holds no `Package.swift`.
  public static func find(folder: String?, context: AppContext) throws(NotAPackage) -> PackageSession? {
    if folder == nil && context.environment["WORKBENCH_BUNDLED"] == "1" { return nil }
    let root = context.absolutePath(folder ?? context.currentDirectory)
    guard context.files.exists(root + "/Package.swift") else {
      if let folder { throw NotAPackage(folder: folder) }
      return nil
    }
    if WorkbenchSource.isWorkbench(root, files: context.files) { return nil }
    return PackageSession(root: root, context: context)
  }
}
