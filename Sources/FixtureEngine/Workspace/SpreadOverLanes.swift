import Dispatch
import Foundation
import Synchronization

/// Work on many items spread over one worker lane per core: lane 0 is a model's own inspector,
/// the others workers of their own (``WorkspaceModel/inspect(_:comparisonLimit:dates:listing:lane:)-(Data,_,_,_,_)``).
package enum SpreadOverLanes {
  /// `transform` of each item, in the items' order; each lane takes every `lanes`th item.
  package static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], lanes: Int = ModelFit.lanes, _ transform: @Sendable (Item, Int) -> Result
  ) -> [Result] {
    let count = min(lanes, items.count)
    guard count > 1 else { return items.map { transform($0, 0) } }
    let results = Mutex<[Int: Result]>([:])
    DispatchQueue.concurrentPerform(iterations: count) { lane in
      for index in stride(from: lane, to: items.count, by: count) {
        let result = transform(items[index], lane)
        results.withLock { $0[index] = result }
      }
    }
    return results.withLock { results in items.indices.map { results[$0]! } }
  }
}
