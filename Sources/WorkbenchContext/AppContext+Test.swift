import Foundation
import ModelAdapter
import Synchronization

/// What a test context captured.
public final class CapturedStreams: Sendable {
  private let output = Mutex(Data())
  private let errors = Mutex(Data())

  /// Empty streams.
  public init() {}

  /// Everything written to standard output, as text.
  public var outputText: String { output.withLock { String(decoding: $0, as: UTF8.self) } }
  /// Everything written to standard error, as text.
  public var errorText: String { errors.withLock { String(decoding: $0, as: UTF8.self) } }

  func appendOutput(_ data: Data) { output.withLock { $0.append(data) } }
  func appendError(_ data: Data) { errors.withLock { $0.append(data) } }
}

extension AppContext {
  /// A context for tests: files in memory, a fixed clock, a stub HTTP client behind the error
  /// mapper, a given environment, current folder and standard input, and captured output.
  public static func test(
    files: InMemoryFileSystem = InMemoryFileSystem(),
    now: Date = Date(timeIntervalSince1970: 1_800_000_000),
    environment: [String: String] = [:],
    currentDirectory: String = "/",
    http: StubHTTPClient = StubHTTPClient(.response(Data(), status: 404)),
    standardInput: Data = Data(),
    streams: CapturedStreams = CapturedStreams()
  ) -> AppContext {
    AppContext(
      now: { now },
      files: files.fileSystem,
      httpClient: HTTPClientErrorMapperDecorator(decoratee: http),
      environment: environment,
      currentDirectory: currentDirectory,
      readStandardInput: { standardInput },
      writeOutput: streams.appendOutput,
      writeError: streams.appendError)
  }
}
