import FixtureEngine
import FixtureLint

/// What `f` found for the fixture the editor has open: the repair `lint --fix` would make, shown
/// as a diff to apply or not, or why there is none.
public struct RepairProposal: Sendable, Equatable {
  /// The fixture file.
  public var path: String
  /// Its name, as the editor shows it.
  public var name: String
  /// The diff's lines and then a line per repair; or the fields left to a person.
  public var lines: [String]
  /// The text that decodes, when the fixture can be repaired.
  public var repaired: [UInt8]?
  /// The text the repair was made from: the file is written only while it still holds it.
  public var original: [UInt8]

  /// The proposal of `fix`, for the file `name` at `path`.
  public init(_ fix: FixtureFix, name: String) {
    path = fix.fixture.path
    self.name = name
    original = fix.original
    repaired = fix.repairedText
    switch fix.outcome {
    case .repaired(_, let notes):
      let diff = (fix.diff(naming: name) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      lines = diff.dropFirst(2).filter { !$0.isEmpty }.map(String.init) + [""] + notes.map(\.description)
    case .needsYou(let fields, let summary):
      lines = ["no repair that lint --fix is sure of: \(summary)"] + fields.map { "  \($0)" }
    }
  }

  /// ``lines`` in at most `room` rows: a diff too long for them is cut short, and the lines that
  /// say what the repair does are kept whole.
  public func lines(fitting room: Int) -> [String] {
    guard lines.count > room, repaired != nil, let separator = lines.lastIndex(of: "") else {
      return Array(lines.prefix(room))
    }
    let notes = lines[(separator + 1)...]
    let shown = room - notes.count - 2
    guard shown > 0 else { return Array(notes.prefix(room)) }
    return Array(lines[..<shown]) + ["… \(separator - shown) more lines of the diff", ""] + notes
  }
}

/// Why a repair was not written.
public struct RepairWriteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// In plain words: `it changed on disk since the repair was found`.
  public var reason: String

  /// The error of `reason`.
  public init(_ reason: String) {
    self.reason = reason
  }

  public var description: String { reason }
}
