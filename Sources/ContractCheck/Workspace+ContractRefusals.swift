import APIContract
import FixtureEngine
import Foundation
import JSONCore
import JSONTrace
import ModelProbe

extension Workspace {
  /// The set's payloads decoded as `model`; each refused one a refusal. The first payload refused
  /// is one refusal per failing field; a change refused where the first payload decodes is the
  /// smallest change that fails; one refused where the first payload does not, only at a field
  /// that does not fail there. Where the first payload decodes, a change made only to keys the
  /// model never reads in it decodes too, and is not decoded: `unread` counts those.
  /// `lanes`, when given, is the one lane this check runs on; else its payloads are spread over
  /// every lane.
  func refusalsOf(
    _ set: CoveringSet, as model: WorkspaceModel, candidate: ContractCandidate, document: ContractDocument,
    checkedElsewhere: [JSONPath: String], lanes: [Int]?
  ) -> (refusals: [ContractRefusal], unread: Int, inside: Int) {
    let ownLane = lanes?.first ?? 0
    let baseBytes = Data(JSONPrinter.bytes(of: set.base, style: .compact))
    let base = model.inspect(baseBytes, comparisonLimit: 0, lane: ownLane)
    let baseFailures = base.trace?.failures ?? []
    let unreadKeys = base.decodes && baseFailures.isEmpty ? Set(base.trace?.unreadKeys ?? []) : []
    let elsewhere = Set(checkedElsewhere.keys)
    var unread = 0
    var inside = 0
    let decoded = (1..<set.count).filter { index in
      guard index <= set.changes.count else { return true }
      if set.changes[index - 1].liesUnder(unreadKeys) {
        unread += 1
        return false
      }
      if set.changes[index - 1].liesUnder(elsewhere, strictly: true) {
        inside += 1
        return false
      }
      return true
    }
    let payloads = decoded.map { (index: $0, payload: set.payload(at: $0)) }
    let bytes = payloads.map { Data(JSONPrinter.bytes(of: $0.payload.value, style: .compact)) }
    let batches = stride(from: 0, to: bytes.count, by: 256).map { Array(bytes[$0..<min($0 + 256, bytes.count)]) }
    let records =
      lanes == nil
      ? SpreadOverLanes.map(batches) { batch, lane in model.observe(batch, fields: [], depth: .verdict, lane: lane) }
        .flatMap(\.self)
      : batches.flatMap { model.observe($0, fields: [], depth: .verdict, lane: ownLane) }
    var refusals: [ContractRefusal] = []
    let first = (index: 0, payload: (value: set.base, change: PayloadChange?.none))
    let refusal = {
      (made: (index: Int, payload: (value: JSONValue, change: PayloadChange?)), failure: FieldFailure?, reason: String)
        -> ContractRefusal in
      let (index, payload) = made
      let change = payload.change
      let pointer = change?.pointer ?? failure.flatMap { set.pointer(of: $0.path) } ?? candidate.pointer
      let keyword = change?.keyword.map { pointer.appending($0) }
      let place =
        keyword.flatMap { document.locator.holds($0) ? document.locator.place(of: $0) : nil }
        ?? document.locator.place(of: pointer)
      return ContractRefusal(
        model: model.name, schema: candidate.title, change: change,
        allowance: change?.allowance ?? Self.allowance(of: failure, isExample: index > set.changes.count),
        file: document.file, place: place, pointer: pointer, failure: failure, reason: reason,
        payload: payload.value, from: change?.origin(in: set.base))
    }
    switch base.verdict {
    case .fails(let diagnosis):
      let fields = baseFailures.isEmpty ? [nil] : baseFailures.map(Optional.some)
      refusals += fields.map { refusal(first, $0, diagnosis.message) }
    case .stopped(let stop): refusals.append(refusal(first, nil, "\(stop.stop)"))
    case .decodes, .invalidJSON: break
    }
    let failingInBase = Set(baseFailures.map(\.path))
    for (index, record) in records.enumerated() {
      let reason: String
      switch record.verdict {
      case .decodes, .unusable, .notJSON: continue
      case .fails(_, let message): reason = message
      case .stopped(let stop): reason = "\(stop.stop)"
      }
      let found = failures(of: bytes[index], as: model, lane: ownLane)
      let changed = payloads[index].payload.change?.path
      let failure =
        failingInBase.isEmpty
        ? found.first { failure in changed.map { failure.path.components.starts(with: $0.components) } ?? false }
        : found.first { !failingInBase.contains($0.path) }
      // Where the first payload fails, a change is reported only for a field that does not.
      guard failingInBase.isEmpty || failure != nil else { continue }
      refusals.append(refusal(payloads[index], failure ?? found.first, reason))
    }
    return (refusals, unread, inside)
  }

  private func failures(of bytes: Data, as model: WorkspaceModel, lane: Int) -> [FieldFailure] {
    model.inspect(bytes, comparisonLimit: 0, lane: lane).trace?.failures ?? []
  }

  private static func allowance(of failure: FieldFailure?, isExample: Bool) -> String {
    if isExample { return "gives this example" }
    guard let failure else { return "allows this payload (its example, every property it declares)" }
    switch failure.kind {
    case .missingKey: return "does not declare \(failure.path.description) as required"
    default: return "allows \(failure.found.map { "\($0) there" } ?? "the first payload")"
    }
  }
}
