/// What `workbench lint` found in a model's code, not in a fixture: keys the model spells so that
/// it never reads them. One per model and Swift file, each finding at the key's line there.
public struct ModelCodeLint: Sendable, Hashable {
  /// The model's name.
  public var model: String
  /// The absolute path of the Swift file that spells the keys; `nil` where the code spells them
  /// nowhere the workbench could find (a CodingKey made at run time).
  public var path: String?
  /// One warning per key.
  public var findings: [LintFinding]

  /// A result made of its parts.
  public init(model: String, path: String?, findings: [LintFinding]) {
    self.model = model
    self.path = path
    self.findings = findings
  }
}
