/// The lines two texts differ in, as `diff -u` prints them: `--- a/FILE`, `+++ b/FILE`, then
/// hunks of changed lines with up to three unchanged lines around them.
struct UnifiedDiff: Sendable, Hashable {
  /// One line of a hunk.
  enum Line: Sendable, Hashable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The file both texts are of, as the header names it.
  var file: String
  /// Every line, unchanged and changed, in order.
  var lines: [Line]

  /// How `old` became `new`, lines compared whole.
  init(file: String, old: String, new: String) {
    self.file = file
    let before = Self.split(old)
    let after = Self.split(new)
    var prefix = 0
    while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < before.count - prefix, suffix < after.count - prefix,
      before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
    {
      suffix += 1
    }
    let middle = Self.middle(
      Array(before[prefix..<before.count - suffix]), Array(after[prefix..<after.count - suffix]))
    let head: [Line] = before[..<prefix].map { Line.same(String($0)) }
    let tail: [Line] = before[(before.count - suffix)...].map { Line.same(String($0)) }
    lines = head + middle + tail
  }

  /// Whether the texts differ.
  var changes: Bool {
    lines.contains { if case .same = $0 { false } else { true } }
  }

  /// How many lines were added and removed.
  var counts: (added: Int, removed: Int) {
    lines.reduce(into: (0, 0)) { counts, line in
      switch line {
      case .added: counts.0 += 1
      case .removed: counts.1 += 1
      case .same: break
      }
    }
  }

  /// The diff as `diff -u` prints it, ending with a newline; empty when the texts are the same.
  var text: String {
    guard changes else { return "" }
    var output = "--- a/\(file)\n+++ b/\(file)\n"
    for hunk in hunks(context: 3) {
      var oldStart = 1
      var newStart = 1
      for line in lines[..<hunk.lowerBound] {
        if case .added = line {} else { oldStart += 1 }
        if case .removed = line {} else { newStart += 1 }
      }
      let body = lines[hunk]
      let oldCount = body.filter { if case .added = $0 { false } else { true } }.count
      let newCount = body.filter { if case .removed = $0 { false } else { true } }.count
      output += "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) "
      output += "+\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
      for line in body {
        switch line {
        case .same(let text): output += " \(text)\n"
        case .removed(let text): output += "-\(text)\n"
        case .added(let text): output += "+\(text)\n"
        }
      }
    }
    return output
  }

  /// The ranges of ``lines`` each hunk covers: changed lines with `context` lines either side,
  /// hunks that would touch merged.
  private func hunks(context: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, line) in lines.enumerated() {
      if case .same = line { continue }
      let range = max(0, index - context)..<min(lines.count, index + context + 1)
      if let last = ranges.last, last.upperBound >= range.lowerBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }

  /// The lines of the changed middle, by their longest common subsequence; a middle too long to
  /// compare line by line is one block removed and one added.
  private static func middle(_ old: [Substring], _ new: [Substring]) -> [Line] {
    guard old.count * new.count <= 4_000_000 else {
      return old.map { .removed(String($0)) } + new.map { .added(String($0)) }
    }
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var lines: [Line] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append(.same(String(old[i])))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
        lines.append(.removed(String(old[i])))
        i += 1
      } else {
        lines.append(.added(String(new[j])))
        j += 1
      }
    }
    return lines
  }

  private static func split(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }
}
