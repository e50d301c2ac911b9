import APIContract
import FixtureEngine
import Foundation
import JSONCore
import JSONTrace
import ModelProbe

extension Workspace {
  /// The rows of `pairs` decoded as `model`; each refused row narrowed to the first two of its
  /// changes the model refuses together (the whole row when no two are refused alone), and reported
  /// once: the change at the failing field, made from the payload the other makes.
  func refusalsTogether(
    _ pairs: ChangePairs, of set: CoveringSet, as model: WorkspaceModel, lanes: [Int]?, made: RefusalMaker
  ) -> [ContractRefusal] {
    let changes = set.changes
    let bytes = { (row: [Int]) in
      Data(JSONPrinter.bytes(of: ChangePairs.payload(row, of: changes, base: set.base), style: .compact))
    }
    let records = verdicts(of: pairs.rows.map(bytes), as: model, lanes: lanes)
    var refused: [Set<Int>] = []
    var decodes: Set<[Int]> = []
    var refusals: [ContractRefusal] = []
    for (row, record) in zip(pairs.rows, records) where record.verdict.refusal != nil {
      guard !refused.contains(where: { $0.isSubset(of: row) }) else { continue }
      var narrowed = row
      if row.count > 2 {
        // The first refused of `candidates`, those known to decode left out.
        func firstRefused(_ candidates: [[Int]]) -> [Int]? {
          let candidates = candidates.filter { !decodes.contains($0) }
          let verdicts = self.verdicts(of: candidates.map(bytes), as: model, lanes: lanes)
          for (pair, verdict) in zip(candidates, verdicts) where verdict.verdict.refusal == nil { decodes.insert(pair) }
          return zip(candidates, verdicts).first { $0.1.verdict.refusal != nil }?.0
        }
        let all = row.indices.flatMap { first in row[(first + 1)...].map { [row[first], $0] } }
        // The pairs with a change at or above the field the row fails at first: one batch of
        // fewer than the row's changes, where the decoder names the field.
        var failedAt: JSONPath?
        if case .fails(let path, _) = record.verdict { failedAt = path }
        let anchored = all.filter { pair in
          pair.contains { failedAt?.components.starts(with: changes[$0].path.components) ?? false }
        }
        narrowed = (anchored.isEmpty ? nil : firstRefused(anchored)) ?? firstRefused(all) ?? row
      }
      refused.append(Set(narrowed))
      let payload = ChangePairs.payload(narrowed, of: changes, base: set.base)
      let inspection = model.inspect(bytes(narrowed), comparisonLimit: 0, lane: lanes?.first ?? 0)
      guard let reason = inspection.verdict.refusal else { continue }
      let failure = inspection.trace?.failures.first
      let at =
        narrowed.last { index in
          failure.map { $0.path.components.starts(with: changes[index].path.components) } ?? false
        } ?? narrowed.last!
      refusals.append(
        made.refusal(
          payload, change: changes[at], together: narrowed.filter { $0 != at }.map { changes[$0] }, failure: failure,
          reason: reason))
    }
    return refusals
  }
}
