import Foundation
import Synchronization
import WorkerProcess

/// The `workbench` beside this executable, run as a user runs it, for the cases that measure the
/// real binary.
enum WorkbenchProcess {
  /// Runs `workbench arguments` in `folder` with `environment` added; its standard output. An
  /// exit status outside `statuses` is an error that quotes the end of its standard error.
  static func output(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:], statuses: Set<Int32> = [0]
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try LaunchCase.workbenchPath())
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let ending = try process.start()
    let errorData = Mutex<Data>(Data())
    let drained = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      errorData.withLock { $0 = data }
      drained.signal()
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ending.wait()
    drained.wait()
    guard statuses.contains(process.terminationStatus) else {
      let said = errorData.withLock { String(decoding: $0.suffix(600), as: UTF8.self) }
      throw LaunchCase.Problem(
        description:
          "workbench \(arguments.joined(separator: " ")) in \(folder.path) exited \(process.terminationStatus): \(said)"
      )
    }
    return text
  }
}

/// A user's package the benchmark writes in this build's folder (`.build/NAME`, beside
/// `.build/release`), for the cases that run `workbench` in a package.
enum BenchPackageFolder {
  /// Writes `files` (path inside the package to contents) into the folder `name`, each only when
  /// it changed, so that a later run builds incrementally; answers the folder.
  /// Files under `pruning` (a folder inside the package) that `files` does not hold are removed,
  /// so that an earlier run's files do not stay among this run's.
  static func write(_ files: [String: Data], named name: String, pruning: String? = nil) throws -> URL {
    // The executable is `.build/<triple>/release/workbench`: three folders up is `.build`.
    let build = URL(fileURLWithPath: try LaunchCase.workbenchPath()).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder = build.appendingPathComponent(name)
    if let pruning {
      let root = folder.appendingPathComponent(pruning)
      let found = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
      for path in found where files[pruning + "/" + path] == nil {
        var isFolder: ObjCBool = false
        let url = root.appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
          try FileManager.default.removeItem(at: url)
        }
      }
    }
    return try write(files, at: folder)
  }

  /// Writes `files` into `folder`, each only when it changed; answers the folder.
  @discardableResult
  static func write(_ files: [String: Data], at folder: URL) throws -> URL {
    for (path, data) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      if (try? Data(contentsOf: url)) != data { try data.write(to: url, options: .atomic) }
    }
    return folder
  }
}
