import Foundation
import Testing

/// Code in the documentation articles does not rot: every `swift` code block of every article in
/// a `.docc` catalog appears, line for line (indentation aside), in a Swift file of `Tests/` or
/// `Workspaces/`, where the compiler checks it and the tests run it.
struct ArticleCodeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The trimmed, non-empty lines of `text`.
  static func lines(_ text: some StringProtocol) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  static func files(under folder: String, ending suffix: String) -> [URL] {
    let base = root.appendingPathComponent(folder)
    let paths = FileManager.default.subpaths(atPath: base.path) ?? []
    return paths.filter { $0.hasSuffix(suffix) }.sorted().map { base.appendingPathComponent($0) }
  }

  /// Each `swift` block of an article, with the article's name.
  static func codeBlocks() throws -> [(article: String, code: String)] {
    try Self.files(under: "Sources", ending: ".md").filter { $0.path.contains(".docc/") }.flatMap { url in
      let text = try String(contentsOf: url, encoding: .utf8)
      return text.components(separatedBy: "```swift\n").dropFirst().map { part in
        (url.lastPathComponent, String(part.components(separatedBy: "```")[0]))
      }
    }
  }

  @Test func everyArticleCodeBlockIsCompiledCode() throws {
    let swiftFiles = Self.files(under: "Tests", ending: ".swift") + Self.files(under: "Workspaces", ending: ".swift")
    let sources = try swiftFiles.map {
      Self.lines(try String(contentsOf: $0, encoding: .utf8))
    }
    let blocks = try Self.codeBlocks()
    #expect(blocks.count >= 10)
    for block in blocks {
      let wanted = Self.lines(block.code)
      let found = sources.contains { lines in
        lines.count >= wanted.count
          && (0...(lines.count - wanted.count)).contains { Array(lines[$0..<($0 + wanted.count)]) == wanted }
      }
      #expect(found, "\(block.article): this code is in no Swift file of Tests/ or Workspaces/:\n\(block.code)")
    }
  }

}
