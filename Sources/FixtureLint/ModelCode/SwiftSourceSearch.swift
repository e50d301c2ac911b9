import Foundation
import JSONCore
import WorkbenchContext

/// Where a package's Swift code spells a model's key: the string literal of its CodingKey
/// (`case tradingName = "trading_name"`), or the stored property a synthesized CodingKey is
/// named after (`let userId: Int?`). The package's Swift files outside `Tests`, `.build` and
/// hidden folders are read once, when a key is first looked for.
final class SwiftSourceSearch {
  /// A place in one of the package's files.
  struct Place: Hashable {
    /// The file's absolute path.
    var path: String
    var location: TextLocation
  }

  private let root: String
  private let files: FileSystem
  private var sources: [(path: String, lines: [Substring])]?

  /// A search of the Swift files under `root`, read through `files`.
  init(root: String, files: FileSystem) {
    self.root = root
    self.files = files
  }

  /// Where `codingKey` is spelled: the literal `"codingKey"` on a `case` line first, then any
  /// other line with that literal, then a `let` or `var` of that name; in each, a file that names
  /// `typeName` first. `nil` when the code spells it nowhere this can find.
  func place(ofKey codingKey: String, in typeName: String) -> Place? {
    let literal = "\"" + codingKey + "\""
    let declarations = ["let " + codingKey, "var " + codingKey]
    let bareType = typeName.split(separator: ".").last.map(String.init) ?? typeName
    let sources = loaded()
    let naming = sources.map { names(bareType, $0.lines) }
    let ranked = zip(sources, naming).filter(\.1).map(\.0) + zip(sources, naming).filter { !$0.1 }.map(\.0)
    let searches: [(Substring) -> Range<Substring.Index>?] = [
      { line in Self.isCaseLine(line) ? line.range(of: literal) : nil },
      { line in line.range(of: literal) },
      { line in declarations.lazy.compactMap { Self.declaration(of: $0, in: line) }.first },
    ]
    for search in searches {
      for source in ranked {
        for (index, line) in source.lines.enumerated() {
          guard let range = search(line) else { continue }
          let column = line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1
          return Place(path: source.path, location: TextLocation(line: index + 1, column: column))
        }
      }
    }
    return nil
  }

  /// The text of each Swift file searched.
  func texts() -> [String] {
    loaded().map { $0.lines.joined(separator: "\n") }
  }

  private func loaded() -> [(path: String, lines: [Substring])] {
    if let sources { return sources }
    var found: [(path: String, lines: [Substring])] = []
    func walk(_ folder: String, top: Bool) {
      guard let names = try? files.list(folder) else { return }
      for name in names where !name.hasPrefix(".") && !(top && Self.skipped.contains(name)) {
        let path = folder + "/" + name
        if name.hasSuffix(".swift"), !files.isDirectory(path) {
          guard let data = try? files.read(path), let text = String(data: data, encoding: .utf8) else { continue }
          found.append((path, text.split(separator: "\n", omittingEmptySubsequences: false)))
        } else if files.isDirectory(path) {
          walk(path, top: false)
        }
      }
    }
    walk(root, top: true)
    sources = found
    return found
  }

  private static let skipped: Set<String> = ["Tests", "Package.swift"]

  private func names(_ type: String, _ lines: [Substring]) -> Bool {
    lines.contains { line in
      ["struct ", "class ", "enum ", "extension ", "actor "].contains { line.contains($0 + type) }
    }
  }

  private static func isCaseLine(_ line: Substring) -> Bool {
    line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("case ")
  }

  /// The name in `let name`/`var name` on `line` where a name, not a longer one, follows.
  private static func declaration(of declared: String, in line: Substring) -> Range<Substring.Index>? {
    guard let range = line.range(of: declared) else { return nil }
    let after = line[range.upperBound...].first
    guard after.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true else { return nil }
    let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
    guard before.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true else { return nil }
    return line.index(range.lowerBound, offsetBy: 4)..<range.upperBound
  }
}
