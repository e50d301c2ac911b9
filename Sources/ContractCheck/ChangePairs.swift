import APIContract
import FixtureExport
import JSONCore

/// The changes of a covering set made together, pairwise: two properties of one object can be
/// allowed each alone and refused together (a model that needs one of two optional keys, a case
/// that needs a value another property may leave `null`). For each object, each property a change
/// is made at is a factor, its choices the first payload's value and each change made there; the
/// matrix's pairwise cover (`CoveringProblem.pairwiseRows()`) gives rows in which every two
/// changes at two properties of the object meet at least once. A change refused alone is isolated
/// (it would hide the rest of its row), and so is never paired.
struct ChangePairs {
  /// The most rows one set decodes; a very wide set keeps the first rows.
  static let rowLimit = 2000

  /// Each row: two or more indices of `changes`, at distinct properties of one object.
  let rows: [[Int]]

  /// The rows over `changes` of those at `indices` (the ones decoded), `refusedAlone` among them
  /// isolated.
  init(_ changes: [PayloadChange], indices: [Int], refusedAlone: Set<Int>) {
    // Per object, its properties in order of first change, each with its changes.
    var objects: [JSONPath: [(slot: JSONPath, changes: [Int])]] = [:]
    var objectOrder: [JSONPath] = []
    for index in indices {
      guard let slot = Self.slot(of: changes[index]) else { continue }
      let object = slot.parent
      if objects[object] == nil { objectOrder.append(object) }
      if let at = objects[object, default: []].firstIndex(where: { $0.slot == slot }) {
        objects[object]![at].changes.append(index)
      } else {
        objects[object, default: []].append((slot, [index]))
      }
    }
    var rows: [[Int]] = []
    var seen: Set<[Int]> = []
    for object in objectOrder {
      let slots = objects[object] ?? []
      guard slots.count >= 2 else { continue }
      let problem = CoveringProblem(
        factors: slots.map { slot in
          CoveringFactor(
            size: slot.changes.count + 1, isolated: [false] + slot.changes.map { refusedAlone.contains($0) })
        })
      for choices in problem.pairwiseRows() {
        let row = zip(slots, choices).compactMap { slot, choice in
          choice.flatMap { $0 > 0 ? slot.changes[$0 - 1] : nil }
        }
        guard row.count >= 2, seen.insert(row).inserted else { continue }
        rows.append(row)
        if rows.count == Self.rowLimit { break }
      }
      if rows.count == Self.rowLimit { break }
    }
    self.rows = rows
  }

  /// The property a change is made at: its first edit's path, which every other edit lies under
  /// (a branch brought in, then a change inside it); `nil` for a change to the whole body.
  static func slot(of change: PayloadChange) -> JSONPath? {
    guard let slot = change.edits.first?.path, !slot.components.isEmpty,
      change.edits.allSatisfy({ $0.path.components.starts(with: slot.components) })
    else { return nil }
    return slot
  }

  /// `base` with every change of `row` made, in order.
  static func payload(_ row: [Int], of changes: [PayloadChange], base: JSONValue) -> JSONValue {
    row.reduce(base) { changes[$1].applied(to: $0) }
  }
}
