import Foundation

/// What a launcher was built from: the user's package files (their sizes and modification
/// times; tests and build products left out, since exports land there), the installed
/// `workbench`, and the sources of the clone the launcher builds against (`clone/Sources/...`).
/// When nothing changed, the launcher runs at once, with no `swift` command at all.
struct LauncherInputs: Equatable {
  let text: String

  /// The inputs of the package at `root`, for the workbench at `executable` built from `clone`.
  init(root: String, executable: String?, clone: String?) {
    var lines: [String] = []
    if let executable { lines.append("workbench " + Self.describe(executable)) }
    Self.walk(root, relative: "", into: &lines)
    if let clone {
      lines.append("clone/Package.swift " + Self.describe(clone + "/Package.swift"))
      Self.walk(clone + "/Sources", relative: "clone/Sources", into: &lines)
    }
    text = lines.joined(separator: "\n") + "\n"
  }

  /// The number of files and a digest (FNV-1a) of their names, and of the clone's manifest with its
  /// size and time: what changes when a file is added or removed, in the user's package or in the
  /// clone, or when the clone's manifest changes (SwiftPM keeps a path dependency's list of files,
  /// and may keep its build settings, until a manifest that depends on it changes).
  var fileList: String {
    let names = text.split(separator: "\n").filter { !$0.hasPrefix("workbench ") }.map { line in
      line.hasPrefix("clone/Package.swift ") ? line : line.prefix { $0 != " " }
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in names.joined(separator: "\n").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return "\(names.count) files, \(String(hash, radix: 16))"
  }

  private static let skipped: Set<String> = ["Tests", "Package.resolved"]

  private static func walk(_ folder: String, relative: String, into lines: inout [String]) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names.sorted() where !name.hasPrefix(".") && !(relative.isEmpty && skipped.contains(name)) {
      let path = folder + "/" + name
      let entry = relative.isEmpty ? name : relative + "/" + name
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        walk(path, relative: entry, into: &lines)
      } else {
        lines.append(entry + " " + describe(path))
      }
    }
  }

  private static func describe(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return "missing" }
    #if os(Linux)
      let modified = info.st_mtim
    #else
      let modified = info.st_mtimespec
    #endif
    return "\(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
  }
}
