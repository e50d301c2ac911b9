import Foundation
import WorkbenchContext

/// An Xcode workspace (`.xcworkspace`): the projects its `contents.xcworkspacedata` names, through
/// its groups, as paths. A workspace names its projects by where they are: `group:` and
/// `container:` relative to the workspace's folder (and to the groups around them), `absolute:`
/// as they are; `self:` names the workspace inside a project, and names no other project.
public enum XcodeWorkspace {
  /// The `.xcodeproj` paths the workspace at `path` names, that exist, in its order.
  public static func projects(at path: String, files: FileSystem) -> [String] {
    guard let data = try? files.read(path + "/contents.xcworkspacedata") else { return [] }
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    return projects(in: String(decoding: data, as: UTF8.self), folder: folder.isEmpty ? "." : folder)
      .filter { files.exists($0 + "/project.pbxproj") }
  }

  /// The `.xcodeproj` paths `text` (a `contents.xcworkspacedata`) names, for a workspace in `folder`.
  static func projects(in text: String, folder: String) -> [String] {
    // Each tag in order: `<Group location = "...">`, `</Group>`, `<FileRef location = "...">`.
    let tag = try! NSRegularExpression(pattern: #"<(/?)(Group|FileRef)\b([^>]*)>"#)
    let attribute = try! NSRegularExpression(pattern: #"location\s*=\s*"([^"]*)""#)
    var groups: [String] = [folder]
    var found: [String] = []
    for match in tag.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      let part = { (index: Int) in Range(match.range(at: index), in: text).map { String(text[$0]) } ?? "" }
      let closing = !part(1).isEmpty
      let kind = part(2)
      let attributes = part(3)
      let selfClosing = attributes.hasSuffix("/")
      let location = attribute.firstMatch(in: attributes, range: NSRange(attributes.startIndex..., in: attributes))
        .flatMap { Range($0.range(at: 1), in: attributes) }.map { String(attributes[$0]) }
      if closing {
        if kind == "Group", groups.count > 1 { groups.removeLast() }
        continue
      }
      let resolved = location.flatMap { resolve($0, in: groups.last ?? folder) }
      if kind == "Group" {
        if !selfClosing { groups.append(resolved ?? groups.last ?? folder) }
      } else if let resolved, resolved.hasSuffix(".xcodeproj") {
        found.append(resolved)
      }
    }
    return found
  }

  /// A workspace location as a path: `group:` and `container:` from `base`, `absolute:` as it is.
  private static func resolve(_ location: String, in base: String) -> String? {
    guard let colon = location.firstIndex(of: ":") else { return nil }
    let kind = location[..<colon]
    let path = String(location[location.index(after: colon)...])
    switch kind {
    case "absolute": return path
    case "group", "container": return path.isEmpty ? base : PBXPaths.joined(base, path)
    default: return nil
    }
  }
}
