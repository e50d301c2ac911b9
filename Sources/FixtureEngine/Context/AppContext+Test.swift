import Foundation
import ModelAdapter

/// What a test context captured.
public final class CapturedStreams: @unchecked Sendable {
  private let lock = NSLock()
  private var output = Data()
  private var errors = Data()

  /// Empty streams.
  public init() {}

  /// Everything written to standard output, as text.
  public var outputText: String { lock.withLock { String(decoding: output, as: UTF8.self) } }
  /// Everything written to standard error, as text.
  public var errorText: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }

  func appendOutput(_ data: Data) { lock.withLock { output.append(data) } }
  func appendError(_ data: Data) { lock.withLock { errors.append(data) } }
}

extension AppContext {
  /// A context for tests: files in memory, a fixed clock, a stub HTTP client behind the error
  /// mapper, a given environment and standard input, and captured output.
  public static func test(
    files: InMemoryFileSystem = InMemoryFileSystem(),
    now: Date = Date(timeIntervalSince1970: 1_800_000_000),
    environment: [String: String] = [:],
    http: StubHTTPClient = StubHTTPClient(.response(Data(), status: 404)),
    standardInput: Data = Data(),
    streams: CapturedStreams = CapturedStreams()
  ) -> AppContext {
    AppContext(
      now: { now },
      files: files.fileSystem,
      httpClient: HTTPClientErrorMapperDecorator(decoratee: http),
      environment: environment,
      readStandardInput: { standardInput },
      writeOutput: streams.appendOutput,
      writeError: streams.appendError)
  }
}
