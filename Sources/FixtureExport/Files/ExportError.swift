/// Why an export could not be planned or written.
public enum ExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Writing would replace files with other contents, and overwriting was not allowed.
  case wouldOverwrite([String])
  /// The scenario matrix could not be built.
  case matrix(ScenarioMatrixError)
  /// Swift code could not be generated.
  case swiftCode(SwiftCodeExportError)
  /// A file or folder could not be written.
  case cannotWrite(path: String, reason: String)

  /// What the user can do about an error; each front end says how it is done there.
  public enum Remedy: Sendable, Hashable {
    /// Allow the files to be replaced.
    case allowOverwrite
    /// Make the folder writable, or export into another folder.
    case writableFolder
  }

  /// What is wrong, without what to do about it.
  public var problem: String {
    switch self {
    case .wouldOverwrite(let paths):
      "\(paths.count == 1 ? "a file" : "\(paths.count) files") with other contents would be replaced: "
        + paths.joined(separator: ", ")
    case .matrix(let error): error.description
    case .swiftCode(let error): error.description
    case .cannotWrite(let path, let reason): "\(path): cannot write: \(reason)"
    }
  }

  /// What to do about it, when the user can do something; the matrix and code errors say it in
  /// their ``problem``.
  public var remedy: Remedy? {
    switch self {
    case .wouldOverwrite: .allowOverwrite
    case .cannotWrite: .writableFolder
    case .matrix, .swiftCode: nil
    }
  }

  private var overwrittenCount: Int {
    if case .wouldOverwrite(let paths) = self { paths.count } else { 0 }
  }

  public var description: String {
    switch remedy {
    case .allowOverwrite: problem + "; allow overwriting to replace \(overwrittenCount == 1 ? "it" : "them")"
    case .writableFolder: problem + "; make its folder writable, or export into another folder"
    case nil: problem
    }
  }
}
