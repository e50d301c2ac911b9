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
  /// model never reads in it decodes too, and is not decoded: `unread` counts those; one strictly
  /// inside a value `checkedElsewhere` is that check's: `inside` counts those. Where the first
  /// payload decodes, the changes decoded are then made together, pairwise within each object
  /// (``ChangePairs``): `together` counts those payloads. Each refusal names the Swift property of
  /// its failing field. `lanes`, when given, is the one lane this check runs on; else its
  /// payloads are spread over every lane.
  func refusalsOf(
    _ set: CoveringSet, as model: WorkspaceModel, candidate: ContractCandidate, document: ContractDocument,
    checkedElsewhere: [JSONPath: String], lanes: [Int]?
  ) -> (refusals: [ContractRefusal], unread: Int, inside: Int, together: Int) {
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
    let records = verdicts(of: bytes, as: model, lanes: lanes)
    let made = RefusalMaker(set: set, model: model.name, candidate: candidate, document: document)
    var refusals: [ContractRefusal] = []
    switch base.verdict {
    case .fails(let diagnosis):
      let fields = baseFailures.isEmpty ? [nil] : baseFailures.map(Optional.some)
      refusals += fields.map { made.refusal(set.base, failure: $0, reason: diagnosis.message) }
    case .stopped(let stop): refusals.append(made.refusal(set.base, failure: nil, reason: "\(stop.stop)"))
    case .decodes, .invalidJSON: break
    }
    let failingInBase = Set(baseFailures.map(\.path))
    var refusedAlone: Set<Int> = []
    for (index, record) in records.enumerated() {
      guard let reason = record.verdict.refusal else { continue }
      let found = failures(of: bytes[index], as: model, lane: ownLane)
      let (at, payload) = payloads[index]
      let changed = payload.change?.path
      let failure =
        failingInBase.isEmpty
        ? found.first { failure in changed.map { failure.path.components.starts(with: $0.components) } ?? false }
        : found.first { !failingInBase.contains($0.path) }
      if at <= set.changes.count { refusedAlone.insert(at - 1) }
      // Where the first payload fails, a change is reported only for a field that does not.
      guard failingInBase.isEmpty || failure != nil else { continue }
      refusals.append(
        made.refusal(
          payload.value, change: payload.change, isExample: at > set.changes.count, failure: failure ?? found.first,
          reason: reason))
    }
    var together = 0
    if base.decodes, baseFailures.isEmpty {
      let pairs = ChangePairs(
        set.changes, indices: decoded.filter { $0 <= set.changes.count }.map { $0 - 1 }, refusedAlone: refusedAlone)
      refusals += refusalsTogether(pairs, of: set, as: model, lanes: lanes, made: made)
      together = pairs.rows.count
    }
    return (namingProperties(refusals, of: model, learningFrom: set.base, lane: ownLane), unread, inside, together)
  }

  /// `refusals` with the Swift property each failing field feeds, from the model's key-to-property
  /// map, learned over `base` (which the model decodes, or the set has no refusal below the model)
  /// only where a refusal names a field below the model.
  private func namingProperties(
    _ refusals: [ContractRefusal], of model: WorkspaceModel, learningFrom base: JSONValue, lane: Int
  ) -> [ContractRefusal] {
    guard !model.name.hasPrefix("["), refusals.contains(where: { $0.failure?.path.components.isEmpty == false })
    else { return refusals }
    let paths = Set(refusals.compactMap { $0.failure?.path.withIndexesZeroed }.filter { !$0.components.isEmpty })
    let map = model.propertyMap(of: paths, learningFrom: [base], lane: lane)
    return refusals.map { refusal in
      var named = refusal
      // No deeper than the key: a wrapper's own storage (an open enum's raw value) is not the field.
      named.property = refusal.failure.flatMap { failure in
        map.property(for: failure.path).map { PropertyMap.describe(Array($0.prefix(failure.path.components.count))) }
      }
      return named
    }
  }

  /// The payloads' verdicts, in batches: on the one lane of `lanes`, or spread over every lane.
  func verdicts(of bytes: [Data], as model: WorkspaceModel, lanes: [Int]?) -> [PayloadRecord] {
    let batches = stride(from: 0, to: bytes.count, by: 256).map { Array(bytes[$0..<min($0 + 256, bytes.count)]) }
    guard let lane = lanes?.first else {
      return SpreadOverLanes.map(batches) { batch, lane in
        model.observe(batch, fields: [], depth: .verdict, lane: lane)
      }.flatMap(\.self)
    }
    return batches.flatMap { model.observe($0, fields: [], depth: .verdict, lane: lane) }
  }

  func failures(of bytes: Data, as model: WorkspaceModel, lane: Int) -> [FieldFailure] {
    model.inspect(bytes, comparisonLimit: 0, lane: lane).trace?.failures ?? []
  }
}
