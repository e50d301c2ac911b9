import JSONFragment
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

  /// Decodes `payload` as each of `models` (in their workers, when they run in one).
  public init(_ payload: PayloadText, models: [WorkspaceModel]) {
    let tries = models.enumerated().map { index, model in
      Try(index: index, model: model, inspection: model.inspect(payload, comparisonLimit: 0))
    }
    ranked = tries.enumerated().sorted { left, right in
      if Self.fitsBetter(left.element.inspection, than: right.element.inspection) { return true }
      if Self.fitsBetter(right.element.inspection, than: left.element.inspection) { return false }
      return left.offset < right.offset
    }.map(\.element)
  }

  /// The best model the payload decodes as, if it decodes as any.
  public var best: Try? {
    ranked.first.flatMap { $0.inspection.decodes ? $0 : nil }
  }

  private static func fitsBetter(_ one: PayloadInspection, than other: PayloadInspection) -> Bool {
    if one.decodes != other.decodes { return one.decodes }
    let (oneRead, otherRead) = (one.trace?.readCount ?? 0, other.trace?.readCount ?? 0)
    if oneRead != otherRead { return oneRead > otherRead }
    return (one.trace?.unreadKeys.count ?? 0) < (other.trace?.unreadKeys.count ?? 0)
  }
}
