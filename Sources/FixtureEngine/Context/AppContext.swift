import Foundation
import ModelAdapter

/// Every side effect the engine, the CLI and the TUI may cause, reached through one value: the
/// clock, the file system, the network, the environment and the standard streams. The app runs
/// with ``live``; tests run with ``test(files:now:environment:http:standardInput:)`` and check what
/// was written.
public struct AppContext: Sendable {
  /// The current time.
  public var now: @Sendable () -> Date
  /// Files and folders.
  public var files: FileSystem
  /// The HTTP client for payloads loaded from a URL (decorate it with the error mapper).
  public var httpClient: any HTTPClient
  /// Environment variables.
  public var environment: [String: String]
  /// Reads all of standard input.
  public var readStandardInput: @Sendable () throws -> Data
  /// Writes to standard output.
  public var writeOutput: @Sendable (Data) -> Void
  /// Writes to standard error.
  public var writeError: @Sendable (Data) -> Void

  /// A context made of its parts.
  public init(
    now: @escaping @Sendable () -> Date,
    files: FileSystem,
    httpClient: any HTTPClient,
    environment: [String: String],
    readStandardInput: @escaping @Sendable () throws -> Data,
    writeOutput: @escaping @Sendable (Data) -> Void,
    writeError: @escaping @Sendable (Data) -> Void
  ) {
    self.now = now
    self.files = files
    self.httpClient = httpClient
    self.environment = environment
    self.readStandardInput = readStandardInput
    self.writeOutput = writeOutput
    self.writeError = writeError
  }

  /// The real clock, disk, network, environment and streams.
  public static var live: AppContext {
    AppContext(
      now: { Date() },
      files: .live,
      httpClient: HTTPClientErrorMapperDecorator(decoratee: URLSessionHTTPClient()),
      environment: ProcessInfo.processInfo.environment,
      readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
      writeOutput: { FileHandle.standardOutput.write($0) },
      writeError: { FileHandle.standardError.write($0) })
  }

  /// Writes `text` to standard output.
  public func print(_ text: String) {
    writeOutput(Data(text.utf8))
  }

  /// Writes `line` and a newline to standard error.
  public func reportError(_ line: String) {
    writeError(Data((line + "\n").utf8))
  }
}
