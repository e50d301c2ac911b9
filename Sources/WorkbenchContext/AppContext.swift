import Foundation
import ModelAdapter
import TerminalSafety

/// Every side effect the engine, the CLI and the TUI may cause, reached through one value: the
/// clock, the file system, the network, the environment and the standard streams. The app runs
/// with ``live``; tests run with ``test(files:now:environment:currentDirectory:http:standardInput:streams:)`` and check what
/// was written.
public struct AppContext: Sendable {
  /// The current time.
  public var now: @Sendable () -> Date
  /// Files and folders.
  public var files: FileSystem
  /// The HTTP client for payloads loaded from a URL (decorate it with the error mapper). The live
  /// one makes its `URLSession` on the first request.
  public var httpClient: any HTTPClient
  /// Environment variables.
  public var environment: [String: String]
  /// The absolute path of the folder relative paths typed by the user start from.
  public var currentDirectory: String
  /// Reads all of standard input.
  public var readStandardInput: @Sendable () throws -> Data
  /// Writes to standard output.
  public var writeOutput: @Sendable (Data) -> Void
  /// Writes to standard error.
  public var writeError: @Sendable (Data) -> Void
  /// The executable whose `worker` command runs models' code in a process of its own (this one's
  /// own executable, live); `nil` runs it in this process, as tests do.
  public var workerExecutable: String?
  /// Whether standard error is a terminal (a person watching), where long runs show progress.
  public var errorIsTerminal = false
  /// Ends the process with a status (a command that cannot go on). A test context traps instead,
  /// so a test that reaches it fails loudly.
  public var exit: @Sendable (Int32) -> Never = { status in
    fatalError("the program would exit with status \(status) here")
  }

  /// A context made of its parts.
  public init(
    now: @escaping @Sendable () -> Date,
    files: FileSystem,
    httpClient: any HTTPClient,
    environment: [String: String],
    currentDirectory: String,
    readStandardInput: @escaping @Sendable () throws -> Data,
    writeOutput: @escaping @Sendable (Data) -> Void,
    writeError: @escaping @Sendable (Data) -> Void,
    workerExecutable: String? = nil
  ) {
    self.now = now
    self.files = files
    self.httpClient = httpClient
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.readStandardInput = readStandardInput
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.workerExecutable = workerExecutable
  }

  /// The real clock, disk, network, environment and streams.
  public static var live: AppContext {
    var context = AppContext(
      now: { Date() },
      files: .live,
      httpClient: LiveHTTPClient(),
      environment: ProcessInfo.processInfo.environment,
      currentDirectory: FileManager.default.currentDirectoryPath,
      readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
      writeOutput: { StandardStream.write($0, to: STDOUT_FILENO) },
      writeError: { StandardStream.write($0, to: STDERR_FILENO) },
      workerExecutable: CurrentExecutable.path)
    context.errorIsTerminal = isatty(STDERR_FILENO) == 1
    context.exit = { status in Foundation.exit(status) }
    return context
  }

  /// `path` as an absolute, standardized path: a relative one starts from ``currentDirectory``.
  public func absolutePath(_ path: String) -> String {
    let folder = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
    let absolute = path.hasPrefix("/") ? path : folder + path
    return URL(fileURLWithPath: absolute).standardized.path
  }

  /// `path` relative to ``currentDirectory`` when it is below it, so editors can open it; else as
  /// it is.
  public func relativePath(_ path: String) -> String {
    Self.relative(absolutePath(path), to: currentDirectory)
  }

  /// `path` relative to `directory` when it is below it; else as it is.
  public static func relative(_ path: String, to directory: String) -> String {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Writes `text` to standard output, with what a terminal would obey rather than show escaped
  /// (`TerminalText`): much of it comes from payloads and files no one here controls.
  public func print(_ text: String) {
    writeOutput(Data(TerminalText.safe(text).utf8))
  }

  /// Writes `line` and a newline to standard error, escaped as ``print(_:)`` escapes.
  public func reportError(_ line: String) {
    writeError(Data((TerminalText.safe(line) + "\n").utf8))
  }
}
