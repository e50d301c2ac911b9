import Foundation
import ModelAdapter
import WorkbenchContext

/// A test context over in-memory files, and what it captured.
struct Sandbox {
  let files: InMemoryFileSystem
  let streams = CapturedStreams()
  let context: AppContext

  init(
    files: [String: String] = [:], standardInput: String = "",
    http: StubHTTPClient = StubHTTPClient(.response(Data(), status: 404))
  ) {
    self.files = InMemoryFileSystem(files.mapValues { Data($0.utf8) })
    self.context = AppContext.test(
      files: self.files, http: http, standardInput: Data(standardInput.utf8), streams: streams)
  }

  var outputText: String { streams.outputText }
  var errorText: String { streams.errorText }
  func file(_ path: String) -> String? { files.contents(of: path).map { String(decoding: $0, as: UTF8.self) } }
}
