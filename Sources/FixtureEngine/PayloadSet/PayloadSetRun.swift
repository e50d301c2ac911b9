import Foundation
import JSONCore
import ModelProbe
import PayloadSources
import WorkbenchContext

/// Reads a `PayloadSet` as a stream, sends its payloads in batches to the model (its workers,
/// ``jobs`` batches at once), and hands each payload's record to the caller in input order as it
/// comes back, so neither the inputs nor the records are held: memory is bounded by ``jobs``
/// batches and the largest payload.
public struct PayloadSetRun {
  /// One payload's outcome.
  public struct Outcome: Sendable {
    /// The payload (its bytes, for ``ShapeCollector``); `nil` for a problem.
    public var item: PayloadItem?
    /// How reports name it: its name, or the place where its text stops being JSON.
    public var name: String
    /// What decoding it came to.
    public var record: PayloadRecord
  }

  /// What the run found besides the outcomes.
  public struct Result: Sendable {
    /// The summary of every payload.
    public var summary: PayloadSetSummary
    /// Unreadable inputs and skipped capture entries.
    public var reading: PayloadSet.Reading
  }

  /// The model the payloads are decoded as.
  public let model: WorkspaceModel
  /// The key paths summarized.
  public let fields: [SummaryField]
  /// A batch is sent when it has this many payloads...
  public var batchCount = 200
  /// ...or this many bytes.
  public var batchBytes = 1 << 20
  /// How many batches are decoded at once, each in a worker of its own (one when the model's code
  /// runs in this process); by default one per core.
  public var jobs = PayloadSetRun.defaultJobs

  /// One job per core this process may use.
  public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// A run over `model`, summarized by its learned schema's fields.
  public init(model: WorkspaceModel) {
    self.model = model
    self.fields = SummaryField.fields(of: model.schema())
  }

  /// Reads `payloadSet` through `files`, handing each outcome to `body` in input order.
  public func run(_ payloadSet: PayloadSet, files: FileSystem, _ body: (Outcome) -> Void) -> Result {
    var summary = PayloadSetSummary(fields: fields)
    var batch: [PayloadItem] = []
    var bytes = 0
    var inFlight = InFlightBatches(model: model, fields: fields, lanes: model.runsInWorker ? max(1, jobs) : 1)
    func report(_ batch: [PayloadItem], _ records: [PayloadRecord]) {
      for (item, record) in zip(batch, records) {
        summary.add(record)
        let name: String
        if case .notJSON(let location, _) = record.verdict {
          name = item.place(location)
        } else {
          name = item.name
        }
        body(Outcome(item: item, name: name, record: record))
      }
    }
    func flush() {
      guard !batch.isEmpty else { return }
      if let done = inFlight.send(batch) { report(done.batch, done.records) }
      batch.removeAll(keepingCapacity: true)
      bytes = 0
    }
    func drain() {
      flush()
      while let done = inFlight.oldest() { report(done.batch, done.records) }
    }
    let reading = payloadSet.read(with: files) { entry in
      switch entry {
      case .payload(let item):
        batch.append(item)
        bytes += item.bytes.count
        if batch.count >= batchCount || bytes >= batchBytes { flush() }
      case .problem(let name, let message):
        drain()
        let record = PayloadRecord(verdict: .unusable(message))
        summary.add(record)
        body(Outcome(item: nil, name: name, record: record))
      }
    }
    drain()
    return Result(summary: summary, reading: reading)
  }
}
