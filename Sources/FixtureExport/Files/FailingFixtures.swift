import Foundation
import JSONCore
import WorkbenchContext

/// The fixtures of a `failing` folder and its manifest, `expected-failures.txt`: a line a fixture,
/// its file name, white space, then the path `JSONDecoder` stops at (`$` is the root). Lint
/// reads it (`ExpectedFailureManifest` in FixtureLint); an export into the folder adds its line.
public enum FailingFixtures {
  /// The manifest's file name inside a `failing` folder.
  public static let manifestName = "expected-failures.txt"

  /// The manifest of each folder of `fixtures` with a line added for each fixture it does not
  /// list yet; none for a folder whose manifest lists them all.
  static func manifests(listing fixtures: [(path: String, at: JSONPath)], in context: AppContext) -> [(String, Data)] {
    var folders: [String] = []
    var lines: [String: [String]] = [:]
    for fixture in fixtures {
      let url = URL(fileURLWithPath: fixture.path)
      let folder = url.deletingLastPathComponent().path
      if lines[folder] == nil { folders.append(folder) }
      lines[folder, default: []].append(url.lastPathComponent + "  " + fixture.at.description)
    }
    return folders.compactMap { folder in
      let manifest = folder + "/" + manifestName
      var text = (try? context.files.read(manifest)).map { String(decoding: $0, as: UTF8.self) } ?? ""
      let listed = Set(text.split(separator: "\n").compactMap { fixtureName(of: $0) })
      let added = lines[folder, default: []].filter { !listed.contains(fixtureName(of: Substring($0)) ?? "") }
      guard !added.isEmpty else { return nil }
      if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
      text += added.joined(separator: "\n") + "\n"
      return (manifest, Data(text.utf8))
    }
  }

  /// A manifest line's fixture: its text up to the first `.json` followed by a space or a tab, so
  /// that names may hold spaces; `nil` for a line with none.
  package static func fixtureName(of line: Substring) -> Substring? {
    var search = line.startIndex
    while let found = line[search...].range(of: ".json") {
      guard found.upperBound < line.endIndex else { return nil }
      if line[found.upperBound] == " " || line[found.upperBound] == "\t" { return line[..<found.upperBound] }
      search = found.upperBound
    }
    return nil
  }
}
