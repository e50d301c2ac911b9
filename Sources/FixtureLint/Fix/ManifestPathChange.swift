import Foundation

/// A line of a `failing/` folder's manifest that follows a renamed key: the fixture still fails
/// as it is meant to, now at the key's new name.
public struct ManifestPathChange: Sendable, Hashable {
  /// The manifest's absolute path.
  public var manifest: String
  /// The fixture's name in it.
  public var fixture: String
  /// The path the line records now, and the one it is to record.
  public var from: String
  public var to: String
  /// The manifest's text when the change was found.
  public var text: String

  /// The diffs of the manifests `changes` are in, one per manifest, each naming its file by
  /// `display`.
  static func diffs(_ changes: [ManifestPathChange], display: (String) -> String) -> String {
    Dictionary(grouping: changes, by: \.manifest).sorted { $0.key < $1.key }.map { manifest, changes in
      UnifiedDiff(file: display(manifest), old: changes[0].text, new: applying(changes, to: changes[0].text)).text
    }.joined()
  }

  /// `text` (a manifest) with each of `changes` made to the line of its fixture that records its
  /// old path; every other byte as it was.
  static func applying(_ changes: [ManifestPathChange], to text: String) -> String {
    var lines = text.components(separatedBy: "\n")
    for change in changes {
      guard
        let index = lines.firstIndex(where: { line in
          let words = line.split(whereSeparator: \.isWhitespace)
          return words.count == 2 && words[0] == change.fixture && words[1] == change.from
        }), let range = lines[index].range(of: change.from, options: .backwards)
      else { continue }
      lines[index].replaceSubrange(range, with: change.to)
    }
    return lines.joined(separator: "\n")
  }
}
