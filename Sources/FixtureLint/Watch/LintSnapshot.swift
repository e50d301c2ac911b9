import JSONCore

/// What one lint run said, as much as a watch compares between runs: each fixture's status and
/// first error, each refusal of the server's contract when one is configured, and the summary
/// line. Read from `workbench lint --format json`, one workspace's report or an array of them.
public struct LintSnapshot: Equatable, Sendable {
  /// One fixture's outcome.
  public struct Entry: Equatable, Sendable {
    /// The fixture's absolute path.
    public var path: String
    /// Its status (`as expected`, `broken`, `unreadable`, `unassigned`).
    public var status: String
    /// Its first error, where it has one.
    public var error: Finding?
    /// Its model, if it has one.
    public var model: String?
  }

  /// One error where it was found.
  public struct Finding: Equatable, Sendable {
    /// The line and column in the fixture, when known.
    public var line: Int?
    public var column: Int?
    /// What is wrong.
    public var message: String

    /// A finding of the given parts.
    public init(line: Int?, column: Int?, message: String) {
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// Every fixture, by path.
  public var entries: [String: Entry]
  /// Every refusal of the contract, by what it says: an entry whose path is the document's, of
  /// status `refused`, its error the document's line and the refusal.
  public var refusals: [String: Entry] = [:]
  /// Whether the run checked a contract.
  public var contractChecked = false
  /// Totals over every workspace.
  public var fixtures = 0
  public var asExpected = 0
  public var broken = 0

  /// The snapshot of a `lint --format json` report; `nil` when the text is no such report.
  public init?(json: JSONValue) {
    let reports: [JSONValue]
    switch json {
    case .array(let elements): reports = elements
    case .object: reports = [json]
    default: return nil
    }
    entries = [:]
    for report in reports {
      guard case .object(let object) = report, case .array(let fixtures)? = object["fixtures"] else { return nil }
      for fixture in fixtures {
        guard case .object(let fields) = fixture, let path = Self.text(fields["path"]),
          let status = Self.text(fields["status"])
        else { return nil }
        var entry = Entry(path: path, status: status, model: Self.text(fields["model"]))
        if case .array(let findings)? = fields["findings"] {
          entry.error = findings.lazy.compactMap(Self.error).first
        }
        entries[path] = entry
        self.fixtures += 1
        if status == "as expected" { asExpected += 1 }
        if status == "broken" { broken += 1 }
      }
      guard case .object(let contract)? = object["contract"] else { continue }
      contractChecked = true
      guard case .array(let refused)? = contract["refusals"] else { continue }
      for case .object(let fields) in refused {
        guard let file = Self.text(fields["file"]), let message = Self.text(fields["message"]) else { return nil }
        refusals[message] = Entry(
          path: file, status: "refused", error: Finding(line: Self.int(fields["line"]), column: nil, message: message),
          model: Self.text(fields["model"]))
      }
    }
  }

  /// A snapshot of the given entries.
  public init(entries: [Entry]) {
    self.entries = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
    fixtures = entries.count
    asExpected = entries.count { $0.status == "as expected" }
    broken = entries.count { $0.status == "broken" }
  }

  private static func error(_ finding: JSONValue) -> Finding? {
    guard case .object(let fields) = finding, Self.text(fields["severity"]) == "error",
      let message = Self.text(fields["message"])
    else { return nil }
    return Finding(line: Self.int(fields["line"]), column: Self.int(fields["column"]), message: message)
  }

  private static func text(_ value: JSONValue?) -> String? {
    if case .string(let text)? = value { return text }
    return nil
  }

  private static func int(_ value: JSONValue?) -> Int? {
    if case .number(let number)? = value { return number.intValue }
    return nil
  }
}

extension LintSnapshot.Entry {
  /// An entry of the given parts.
  public init(path: String, status: String, error: LintSnapshot.Finding? = nil) {
    self.init(path: path, status: status, error: error, model: nil)
  }
}
