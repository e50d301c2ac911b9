import Foundation
import JSONCore
import ModelAdapter
import ModelProbe
import Synchronization
import WorkerProcess

/// Runs models' code in worker processes, so that a model that traps or never returns stops a
/// worker, never the workbench: the workbench side of ``ModelWorkerServer``.
///
/// Two workers: one learns models and writes export facts, one inspects payloads. Inspections can
/// be cancelled (by stopping their worker) without losing what is being learned. A run over many
/// payloads may use more workers, one per lane, started when first asked.
public final class ModelWorker: Sendable {
  private let learner: RestartingWorker
  private let inspector: RestartingWorker
  private let launch: RestartingWorker.Launch
  /// The workers of lanes 1, 2, ...; lane 0 is the inspector.
  private let lanes = Mutex<[RestartingWorker]>([])

  /// How long learning may take, and inspecting a small payload.
  let learningLimit: Duration
  /// Inspecting takes this much longer per MiB of payload.
  let inspectingPerMiB: Duration

  /// The variable that stretches every time limit of the workers by a factor of at least 1, for
  /// a machine or an instrument that runs code many times slower (the performance gate's
  /// instruction counter, about 50 times).
  public static let limitScaleVariable = "WORKBENCH_TIME_SCALE"

  /// Workers started as `executable arguments` (`workbench worker`) with `environment`, whose
  /// ``limitScaleVariable`` stretches their time limits.
  public init(executable: String, arguments: [String], environment: [String: String]) {
    let launch = RestartingWorker.Launch(executable: executable, arguments: arguments, environment: environment)
    let scale = environment[Self.limitScaleVariable].flatMap(Double.init).map { max(1, $0) } ?? 1
    learningLimit = .seconds(5) * scale
    inspectingPerMiB = .seconds(2) * scale
    self.launch = launch
    learner = RestartingWorker(launch)
    inspector = RestartingWorker(launch)
  }

  /// The worker of `lane`: the inspector for lane 0, else one of its own.
  private func worker(lane: Int) -> RestartingWorker {
    guard lane > 0 else { return inspector }
    return lanes.withLock { workers in
      while workers.count < lane { workers.append(RestartingWorker(launch)) }
      return workers[lane - 1]
    }
  }

  /// Starts the inspecting worker now, so that it is ready by the first request. The learning
  /// worker starts when learning asks it first: what was learned is most often kept, and a worker
  /// started for nothing takes a core from the start of the command (about a tenth of the
  /// instructions of `inspect` in a user's package, callgrind).
  public func startEarly() {
    inspector.startEarly()
  }

  /// The process id of the learning worker, while one runs (for tests).
  package var learnerProcessIdentifier: Int32? {
    learner.processIdentifier
  }

  /// Stops the inspection in flight, if any (a newer payload replaces it).
  public func cancelInspection() {
    inspector.cancel()
  }

  /// Learns the model at `address`: its key tree (``discover(_:typeName:lane:)``, or `discovered`
  /// when that was done before), then which property each key feeds, by the learner or, from
  /// lane 1 on, by a worker of that lane.
  func learn(
    _ address: ModelAddress, typeName: String, discovered: Discovered? = nil, samples: [JSONValue] = [],
    only: Set<JSONPath>? = nil, lane: Int = 0
  ) -> LearnedModel {
    let discovered = discovered ?? discover(address, typeName: typeName, lane: lane)
    var schema = discovered.schema
    var stops = discovered.stops
    var map = PropertyMap(properties: [:], unmapped: schema.fieldPaths.map(\.path))
    if stops.isEmpty || !schema.fieldPaths.isEmpty {
      let worker = lane > 0 ? worker(lane: lane) : learner
      let texts = samples.map { String(decoding: JSONPrinter.bytes(of: $0, style: .compact), as: UTF8.self) }
      switch ask(worker, .mapProperties(address, schema: schema, samples: texts, only: only), limit: learningLimit) {
      case .success(.map(let learned)):
        map = learned
      case .success:
        break
      case .failure(let report):
        let place = WorkerNotes.whereItStopped(in: report.standardError)
        stops.append(
          Self.stop(
            report, at: place, typeName: typeName, activity: "probing which property each key feeds", given: nil))
      }
    }
    schema.stops += stops
    return LearnedModel(schema: schema, map: map)
  }

  /// A model's key tree, and what stopped its code while it was learned.
  struct Discovered: Sendable {
    var schema: ModelSchema
    var stops: [ModelStop]

    /// The key tree with the stops in it, as a learned model has it.
    var schemaWithStops: ModelSchema {
      var schema = schema
      schema.stops += stops
      return schema
    }
  }

  /// The key tree of the model at `address`, by the learner or, from lane 1 on, by a worker of
  /// that lane. When its code stops the worker, what was learned before the value that stopped
  /// it is learned again without handing that value out.
  func discover(_ address: ModelAddress, typeName: String, lane: Int = 0) -> Discovered {
    let worker = lane > 0 ? worker(lane: lane) : learner
    var stops: [ModelStop] = []
    var withheld: JSONPath?
    var schema = ModelSchema(name: typeName, root: .unknown(name: typeName), unlearned: [])
    while true {
      switch ask(worker, .discover(address, stoppingAt: withheld), limit: learningLimit) {
      case .success(.schema(let learned)):
        schema = learned
      case .success(let other):
        schema.unlearned.append(.init(path: .root, reason: Self.unexpected(other)))
      case .failure(let report):
        let place = WorkerNotes.whereItStopped(in: report.standardError)
        stops.append(
          Self.stop(report, at: place, typeName: typeName, activity: "learning the model", given: place.given)
        )
        if let given = place.given?.path, given != withheld, stops.count < 3 {
          withheld = given
          continue
        }
      }
      break
    }
    return Discovered(schema: schema, stops: stops)
  }

  /// Inspects `bytes` as the model at `address` (with `dates` over its date strategy, when given);
  /// a payload that stops the model's code is a `PayloadInspection.Verdict.stopped(_:)` verdict.
  func inspect(
    _ bytes: Data, at address: ModelAddress, typeName: String, comparisonLimit: Int?, dates: DecodingOptions.Dates?,
    learned: LearnedModel?, listing: ComparisonListing, lane: Int = 0
  ) -> PayloadInspection {
    let mebibytes = Double(bytes.count) / Double(1 << 20)
    let limit = learningLimit + inspectingPerMiB * mebibytes
    let request = ModelRequest.inspect(
      address, comparisonLimit: comparisonLimit, dates: dates, learned: learned, listing: listing)
    switch ask(worker(lane: lane), request, payload: bytes, limit: limit) {
    case .success(.inspection(var inspection)):
      inspection.bytes = bytes
      return inspection
    case .success(let other):
      return .stopped(
        ModelStop(typeName: typeName, stop: Self.unexpected(other), activity: "decoding the payload"), bytes: bytes)
    case .failure(let report):
      let place = WorkerNotes.whereItStopped(in: report.standardError)
      let stop = Self.stop(report, at: place, typeName: typeName, activity: "decoding the payload", given: nil)
      return .stopped(stop, bytes: bytes)
    }
  }

  /// One record per payload of `batch`, decoded as the model at `address`. When the model's code
  /// stops the worker on the batch, each payload is sent again alone, so the one that stops it is
  /// a `PayloadRecord.Verdict.stopped(_:)` record and the others are decoded as usual. Batches of
  /// different lanes run at once, each in its own worker.
  func observe(
    _ batch: [Data], fields: [SummaryField], depth: ObservationDepth = .record, at address: ModelAddress,
    typeName: String, lane: Int = 0
  ) -> [PayloadRecord] {
    let bytes = batch.reduce(0) { $0 + $1.count }
    let limit = learningLimit + inspectingPerMiB * (Double(bytes) / Double(1 << 20))
    var message = Data(capacity: bytes)
    for payload in batch { message.append(payload) }
    let request = ModelRequest.observe(address, fields: fields, sizes: batch.map(\.count), depth: depth)
    let stopped: ModelStop
    switch ask(worker(lane: lane), request, payload: message, limit: limit) {
    case .success(.records(let records)) where records.count == batch.count:
      return records
    case .success(let other):
      stopped = ModelStop(typeName: typeName, stop: Self.unexpected(other), activity: "decoding the payload")
    case .failure(let report):
      let place = WorkerNotes.whereItStopped(in: report.standardError)
      stopped = Self.stop(report, at: place, typeName: typeName, activity: "decoding the payload", given: nil)
    }
    guard batch.count > 1 else { return [PayloadRecord(verdict: .stopped(stopped), size: bytes)] }
    return batch.flatMap { observe([$0], fields: fields, depth: depth, at: address, typeName: typeName, lane: lane) }
  }

  /// What exports need to know of the model's properties; nothing when the model's code stops.
  func facts(at address: ModelAddress, learned: LearnedModel, options: DecodingOptions) -> ModelFacts {
    switch ask(learner, .facts(address, learned: learned), limit: learningLimit * 3) {
    case .success(.facts(let facts)): facts
    default: ModelFacts.unknown(schema: learned.schema, options: options)
    }
  }

  /// Asks `worker`; a worker stopped from outside (killed, not trapped by the model's code) is
  /// asked once more, restarted, since the model did nothing wrong.
  private func ask(_ worker: RestartingWorker, _ request: ModelRequest, payload: Data = Data(), limit: Duration)
    -> Result<ModelAnswer, WorkerFailureReport>
  {
    let answer = askOnce(worker, request, payload: payload, limit: limit)
    guard case .failure(let report) = answer, case .stopped(let stop) = report.failure, stop.isFromOutside else {
      return answer
    }
    return askOnce(worker, request, payload: payload, limit: limit)
  }

  private func askOnce(_ worker: RestartingWorker, _ request: ModelRequest, payload: Data, limit: Duration)
    -> Result<ModelAnswer, WorkerFailureReport>
  {
    switch worker.answer(parts: ModelMessage.requestParts(request, payload: payload), timeout: limit) {
    case .success(let data):
      do {
        return .success(try ModelMessage.readAnswer(data))
      } catch {
        return .failure(
          WorkerFailureReport(failure: .brokenAnswer("an answer that is not one: \(error)"), standardError: ""))
      }
    case .failure(let report):
      return .failure(report)
    }
  }

  /// How the worker stopped, said of the type whose code was running at `place` (or of
  /// `typeName`), or of the workbench's own work when no model code was running.
  static func stop(
    _ report: WorkerFailureReport, at place: WorkerNotes.Place, typeName: String, activity: String,
    given: WorkerNotes.Given?
  ) -> ModelStop {
    let typeName = place.typeName ?? typeName
    switch report.failure {
    case .timedOut(let seconds) where !place.blamesTheModel(afterSeconds: seconds):
      return ModelStop(
        typeName: typeName,
        stop:
          "did not finish within \(Self.seconds(seconds)) s; the model's code returned each of the \(place.modelCallsReturned) times it ran",
        activity: activity, inModelCode: false)
    case .stopped(let stopped) where !stopped.isFromOutside && !place.blamesTheModel(afterSeconds: nil):
      return ModelStop(typeName: typeName, stop: stopped.description, activity: activity, inModelCode: false)
    default: break
    }
    let stop: String
    switch report.failure {
    case .stopped(let stopped) where stopped.isFromOutside:
      stop =
        "was not run to the end: its worker process was stopped from outside (\(stopped.signalName)), twice, not by the model's code"
    case .stopped(let stopped): stop = stopped.description
    case .timedOut(let seconds):
      stop = "did not return within \(Self.seconds(seconds)) s (it may never return)"
    case .cannotStart(let reason): stop = "could not run: the worker process did not start (\(reason))"
    case .brokenAnswer(let detail): stop = "could not run: the worker process answered \(detail)"
    case .cancelled: stop = "was cancelled"
    }
    return ModelStop(
      typeName: typeName, stop: stop, activity: activity, given: given.map { "\($0.path) = \($0.value)" })
  }

  private static func seconds(_ seconds: Double) -> String {
    let tenths = (seconds * 10).rounded() / 10
    return tenths == tenths.rounded() ? "\(Int(tenths))" : "\(tenths)"
  }

  private static func unexpected(_ answer: ModelAnswer) -> String {
    if case .refused(let reason) = answer { return "could not run: \(reason)" }
    return "could not run: the worker answered another question"
  }
}
