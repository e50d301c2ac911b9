import Foundation
import JSONCore
import WorkbenchContext

/// What a launcher was built from: the user's package files (their sizes and modification
/// times; tests and build products left out, since exports land there), the installed
/// `workbench`, the sources of the clone the launcher builds against (`clone/Sources/...`), and
/// the instantiations a user asked for (``PackageSession/askedFileName``). When nothing changed,
/// the launcher runs at once, with no `swift` command at all.
struct LauncherInputs: Equatable {
  let text: String

  /// The inputs of the package at `root`, for the workbench at `executable` built from `clone`,
  /// with the instantiations kept at `asked` and, for an app, the manifest of its `AppPackage`
  /// at `appManifest`, as `files` has them.
  init(
    root: String, executable: String?, clone: String?, asked: String? = nil, appManifest: String? = nil,
    files: FileSystem
  ) {
    var lines: [String] = []
    func describe(_ path: String) -> String { files.stamp(path) ?? "missing" }
    func walk(_ folder: String, relative: String) {
      guard let names = try? files.list(folder) else { return }
      for name in names where !name.hasPrefix(".") && !(relative.isEmpty && Self.skipped.contains(name)) {
        let path = folder + "/" + name
        let entry = relative.isEmpty ? name : relative + "/" + name
        if files.isDirectory(path) {
          walk(path, relative: entry)
        } else if files.exists(path) {
          lines.append(entry + " " + describe(path))
        }
      }
    }
    if let executable { lines.append("workbench " + describe(executable)) }
    walk(root, relative: "")
    if let clone {
      lines.append("clone/Package.swift " + describe(clone + "/Package.swift"))
      walk(clone + "/Sources", relative: "clone/Sources")
    }
    if let asked { lines.append(Self.askedEntry + " " + describe(asked)) }
    // Not a Swift source: a new manifest is read again before the launcher is built.
    if let appManifest { lines.append("app-package/manifest " + describe(appManifest)) }
    text = lines.joined(separator: "\n") + "\n"
  }

  /// These inputs with `session`'s app manifest as it is now: what a build that left out files
  /// it refused wrote.
  func withAppManifest(of session: PackageSession) -> LauncherInputs {
    guard session.isApp else { return self }
    let line =
      "app-package/manifest " + (session.context.files.stamp(session.buildRoot + "/Package.swift") ?? "missing")
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let index = lines.firstIndex(where: { $0.hasPrefix("app-package/manifest ") }) else { return self }
    lines[index] = line
    return LauncherInputs(text: lines.joined(separator: "\n"))
  }

  private init(text: String) {
    self.text = text
  }

  /// The number of files and a digest (FNV-1a) of their names, and of the clone's manifest with its
  /// size and time: what changes when a file is added or removed, in the user's package or in the
  /// clone, or when the clone's manifest changes (SwiftPM keeps a path dependency's list of files,
  /// and may keep its build settings, until a manifest that depends on it changes).
  var fileList: String {
    let names = text.split(separator: "\n").filter {
      !$0.hasPrefix("workbench ") && !$0.hasPrefix(Self.askedEntry + " ")
    }.map { line in
      line.hasPrefix("clone/Package.swift ") ? line : line.prefix { $0 != " " }
    }
    return "\(names.count) files, \(FNV1a(names.joined(separator: "\n").utf8).hex)"
  }

  /// Each file of `text` (a ``text``) by its name, with its stamp.
  static func entries(of text: String) -> [Substring: Substring] {
    var entries: [Substring: Substring] = [:]
    for line in text.split(separator: "\n") {
      // A stamp is a size and a time, or `missing`.
      let fields = line.hasSuffix(" missing") ? 1 : 2
      var cut = line.endIndex
      for _ in 0..<fields {
        guard let space = line[..<cut].lastIndex(of: " ") else { break }
        cut = space
      }
      entries[line[..<cut]] = cut < line.endIndex ? line[line.index(after: cut)...] : ""
    }
    return entries
  }

  /// The entry of the asked instantiations' file.
  static let askedEntry = "asked/" + PackageSession.askedFileName

  private static let skipped: Set<String> = ["Tests", "Package.resolved"]
}
