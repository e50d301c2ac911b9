/// One rule by which a fixture finds its model and how it decodes, stated once: what the DocC
/// article, the tests and `workbench lint --explain` say of it.
public struct AssignmentRule: Sendable, Hashable, Identifiable {
  /// The rules, by the name `lint --explain` prints.
  public enum ID: String, Sendable, Hashable, CaseIterable {
    case pinned = "pinned"
    case folder = "folder"
    case leadingName = "leading-name"
    case subjectName = "subject-name"
    case abbreviatedName = "abbreviated-name"
    case pluralName = "plural-name"
    case leftOut = "left-out"
    case meantToFail = "meant-to-fail"
    case packageDecoding = "package-decoding"
    case proposedDecodes = "proposed-decodes"
    case envelope = "envelope"
    case fit = "fit"
    case closestFailing = "closest-failing"
    case unassigned = "unassigned"
    case keptFit = "kept-fit"
    case firstModel = "first-model"
  }

  /// A file name read against some models' names, and the model the rule has it name (`nil`
  /// when it names none of them): a rule's example, and its test.
  public struct Example: Sendable, Hashable {
    /// The models' names, as a workspace lists them.
    public var models: [String]
    /// The module that declares them.
    public var module: String = "Models"
    /// The file's name without `.json`.
    public var stem: String
    /// The model it names (`[Repository]` for a list of them), or `nil`.
    public var names: String?
  }

  public let id: ID
  /// What the rule says, in one sentence.
  public let summary: String
  /// The real package case that made the rule, or that it must not break.
  public let justification: String
  /// File names it reads, and names it refuses to read (name rules only).
  public let examples: [Example]

  init(_ id: ID, _ summary: String, justification: String, examples: [Example] = []) {
    self.id = id
    self.summary = summary
    self.justification = justification
    self.examples = examples
  }

}
