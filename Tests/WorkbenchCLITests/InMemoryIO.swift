import FixtureWorkbench
import Foundation

/// A `CommandIO` over in-memory files that keeps what commands write.
final class InMemoryIO: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [String: Data]
  private var standardInput: Data
  private(set) var output = Data()
  private(set) var errors = Data()

  init(files: [String: String] = [:], standardInput: String = "") {
    self.files = files.mapValues { Data($0.utf8) }
    self.standardInput = Data(standardInput.utf8)
  }

  func file(_ path: String) -> String? { lock.withLock { files[path].map { String(decoding: $0, as: UTF8.self) } } }

  var outputText: String { lock.withLock { String(decoding: output, as: UTF8.self) } }
  var errorText: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }

  var io: CommandIO {
    CommandIO(
      readFile: { path in
        try self.lock.withLock {
          guard let data = self.files[path] else { throw CocoaError(.fileReadNoSuchFile) }
          return data
        }
      },
      readStandardInput: { self.lock.withLock { self.standardInput } },
      replaceFile: { path, data in self.lock.withLock { self.files[path] = data } },
      writeOutput: { data in self.lock.withLock { self.output.append(data) } },
      writeError: { data in self.lock.withLock { self.errors.append(data) } })
  }
}
