import APIContract
import FixtureEngine
import Foundation
import JSONCore
import JSONTrace
import ModelProbe

extension Workspace {
  /// Checks `document` against the workspace's models: each candidate schema (every response body
  /// and component) is mapped to a model (``ContractMapping``), its covering set decoded as that
  /// model with the workspace's decoding, in the model's workers, and each payload refused is a
  /// ``ContractRefusal``, proved by that decoding. A response that is a component's `$ref` to the
  /// same model shares the component's check. `pins` maps a candidate's title, component or
  /// operation to a model's name; `only`, when given, checks the schemas of that model alone.
  public func checkContract(
    _ document: ContractDocument, pins: [String: String] = [:], only: String? = nil,
    progress: @Sendable (_ done: Int, _ of: Int) -> Void = { _, _ in }
  ) -> ContractReport {
    let candidates = document.candidates
    // Components first, so that a response that only names one shares its check.
    let order = candidates.indices.sorted { Self.isComponent(candidates[$0]) && !Self.isComponent(candidates[$1]) }
    var schemas = [ContractReport.Schema?](repeating: nil, count: candidates.count)
    var refusals: [ContractRefusal] = []
    var checkedBy: [String: String] = [:]
    var usedBy: [String: String] = [:]
    var mappings: [String: ContractMapping] = [:]
    for (done, index) in order.enumerated() {
      progress(done, candidates.count)
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
          candidate, base: PayloadText(printing: document.firstPayload(for: candidate)), pins: pins)
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
          let set = document.coveringSet(for: candidate)
          for component in set.components where usedBy[component] == nil { usedBy[component] = candidate.title }
          refusals += refusalsOf(set, as: model, candidate: candidate, document: document)
          schema.payloads = set.count
          schema.declared = set.declared.count
          schema.covered = set.covered.count
          schema.leftOut = set.leftOut
        }
      }
      schemas[index] = schema
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
    progress(candidates.count, candidates.count)
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

  /// The set's payloads decoded as `model`; each refused one a refusal. The first payload refused
  /// is one refusal per failing field; a change refused where the first payload decodes is the
  /// smallest change that fails; one refused where the first payload does not, only at a field
  /// that does not fail there.
  private func refusalsOf(
    _ set: CoveringSet, as model: WorkspaceModel, candidate: ContractCandidate, document: ContractDocument
  ) -> [ContractRefusal] {
    let payloads = set.payloads
    let bytes = payloads.map { Data(JSONPrinter.bytes(of: $0.value, style: .compact)) }
    let batches = stride(from: 0, to: bytes.count, by: 256).map { Array(bytes[$0..<min($0 + 256, bytes.count)]) }
    let records = SpreadOverLanes.map(batches) { batch, lane in
      model.observe(batch, fields: [], depth: .verdict, lane: lane)
    }
    .flatMap(\.self)
    var refusals: [ContractRefusal] = []
    let baseFailures = failures(of: bytes[0], as: model)
    let refusal = { (payload: Int, failure: FieldFailure?, reason: String) -> ContractRefusal in
      let change = payloads[payload].change
      let pointer = change?.pointer ?? failure.flatMap { set.pointer(of: $0.path) } ?? candidate.pointer
      let keyword = change?.keyword.map { pointer.appending($0) }
      let place =
        keyword.flatMap { document.locator.holds($0) ? document.locator.place(of: $0) : nil }
        ?? document.locator.place(of: pointer)
      return ContractRefusal(
        model: model.name, schema: candidate.title, change: change,
        allowance: change?.allowance ?? Self.allowance(of: failure, index: payload, set: set),
        file: document.file, place: place, pointer: pointer, failure: failure, reason: reason,
        payload: payloads[payload].value, from: change?.origin(in: set.base))
    }
    if case .fails(_, let message) = records.first?.verdict {
      let fields = baseFailures.isEmpty ? [nil] : baseFailures.map(Optional.some)
      refusals += fields.map { refusal(0, $0, message) }
    }
    if case .stopped(let stop) = records.first?.verdict { refusals.append(refusal(0, nil, "\(stop.stop)")) }
    let failingInBase = Set(baseFailures.map(\.path))
    for (index, record) in records.enumerated().dropFirst() {
      let reason: String
      switch record.verdict {
      case .decodes, .unusable, .notJSON: continue
      case .fails(_, let message): reason = message
      case .stopped(let stop): reason = "\(stop.stop)"
      }
      let found = failures(of: bytes[index], as: model)
      let changed = payloads[index].change?.path
      let failure =
        failingInBase.isEmpty
        ? found.first { failure in changed.map { failure.path.components.starts(with: $0.components) } ?? false }
        : found.first { !failingInBase.contains($0.path) }
      // Where the first payload fails, a change is reported only for a field that does not.
      guard failingInBase.isEmpty || failure != nil else { continue }
      refusals.append(refusal(index, failure ?? found.first, reason))
    }
    return refusals
  }

  private func failures(of bytes: Data, as model: WorkspaceModel) -> [FieldFailure] {
    model.inspect(bytes, comparisonLimit: 0).trace?.failures ?? []
  }

  private static func allowance(of failure: FieldFailure?, index: Int, set: CoveringSet) -> String {
    if index > set.changes.count { return "gives this example" }
    guard let failure else { return "allows this payload (its example, every property it declares)" }
    switch failure.kind {
    case .missingKey: return "does not declare \(failure.path.description) as required"
    default: return "allows \(failure.found.map { "\($0) there" } ?? "the first payload")"
    }
  }
}
