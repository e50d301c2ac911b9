/// Why an export cannot be planned or written, with what to do instead.
public enum ExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The destination lies outside the workspace's export folder.
  case outsideExportFolder(path: String, folder: String)
  /// Writing would replace files with other contents, and overwriting was not allowed.
  case wouldOverwrite([String])
  /// The scenario matrix could not be built.
  case matrix(ScenarioMatrixError)
  /// Swift code could not be generated.
  case swiftCode(SwiftCodeExportError)
  /// A file or folder could not be written.
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .outsideExportFolder(let path, let folder):
      "\(path) is outside the workspace's export folder \(folder); write inside it, or change the workspace's `exports:` folder"
    case .wouldOverwrite(let paths):
      "\(paths.count == 1 ? "a file" : "\(paths.count) files") with other contents would be replaced: "
        + paths.joined(separator: ", ") + "; pass --force to overwrite"
    case .matrix(let error): error.description
    case .swiftCode(let error): error.description
    case .cannotWrite(let path, let reason):
      "\(path): cannot write: \(reason); make its folder writable, or export into another folder with --exports DIR"
    }
  }
}
