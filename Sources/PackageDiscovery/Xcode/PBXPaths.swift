/// Where the files and groups of a project file are, relative to the project's folder: a
/// reference's path joins its group's when it is relative to its group (`<group>`), and the
/// project's folder when it is relative to the project (`SOURCE_ROOT`). References to the SDK or to
/// built products are nowhere in the project.
struct PBXPaths {
  private let objects: PBXObjects
  /// The project's folder, which the paths are relative to.
  let folderPath: String
  /// Each group or file's parent group.
  private let parents: [String: String]

  init(objects: PBXObjects, mainGroup: String?, folder: String) {
    self.objects = objects
    folderPath = folder
    var parents: [String: String] = [:]
    var pending = mainGroup.map { [$0] } ?? []
    while let group = pending.popLast() {
      for child in objects[group]?.strings("children") ?? [] where parents[child] == nil && child != mainGroup {
        parents[child] = group
        pending.append(child)
      }
    }
    self.parents = parents
  }

  /// The path of the file or group `identifier` names, relative to the project's folder (`.` for
  /// the folder itself); `nil` where it is not in the project's folder.
  func path(of identifier: String?) -> String? {
    guard let identifier, let object = objects[identifier] else { return nil }
    let own = object.string("path")
    let base: String?
    switch object.string("sourceTree") ?? "<group>" {
    case "<group>": base = parents[identifier].map { path(of: $0) } ?? "."
    case "SOURCE_ROOT": base = "."
    case "<absolute>": return own
    default: return nil
    }
    guard let base else { return nil }
    guard let own, !own.isEmpty else { return base }
    return Self.joined(base, own)
  }

  /// The paths of the file `identifier` names: its own, or, for a group of a file's localized
  /// variants (`PBXVariantGroup`), each variant's.
  func files(of identifier: String?) -> [String] {
    guard let object = objects[identifier] else { return [] }
    guard object.isa == "PBXVariantGroup" else { return path(of: identifier).map { [$0] } ?? [] }
    return object.strings("children").compactMap { path(of: $0) }
  }

  /// `path` under `base`, with `.` and `..` resolved as far as `base` goes.
  static func joined(_ base: String, _ path: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    let root = base.hasPrefix("/") ? "/" : ""
    var parts = base == "." ? [] : base.split(separator: "/").map(String.init)
    for part in path.split(separator: "/") {
      if part == ".." && !parts.isEmpty && parts.last != ".." {
        parts.removeLast()
      } else if part != "." {
        parts.append(String(part))
      }
    }
    return parts.isEmpty ? (root.isEmpty ? "." : root) : root + parts.joined(separator: "/")
  }
}
