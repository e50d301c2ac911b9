import Dispatch
import Foundation
import JSONCore
import ModelProbe

/// How well a payload fits each of several models: each model's inspection of it, best first. A
/// model the payload decodes as fits better than one it does not; among those, the one that reads
/// more of its keys, then the one that leaves fewer unread; the order given breaks ties.
public struct ModelFit: Sendable {
  /// One model tried, and what decoding the payload as it gave.
  public struct Try: Sendable {
    /// The model's place in the models given.
    public var index: Int
    /// The model.
    public var model: WorkspaceModel
    /// Its inspection of the payload (no values compared).
    public var inspection: PayloadInspection

    /// The model's name and why the payload does not decode as it, when it does not.
    public var misfit: FixtureFile.Misfit? {
      inspection.decodes ? nil : FixtureFile.Misfit(model: model.name, reason: Self.firstFailure(of: inspection))
    }

    /// `Address (fails at street: ...)`, or `Address (decodes, reads 3 keys)`.
    public var summary: String {
      if let misfit { return "\(model.name) (fails at \(misfit.reason))" }
      return "\(model.name) (decodes, reads \(inspection.trace?.readCount ?? 0) keys)"
    }

    private static func firstFailure(of inspection: PayloadInspection) -> String {
      switch inspection.verdict {
      case .stopped(let stop): return "its own code: \(stop.stop)"
      case .invalidJSON(let error): return "\(error)"
      case .decodes, .fails:
        guard let failure = inspection.trace?.firstFailure else { return "a value the tracer cannot name" }
        return "\(failure.path): \(failure.message)"
      }
    }
  }

  /// Every model tried, best first.
  public var ranked: [Try]
  /// Whether the payload has keys (an object with members, or an array of such): then a model
  /// that reads none of them does not fit it, though it decodes it (an empty struct decodes any
  /// object).
  private var hasKeys = false

  /// How many workers a fit spreads its tries over: one per core.
  public static var lanes: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Decodes `payload` as each of `models` (in their workers, when they run in one, spread over
  /// ``lanes`` of them).
  public init(_ payload: PayloadText, models: [WorkspaceModel]) {
    self.init(
      ranking: Self.tries(payload, models: models, at: Array(models.indices)), hasKeys: Self.hasKeys(payload.value))
  }

  /// Decodes `payload` first as the models that may read its keys, by their key trees
  /// (`ShapeCandidates`), and as the others only when it decodes as none of those: the same
  /// best model as trying every one, since a model that reads none of the payload's keys ranks
  /// below every model that decodes it and reads one.
  public init(_ payload: PayloadText, shapedFrom models: [WorkspaceModel]) {
    let candidates = ShapeCandidates(payload.value, models: models)
    let hasKeys = Self.hasKeys(payload.value)
    var tries = Self.tries(payload, models: models, at: candidates.likely)
    if !tries.contains(where: { Self.fits($0.inspection, hasKeys: hasKeys) }) {
      tries += Self.tries(payload, models: models, at: candidates.others)
    }
    self.init(ranking: tries, hasKeys: hasKeys)
  }

  private init(ranking tries: [Try], hasKeys: Bool) {
    self.hasKeys = hasKeys
    ranked = tries.sorted { left, right in
      if Self.fitsBetter(left.inspection, than: right.inspection) { return true }
      if Self.fitsBetter(right.inspection, than: left.inspection) { return false }
      return left.index < right.index
    }
  }

  /// The best model the payload decodes as, if it decodes as any, reading one of its keys if it
  /// has some.
  public var best: Try? {
    ranked.first.flatMap { Self.fits($0.inspection, hasKeys: hasKeys) ? $0 : nil }
  }

  private static func fits(_ inspection: PayloadInspection, hasKeys: Bool) -> Bool {
    inspection.decodes && (!hasKeys || (inspection.trace?.readCount ?? 0) > 0)
  }

  private static func hasKeys(_ value: JSONValue) -> Bool {
    switch value {
    case .object(let object): !object.members.isEmpty
    case .array(let elements): elements.first.map(hasKeys) ?? false
    default: false
    }
  }

  /// `payload` decoded as the models at `positions`, each lane's worker taking every `lanes`th.
  private static func tries(_ payload: PayloadText, models: [WorkspaceModel], at positions: [Int]) -> [Try] {
    SpreadOverLanes.map(positions) { position, lane in
      Try(
        index: position, model: models[position],
        inspection: models[position].inspect(payload, comparisonLimit: 0, lane: lane))
    }
  }

  private static func fitsBetter(_ one: PayloadInspection, than other: PayloadInspection) -> Bool {
    if one.decodes != other.decodes { return one.decodes }
    let (oneRead, otherRead) = (one.trace?.readCount ?? 0, other.trace?.readCount ?? 0)
    if oneRead != otherRead { return oneRead > otherRead }
    return (one.trace?.unreadKeys.count ?? 0) < (other.trace?.unreadKeys.count ?? 0)
  }
}
