import Foundation

/// The real `workbench` binary that `swift test` built, and the package root it runs in: what the
/// tests that run the binary share.
extension WorkbenchBinaryTests {
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  static let binary: URL = {
    var directory = Bundle.main.bundleURL
    if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("workbench").path),
      directory.pathComponents.count > 1
    {
      directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent("workbench")
  }()

  /// The root of this package, three folders above this file's.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  func run(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:], in folder: URL = packageRoot
  ) throws -> Run {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    process.currentDirectoryURL = folder
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    try process.run()
    if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
    try standardInput.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }
}
