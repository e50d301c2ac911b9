import APIContract
import FixtureAssignment
import FixtureEngine
import ModelProbe

/// Which model a candidate schema is, and how that was found: pinned by the configuration, named,
/// fitted by its payload, or none, with the models nearest to it.
public struct ContractMapping: Sendable {
  /// How the model was found.
  public enum Basis: String, Sendable, Hashable, Codable {
    /// `"contract": {"models": {...}}` in `fixture-workbench.json`.
    case pinned
    /// The schema's name, or its response's component or operation, names the model.
    case name
    /// The schema's first payload decodes as the model and it reads most of it.
    case fit
  }

  public var candidate: ContractCandidate
  /// The model, when one was found.
  public var model: WorkspaceModel?
  public var basis: Basis?
  /// For a schema with no model: the nearest models and how each fares with its first payload.
  public var nearest: [String] = []
  /// Why a pin names no model, when it does not.
  public var problem: String?
}

extension Workspace {
  /// The model of each candidate: a pin (by the candidate's title, component or operation),
  /// then a name as a fixture's file name is read (a name that is the model's whole is taken; one
  /// that only begins or ends with it is taken where the payload decodes), then the fit of the
  /// covering set's first payload, made only when the name does not settle it.
  func mapping(_ candidate: ContractCandidate, base: () -> PayloadText, pins: [String: String]) -> ContractMapping {
    var mapping = ContractMapping(candidate: candidate)
    let keys = [candidate.title] + candidate.names
    if let pinned = keys.lazy.compactMap({ pins[$0] }).first {
      if let model = try? model(named: pinned) {
        mapping.model = model
        mapping.basis = .pinned
        return mapping
      }
      mapping.problem = "the configuration pins \(candidate.title) to \(pinned), which is no model of workspace \(name)"
    }
    var partial: WorkspaceModel?
    for name in candidate.names {
      guard let (model, whole) = modelNamed(byContractName: name) else { continue }
      if whole {
        mapping.model = model
        mapping.basis = .name
        return mapping
      }
      partial = partial ?? model
    }
    let fit = fit(base(), likelyOnly: false)
    if let partial, let tried = fit.ranked.first(where: { $0.model.name == partial.name }), tried.inspection.decodes {
      mapping.model = partial
      mapping.basis = .name
      return mapping
    }
    if let best = fit.best {
      mapping.model = best.model
      mapping.basis = .fit
      return mapping
    }
    mapping.nearest = fit.ranked.prefix(3).map(\.summary)
    return mapping
  }

  /// The model a schema's name names (`Account`, `[Account]`, `account_list`, `getAccount`), and
  /// whether every word of the name is the model's.
  private func modelNamed(byContractName name: String) -> (WorkspaceModel, Bool)? {
    var stem = name
    var listed = false
    if stem.hasPrefix("["), stem.hasSuffix("]") {
      stem = String(stem.dropFirst().dropLast())
      listed = true
    }
    // `TrackObject`, `AccountResponse`: a word documents end their schemas' names with, which the
    // models a client writes leave out. A model named with it (`SnapshotResponse`) comes first.
    let stems =
      [stem]
      + Self.schemaSuffixes.compactMap { suffix in
        stem.count > suffix.count && stem.hasSuffix(suffix) ? String(stem.dropLast(suffix.count)) : nil
      }
    for stem in stems {
      if let exact = try? model(named: stem) { return listed ? listOf(exact).map { ($0, true) } : (exact, true) }
    }
    guard let reading = stems.lazy.compactMap({ self.nameReading(of: $0) }).first else { return nil }
    let model = models[reading.position]
    guard listed || reading.plural else { return (model, reading.whole) }
    return listOf(model).map { ($0, reading.whole) }
  }

  /// The words OpenAPI documents end schema names with that say what the schema is rather than
  /// what it holds.
  static let schemaSuffixes = ["Object", "Response", "Schema", "Model", "Dto", "DTO", "Resource", "Entity", "Payload"]

  private func listOf(_ model: WorkspaceModel) -> WorkspaceModel? {
    try? self.model(named: "[\(model.name)]")
  }
}
