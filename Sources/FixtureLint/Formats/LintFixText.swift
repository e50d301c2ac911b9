import FixtureEngine

/// The text form of `lint --fix`: each repair as a unified diff followed by what it did, each
/// fixture left to a person with its failing fields and what was tried, then a summary line.
public struct LintFixText {
  var text: LintText

  /// The text of `workspace`'s repairs, with paths relative to `currentDirectory`.
  public init(workspace: Workspace, currentDirectory: String) {
    text = LintText(workspace: workspace, currentDirectory: currentDirectory)
  }

  /// Every repair and every fixture left, in the order given.
  public func repairs(_ fixes: [FixtureFix]) -> String {
    var output = ""
    for fix in fixes {
      let file = text.display(fix.fixture.path)
      switch fix.outcome {
      case .repaired(_, let notes):
        output += fix.diff(naming: file) ?? ""
        output += notes.map { "\(file): \($0)\n" }.joined()
      case .needsYou(let fields, let summary):
        output += "\(file): needs you: \(summary)\n"
        output += fields.map { "  \($0)\n" }.joined()
      }
    }
    return output + ManifestPathChange.diffs(fixes.compactMap(\.manifestChange), display: text.display)
  }

  /// Each stale generated file: its new text as a diff and why, or why it is left to you.
  public func generated(_ files: [GeneratedFile]) -> String {
    files.map { generated in
      let file = text.display(generated.path)
      guard let now = generated.regenerated else { return "\(file): needs you: \(generated.reason)\n" }
      return UnifiedDiff(file: file, old: generated.original, new: now).text
        + "\(file): written again from the state it records (\(generated.reason))\n"
        + generated.notes.map { "\(file): \($0)\n" }.joined()
    }.joined()
  }

  /// A warning a line for each stale generated file, for `lint`.
  public func staleWarnings(_ files: [GeneratedFile]) -> String {
    files.map { generated in
      let next = generated.regenerated == nil ? "export it again" : "lint --fix --write writes it again"
      return "\(text.display(generated.path)): warning: \(generated.what) is stale: \(generated.reason); \(next)\n"
    }.joined()
  }

  /// `wrote FILE`, a line for each file written.
  public func written(_ paths: [String]) -> String {
    paths.map { "wrote \(text.display($0))\n" }.joined()
  }

  /// `lint --fix: 7 fixtures repaired (2 filled: review), 2 need you`, and what to do next.
  public static func summary(_ fixes: [FixtureFix], generated: [GeneratedFile] = [], written: Bool) -> String {
    let repaired = fixes.filter { $0.repairedText != nil }
    let review = repaired.filter { $0.notes.contains(where: \.needsReview) }.count
    let left = fixes.count - repaired.count
    var line = "lint --fix: \(repaired.count) \(repaired.count == 1 ? "fixture" : "fixtures") repaired"
    if review > 0 { line += " (\(review) filled: review)" }
    line += ", \(left) \(left == 1 ? "needs" : "need") you"
    let rewritten = generated.filter { $0.regenerated != nil }.count
    if rewritten > 0 { line += ", \(rewritten) generated \(rewritten == 1 ? "file" : "files") stale" }
    if fixes.isEmpty && generated.isEmpty { return "lint --fix: every fixture decodes; nothing to repair\n" }
    if !repaired.isEmpty || rewritten > 0 {
      line += written ? "; written" : "; nothing written: add --write to apply the repairs"
    }
    return line + "\n"
  }
}
