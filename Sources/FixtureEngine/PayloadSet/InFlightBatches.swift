import Dispatch
import Foundation
import ModelProbe
import PayloadSources
import Synchronization

/// Batches of payloads being decoded at once, one per lane (a worker each), answered oldest
/// first so that records come back in input order.
struct InFlightBatches {
  /// One batch sent to its lane, and its records once they are back.
  private final class Pending: Sendable {
    let records = Mutex<[PayloadRecord]?>(nil)
    let done = DispatchSemaphore(value: 0)
  }

  let model: WorkspaceModel
  let fields: [SummaryField]
  let lanes: Int
  private var pending: [(batch: [PayloadItem], answer: Pending)] = []
  private var sent = 0

  init(model: WorkspaceModel, fields: [SummaryField], lanes: Int) {
    self.model = model
    self.fields = fields
    self.lanes = lanes
  }

  /// Sends `batch` to the next lane; when every lane was busy, first waits for the oldest batch
  /// and answers it.
  mutating func send(_ batch: [PayloadItem]) -> (batch: [PayloadItem], records: [PayloadRecord])? {
    let finished = pending.count >= lanes ? oldest() : nil
    let lane = sent % lanes
    sent += 1
    guard lanes > 1 else {
      return (batch, model.observe(batch.map(\.bytes), fields: fields, lane: lane))
    }
    let answer = Pending()
    let (model, fields, payloads) = (model, fields, batch.map(\.bytes))
    DispatchQueue.global().async {
      let records = model.observe(payloads, fields: fields, lane: lane)
      answer.records.withLock { $0 = records }
      answer.done.signal()
    }
    pending.append((batch, answer))
    return finished
  }

  /// The oldest batch in flight with its records, after waiting for them; `nil` when none is.
  mutating func oldest() -> (batch: [PayloadItem], records: [PayloadRecord])? {
    guard !pending.isEmpty else { return nil }
    let first = pending.removeFirst()
    first.answer.done.wait()
    return (first.batch, first.answer.records.withLock { $0 } ?? [])
  }
}
