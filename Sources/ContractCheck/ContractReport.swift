import APIContract
import FixtureEngine

/// What checking a document against a workspace's models found: each candidate schema's model or
/// why it has none, each refusal proved by decoding, and how much of what the schemas declare the
/// payloads covered.
public struct ContractReport: Sendable, Hashable {
  /// One candidate and what became of it.
  public struct Schema: Sendable, Hashable {
    public var title: String
    public var pointer: JSONPointer
    public var place: SpecLocator.Place?
    /// The model, when one was found.
    public var model: String?
    public var basis: ContractMapping.Basis?
    /// The candidate whose check this one shares (a response that is a component's `$ref`).
    public var sameAs: String?
    /// The checked schema whose payloads hold this one's, for a component with no model.
    public var partOf: String?
    /// The nearest models, for one with none.
    public var nearest: [String] = []
    /// Why it has no model, or why a pin was not followed.
    public var problem: String?
    /// How many payloads the set holds, and how many of the declared optional, nullable and enum
    /// places they covered, of how many.
    public var payloads = 0
    /// Of ``payloads``, those known to decode as the first payload does without decoding them:
    /// each changes only keys the model never reads in the first payload, which decodes.
    public var unread = 0
    /// Of ``payloads``, those not decoded because their change lies inside a component checked on
    /// its own, as the same type (``checkedElsewhere``): that check reports it.
    public var insideOthers = 0
    /// The values of the payloads that are components checked on their own, by path: the title
    /// of that check.
    public var checkedElsewhere: [String: String] = [:]
    /// Payloads decoded besides ``payloads``, each with two or more changes made at once: pairwise,
    /// every two changes at two properties of one object meet in one of them.
    public var together = 0
    public var covered = 0
    public var declared = 0
    /// Changes left out past `ContractDocument.changeLimit`.
    public var leftOut = 0
  }

  /// The document's path and version.
  public var file: String
  public var version: String
  public var workspace: String
  public var schemas: [Schema]
  /// Every refusal, by model, then by schema.
  public var refusals: [ContractRefusal]

  /// 0 when every mapped schema's payloads decode; 1 when a model refuses one the document allows.
  public var exitCode: Int32 { refusals.isEmpty ? 0 : 1 }

  /// The refusals grouped by model, models in name order.
  public var refusalsByModel: [(model: String, refusals: [ContractRefusal])] {
    Dictionary(grouping: refusals, by: \.model).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }
}

extension ContractReport {
  /// One report of several workspaces' (a package with models in several modules): each schema as
  /// the first workspace with a model for it has it, with that workspace's refusals of it.
  public static func merged(_ reports: [ContractReport]) -> ContractReport {
    guard var merged = reports.first else {
      return ContractReport(file: "", version: "", workspace: "", schemas: [], refusals: [])
    }
    guard reports.count > 1 else { return merged }
    merged.workspace = reports.map(\.workspace).joined(separator: ", ")
    merged.refusals = []
    for (index, schema) in merged.schemas.enumerated() {
      let chosen = reports.first { $0.schemas.first { $0.title == schema.title }?.model != nil } ?? reports[0]
      merged.schemas[index] = chosen.schemas.first { $0.title == schema.title } ?? schema
      merged.refusals += chosen.refusals.filter { $0.schema == schema.title }
    }
    return merged
  }
}
