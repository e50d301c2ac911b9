import Foundation

/// The inputs and outputs a command touches, so tests can run commands in memory.
public struct CommandIO: Sendable {
  /// Reads a whole file.
  public var readFile: @Sendable (String) throws -> Data
  /// Reads all of standard input.
  public var readStandardInput: @Sendable () throws -> Data
  /// Replaces a file's contents atomically (a temporary file beside it, then a rename).
  public var replaceFile: @Sendable (String, Data) throws -> Void
  /// Writes to standard output.
  public var writeOutput: @Sendable (Data) -> Void
  /// Writes to standard error.
  public var writeError: @Sendable (Data) -> Void

  /// IO made of the given closures.
  public init(
    readFile: @escaping @Sendable (String) throws -> Data,
    readStandardInput: @escaping @Sendable () throws -> Data,
    replaceFile: @escaping @Sendable (String, Data) throws -> Void,
    writeOutput: @escaping @Sendable (Data) -> Void,
    writeError: @escaping @Sendable (Data) -> Void
  ) {
    self.readFile = readFile
    self.readStandardInput = readStandardInput
    self.replaceFile = replaceFile
    self.writeOutput = writeOutput
    self.writeError = writeError
  }

  /// The process's real files and standard streams.
  public static let live = CommandIO(
    readFile: { path in try Data(contentsOf: URL(fileURLWithPath: path)) },
    readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
    replaceFile: { path, data in try data.write(to: URL(fileURLWithPath: path), options: .atomic) },
    writeOutput: { FileHandle.standardOutput.write($0) },
    writeError: { FileHandle.standardError.write($0) }
  )

  /// Writes `line` and a newline to standard error.
  public func reportError(_ line: String) {
    writeError(Data((line + "\n").utf8))
  }
}
