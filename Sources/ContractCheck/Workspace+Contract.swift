import APIContract
import FixtureEngine
import Foundation
import JSONCore
import JSONTrace
import ModelProbe
import Synchronization

extension Workspace {
  /// Checks `document` against the workspace's models: each candidate schema (every response body
  /// and component) is mapped to a model (``ContractMapping``), its covering set decoded as that
  /// model with the workspace's decoding, in the model's workers, and each payload refused is a
  /// ``ContractRefusal``, proved by that decoding. A response that is a component's `$ref` to the
  /// same model shares the component's check. `pins` maps a candidate's title, component or
  /// operation to a model's name; `only`, when given, checks the schemas of that model alone.
  /// Schemas are mapped one by one, then checked on every worker lane at once; `progress` is told
  /// each step in words, one call at a time.
  public func checkContract(
    _ document: ContractDocument, pins: [String: String] = [:], only: String? = nil,
    progress: @Sendable (_ step: String) -> Void = { _ in }
  ) -> ContractReport {
    let candidates = document.candidates
    // Components first, so that a response that only names one shares its check.
    let order = candidates.indices.sorted { Self.isComponent(candidates[$0]) && !Self.isComponent(candidates[$1]) }
    var schemas = [ContractReport.Schema?](repeating: nil, count: candidates.count)
    var checkedBy: [String: String] = [:]
    var mappings: [String: ContractMapping] = [:]
    var checks: [(index: Int, model: WorkspaceModel)] = []
    var ownChecks: [String: OwnCheck] = [:]
    for (done, index) in order.enumerated() {
      progress("mapping schema \(done + 1) of \(candidates.count)")
      let candidate = candidates[index]
      // A response that only names a component is the component's model, found once.
      var mapping: ContractMapping
      if case .response = candidate.origin, let component = candidate.schema.reference?.name,
        let known = mappings[component], candidate.names.allSatisfy({ pins[$0] == nil }), pins[candidate.title] == nil
      {
        mapping = known
        mapping.candidate = candidate
      } else {
        mapping = self.mapping(
          candidate, base: { PayloadText(printing: document.firstPayload(for: candidate)) }, pins: pins)
      }
      if case .component(let name) = candidate.origin { mappings[name] = mapping }
      var schema = ContractReport.Schema(
        title: candidate.title, pointer: candidate.pointer, place: document.locator.place(of: candidate.pointer),
        model: mapping.model?.name, basis: mapping.basis, nearest: mapping.nearest, problem: mapping.problem)
      if let model = mapping.model, only == nil || only == model.name {
        let key = Self.checkKey(candidate) + " as " + model.name
        if let first = checkedBy[key] ?? checkedBy[Self.elementKey(candidate, model)] {
          schema.sameAs = first
        } else {
          checkedBy[key] = candidate.title
          checks.append((index, model))
        }
        if case .component(let name) = candidate.origin {
          ownChecks[name] = OwnCheck(model: model, title: schema.sameAs ?? candidate.title)
        }
      }
      schemas[index] = schema
    }
    // The checks, each on a lane of its own where there are enough of them to keep every lane busy.
    let jobs = checks
    let owned = ownChecks
    let laneEach = jobs.count >= ModelFit.lanes
    let finished = Mutex(0)
    let outcomes = SpreadOverLanes.map(jobs, lanes: laneEach ? ModelFit.lanes : 1) { check, lane in
      let candidate = candidates[check.index]
      let set = document.coveringSet(for: candidate)
      let checkedElsewhere = Self.checkedOnTheirOwn(
        in: set, as: check.model, by: owned, lane: laneEach ? lane : 0)
      let outcome = refusalsOf(
        set, as: check.model, candidate: candidate, document: document, checkedElsewhere: checkedElsewhere,
        lanes: laneEach ? [lane] : nil)
      finished.withLock { done in
        done += 1
        progress("checked \(done) of \(jobs.count) schemas")
      }
      return (
        set: set, refusals: outcome.refusals, unread: outcome.unread, inside: outcome.inside,
        together: outcome.together, checkedElsewhere: checkedElsewhere
      )
    }
    var refusals: [ContractRefusal] = []
    var usedBy: [String: String] = [:]
    for (check, outcome) in zip(checks, outcomes) {
      let set = outcome.set
      for component in set.components where usedBy[component] == nil {
        usedBy[component] = candidates[check.index].title
      }
      refusals += outcome.refusals
      schemas[check.index]?.payloads = set.count
      schemas[check.index]?.unread = outcome.unread
      schemas[check.index]?.insideOthers = outcome.inside
      schemas[check.index]?.together = outcome.together
      schemas[check.index]?.checkedElsewhere = Dictionary(
        uniqueKeysWithValues: outcome.checkedElsewhere.map { ($0.key.description, $0.value) })
      schemas[check.index]?.declared = set.declared.count
      schemas[check.index]?.covered = set.covered.count
      schemas[check.index]?.leftOut = set.leftOut
    }
    // A component with no model of its own that a checked schema uses is checked inside it.
    for index in schemas.indices {
      guard var schema = schemas[index], schema.model == nil, schema.problem == nil else { continue }
      let candidate = candidates[index]
      let body = candidate.referencedComponent.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]")) }
      if case .component(let name) = candidate.origin, let user = usedBy[name] {
        schema.problem = "no model of its own; its payloads are decoded inside \(user)'s"
        schema.partOf = user
      } else if case .response = candidate.origin, let body,
        let component = schemas.first(where: { $0?.title == body && $0?.model == nil }), let component
      {
        schema.problem = "its body is the component \(body), which has no model either"
        schema.partOf = component.title
      } else {
        schema.problem = "no model is named like it, and its first payload fits none"
      }
      schemas[index] = schema
    }
    let kept = schemas.compactMap(\.self).filter { only == nil || $0.model == only }
    return ContractReport(
      file: document.file, version: document.version, workspace: name, schemas: kept,
      refusals: refusals.sorted { Self.order($0).lexicographicallyPrecedes(Self.order($1)) })
  }

  /// Refusals by model, schema, then the document's line and the field.
  private static func order(_ refusal: ContractRefusal) -> [String] {
    [refusal.model, refusal.schema, String(format: "%09d", refusal.place?.line ?? 0), refusal.field, refusal.allowance]
  }

  private static func isComponent(_ candidate: ContractCandidate) -> Bool {
    if case .component = candidate.origin { return true }
    return false
  }

  /// For a list of a component (`[Account]`) read as a list of a model, the key of that
  /// component read as that model: the list's payloads are the component's, in a list.
  private static func elementKey(_ candidate: ContractCandidate, _ model: WorkspaceModel) -> String {
    guard let listed = candidate.referencedComponent, listed.hasPrefix("["), model.name.hasPrefix("["),
      case .response = candidate.origin
    else { return "" }
    return String(listed.dropFirst().dropLast()) + " as " + String(model.name.dropFirst().dropLast())
  }

  /// What a candidate's schema is, whatever names it: the component a `$ref` names, or the
  /// candidate's own place.
  private static func checkKey(_ candidate: ContractCandidate) -> String {
    switch candidate.origin {
    case .component(let name): name
    case .response: candidate.referencedComponent ?? candidate.pointer.description
    }
  }
}
