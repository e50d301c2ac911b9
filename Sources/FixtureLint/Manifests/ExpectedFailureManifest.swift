import FixtureExport
import Foundation

/// The file in a `failing` folder that records where each fixture there must fail to decode:
/// `failing/expected-failures.txt`.
///
/// One fixture a line: its file name (relative to the `failing` folder), white space, and the JSON
/// path `JSONDecoder` stops at, written as `workbench inspect` writes paths (`$` is the root):
///
/// ```
/// # comments start with #
/// index-as-string.json  pokedexIndex
/// renamed.json          assets[0].state
/// ```
///
/// The name ends at the first `.json` followed by white space, so names may hold spaces; the
/// rest of the line is the path.
public struct ExpectedFailureManifest: Sendable, Hashable {
  /// The manifest's file name inside a `failing` folder.
  public static let fileName = FailingFixtures.manifestName

  /// One recorded expectation.
  public struct Entry: Sendable, Hashable {
    /// The fixture's path relative to the `failing` folder (`index-as-string.json`).
    public var fixture: String
    /// Where it must fail, as `JSONPath`'s description writes it (`pokedexIndex`, `$`).
    public var path: String
    /// The line it was read from, `nil` for an entry not read from a file.
    public var line: Int?

    /// An entry made of its parts.
    public init(fixture: String, path: String, line: Int? = nil) {
      self.fixture = fixture
      self.path = path
      self.line = line
    }
  }

  /// A line that says nothing usable.
  public struct Problem: Sendable, Hashable {
    /// The 1-based line number.
    public var line: Int
    /// What is wrong with it and how to fix it.
    public var message: String
  }

  /// The expectations, in file order.
  public var entries: [Entry]
  /// The lines that could not be read as an expectation.
  public var problems: [Problem]

  /// A manifest of `entries`.
  public init(entries: [Entry] = []) {
    self.entries = entries
    self.problems = []
  }

  /// Reads manifest text; lines that are not blank, not comments and not `FILE.json  PATH` become
  /// ``problems``, and so does a second line for the same fixture.
  public init(parsing text: String) {
    self.init()
    var firstLine: [String: Int] = [:]
    for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let number = index + 1
      let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let (fixture, path) = Self.split(line) else {
        problems.append(
          Problem(
            line: number,
            message:
              "expected a fixture file name ending in .json, white space, and the path where it fails, e.g. index-as-string.json  pokedexIndex"
          ))
        continue
      }
      if let first = firstLine[fixture] {
        problems.append(
          Problem(line: number, message: "\(fixture) is listed again (first on line \(first)); keep one line for it"))
        continue
      }
      firstLine[fixture] = number
      entries.append(Entry(fixture: fixture, path: path, line: number))
    }
  }

  /// The entry for the fixture at `fixture` (relative to the `failing` folder).
  public func entry(for fixture: String) -> Entry? {
    entries.first { $0.fixture == fixture }
  }

  /// The manifest as a file: a header saying what it is, then one line per entry, sorted by
  /// fixture name.
  public var text: String { text(upkeep: nil) }

  /// The manifest as a file, its header followed by `upkeep`, a comment line saying how the file
  /// is kept (the tool that writes it words that).
  public func text(upkeep: String?) -> String {
    let lines = entries.sorted { $0.fixture < $1.fixture }.map { "\($0.fixture)  \($0.path)" }
    let header = ["# Where each fixture in this folder must fail to decode: FILE  PATH, the path JSONDecoder stops at."]
    return (header + (upkeep.map { ["# \($0)"] } ?? []) + lines).joined(separator: "\n") + "\n"
  }

  private static func split(_ line: String) -> (String, String)? {
    guard let name = FailingFixtures.fixtureName(of: Substring(line)) else { return nil }
    return (String(name), line[name.endIndex...].trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
