/// Why a worker gave no answer to a request.
public enum WorkerFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The worker died while answering: model code trapped, or the process was killed.
  case stopped(WorkerStop)
  /// The worker did not answer within the request's time limit and was stopped.
  case timedOut(seconds: Double)
  /// The worker could not be started.
  case cannotStart(String)
  /// The worker answered something that is not a frame.
  case brokenAnswer(String)
  /// The request was called off (``RestartingWorker/cancel()``) before its answer came.
  case cancelled

  public var description: String {
    switch self {
    case .stopped(let stop): stop.description
    case .timedOut(let seconds):
      "no answer within \(WorkerFailure.seconds(seconds)); the model's code may loop forever"
    case .cannotStart(let reason): "the worker process could not start: \(reason)"
    case .brokenAnswer(let detail): "the worker process answered \(detail)"
    case .cancelled: "the request was cancelled"
    }
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}

/// A failed request and what the worker wrote to standard error before it was stopped: the runtime's
/// last words, and any notes the worker left about where its model code was.
public struct WorkerFailureReport: Error, Sendable, Hashable {
  /// Why no answer came.
  public var failure: WorkerFailure
  /// The last 64 KiB of the worker's standard error.
  public var standardError: String

  /// A report of `failure`, with the tail of the worker's standard error.
  package init(failure: WorkerFailure, standardError: String) {
    self.failure = failure
    self.standardError = standardError
  }
}
