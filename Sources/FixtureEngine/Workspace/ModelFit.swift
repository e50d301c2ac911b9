import Dispatch
import FixtureAssignment
import Foundation
import JSONCore
import ModelProbe

/// How well a payload fits each of several models: each model's inspection of it, best first. A
/// model the payload decodes as fits better than one it does not; among those, the one that reads
/// the larger share of its keys (``Reading``), then more of them; the order given breaks ties.
public struct ModelFit: Sendable {
  /// One model tried, and what decoding the payload as it gave.
  public struct Try: Sendable {
    /// The model's place in the models given.
    public var index: Int
    /// The model.
    public var model: WorkspaceModel
    /// Its inspection of the payload (no values compared).
    public var inspection: PayloadInspection

    /// The model's name and why the payload is not given to it: it does not decode as it, or it
    /// does not read enough of it (`PayloadReading.readsWell`); `nil` for a model that fits.
    public var misfit: FixtureFile.Misfit? {
      if inspection.decodes {
        guard !reading.readsWell && !reading.readsMostKeys else { return nil }
        return FixtureFile.Misfit(
          model: model.name, reason: "decodes, but reads only \(reading.read) of \(reading.keys) keys")
      }
      return FixtureFile.Misfit(model: model.name, reason: "fails at " + Self.firstFailure(of: inspection))
    }

    /// `Address (fails at street: ...; reads 3 of 9 keys)`, or `Address (decodes, reads 3 of 9 keys)`.
    public var summary: String {
      let reads = "reads \(reading.read) of \(reading.keys) keys"
      if inspection.needsContext {
        return "\(model.name) (needs what its package passes in decoder.userInfo; \(reads))"
      }
      if !inspection.decodes, let misfit { return "\(model.name) (\(misfit.reason); \(reads))" }
      return "\(model.name) (decodes, \(reads))"
    }

    /// How much of the payload the model reads (``ModelFit/Reading``).
    public var reading: Reading

    /// What this try weighs in the ranking (`FitRule.ranksAbove`).
    var standing: FitRule.Standing {
      FitRule.Standing(decodes: inspection.decodes, readsAnything: readsAnything, reading: reading)
    }
    /// Whether the model, or the model it wraps, decodes from any JSON value (`AnyCodable`,
    /// `Page<AnyCodable>`), or keeps whatever keys an object holds with plain values
    /// (`Readings<Double>` over a `[String: Double]`): it reads every value without telling what
    /// it is. Known only where two models decode the payload.
    public var readsAnything = false

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

  /// How many of a payload's values a model reads, as the fit rules weigh it
  /// (`PayloadReading`, of `FixtureAssignment`).
  public typealias Reading = PayloadReading

  /// The least share of a payload's values a model must read to be given it by fit (`FitRule`, of
  /// `FixtureAssignment`, weighs it with the keys of the payload's top level).
  public static let leastShare = FitRule.leastShare
  /// The least share of a fixture's values the model its name proposes must read for the fixture
  /// to be that model's broken one when it decodes as no model.
  public static let leastNamedShare = FitRule.leastNamedShare
  /// How much more of a payload another model must read to take it from the model its name
  /// proposes when both decode it.
  public static let clearlyMore = FitRule.clearlyMore

  /// Whether a payload stays with `own`, the try of the model its name proposes, which decodes it
  /// or refuses it only for want of its package's context, when `other` (another model) decodes it
  /// too: unless the named model does not read it well (`PayloadReading.readsWell`) and `other` reads
  /// clearly more. A model that reads any JSON (``Try/readsAnything``) and wants context reads
  /// nothing that tells: it keeps the payload only when no other model decodes it, or when the
  /// file bears its whole name (`namedWholly`: `token.json`, not `token-error-response.json`, for
  /// `Token`), the only evidence there is, given in full.
  public static func namedKeeps(_ own: Try, against other: Try?, namedWholly: Bool = false) -> Bool {
    FitRule.namedKeeps(
      own.reading, needsContext: own.inspection.needsContext, readsAnything: own.readsAnything,
      against: other?.reading, namedWholly: namedWholly)
  }

  /// Every model tried, best first.
  public var ranked: [Try]
  /// Whether the payload has keys (an object with members, or an array of such): then a model
  /// that reads none of them does not fit it, though it decodes it (an empty struct decodes any
  /// object).
  private var hasKeys = false
  /// The payload fitted, for what the failing models' key trees hold of it (``closestFailing``).
  private var payload: JSONValue?

  /// How many workers a fit spreads its tries over: one per core.
  public static var lanes: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Decodes `payload` as each of `models` (in their workers, when they run in one, spread over
  /// ``lanes`` of them).
  public init(_ payload: PayloadText, models: [WorkspaceModel]) {
    self.init(
      ranking: Self.tries(payload, models: models, at: Array(models.indices)), hasKeys: Self.hasKeys(payload.value),
      models: models)
    self.payload = payload.value
  }

  /// Decodes `payload` first as the models that may read its keys, by their key trees
  /// (`ShapeCandidates`), and as the others only when it decodes as none of those: the same
  /// best model as trying every one, since a model that reads none of the payload's keys ranks
  /// below every model that decodes it and reads one.
  /// With `likelyOnly`, the others are never tried: a quick answer where an approximate one will do.
  public init(_ payload: PayloadText, shapedFrom models: [WorkspaceModel], likelyOnly: Bool = false) {
    let candidates = ShapeCandidates(payload.value, models: models)
    let hasKeys = Self.hasKeys(payload.value)
    var tries = Self.tries(payload, models: models, at: candidates.likely)
    if !likelyOnly, !tries.contains(where: { Self.fits($0.inspection, hasKeys: hasKeys) }) {
      tries += Self.tries(payload, models: models, at: candidates.others)
    }
    self.init(ranking: tries, hasKeys: hasKeys, models: models)
    self.payload = payload.value
  }

  private init(ranking tries: [Try], hasKeys: Bool, models: [WorkspaceModel]) {
    self.hasKeys = hasKeys
    var tries = tries
    if tries.contains(where: { $0.inspection.decodes }) {
      let catchAll = CatchAllModels(models: models)
      for index in tries.indices where tries[index].inspection.decodes {
        tries[index].readsAnything =
          catchAll.readsAnything(tries[index].model) || catchAll.takesAnyKey(tries[index].model)
      }
    }
    ranked = tries.sorted { left, right in
      if Self.fitsBetter(left, than: right) { return true }
      if Self.fitsBetter(right, than: left) { return false }
      return left.index < right.index
    }
  }

  /// The best model the payload decodes as that reads enough of it (`PayloadReading.readsWell`,
  /// or `readsMostKeys`), if any does. A model that reads anything (``Try/readsAnything``) is never it for a payload with
  /// keys: that it decodes says nothing of the payload.
  public var best: Try? {
    ranked.first { candidate in
      Self.fits(candidate.inspection, hasKeys: hasKeys)
        && (candidate.reading.readsWell || candidate.reading.readsMostKeys)
        && !takesAnyKeys(candidate)
    }
  }

  /// Whether `candidate` reads anything and the payload has keys for it to read blindly.
  private func takesAnyKeys(_ candidate: Try) -> Bool {
    hasKeys && candidate.readsAnything
  }

  /// The model a payload that no model fits comes closest to: of those it does not decode as
  /// (their own code not stopped) and that read some of it before they fail, the one whose key
  /// tree holds the most of it (`Reading.known(in:by:)`), at least ``leastShare`` of its keys.
  /// A decoding stops at the first value refused, wherever in the payload that is: what the
  /// model reads before it says how early the break sits, its key tree how much of the payload is
  /// its (`RetryPolicy` refusing the first of five keys it reads). `nil` when a model decodes the
  /// payload and reads that much, or none holds that much.
  public var closestFailing: Try? {
    guard
      !ranked.contains(where: {
        $0.inspection.decodes && ($0.reading.readsWell || $0.reading.readsMostKeys) && !takesAnyKeys($0)
      })
    else {
      return nil
    }
    return failingByKeyTree(atLeast: Self.leastShare)?.candidate
  }

  /// The model the payload fails whose key tree holds more of it than ``best`` reads by over
  /// ``clearlyMore``, when `best` reads under `1 - clearlyMore` of it and leaves top-level keys
  /// unread: the payload is that model's broken one, which `best` decodes only by reading part of
  /// it (a history with one malformed value, which a refund list of three of its keys decodes). A
  /// model that reads every top-level key is about the payload, whatever it skips inside them.
  /// `nil` otherwise.
  public var closerFailing: Try? {
    guard let best, !best.reading.coversTopLevel, best.reading.share < 1 - Self.clearlyMore else { return nil }
    let least = best.reading.share + Self.clearlyMore
    return failingByKeyTree(atLeast: least).flatMap { $0.holds.share > least ? $0.candidate : nil }
  }

  /// Of the models the payload fails (their own code not stopped) that read some of it first, and
  /// take at least as many of its values as they refuse, the one whose key tree holds the largest
  /// share of it, at least `least`, and how much it holds. A model that refuses more of a payload
  /// than it takes is not what the payload is (a mock whose `type` the model refuses and whose
  /// `attributes` are empty, beside an envelope of a library model).
  private func failingByKeyTree(atLeast least: Double) -> (candidate: Try, holds: Reading)? {
    let failing = ranked.compactMap { candidate -> (Try, Reading)? in
      guard !candidate.inspection.decodes, candidate.reading.read > 0 else { return nil }
      if let trace = candidate.inspection.trace, trace.readCount < trace.failures.count { return nil }
      if case .stopped = candidate.inspection.verdict { return nil }
      if case .invalidJSON = candidate.inspection.verdict { return nil }
      guard let payload else { return nil }
      let known = Reading.known(in: payload, by: candidate.model.keyTree().root)
      let reading = Reading(
        read: min(candidate.reading.keys, max(candidate.reading.read, known)), keys: candidate.reading.keys)
      return reading.share >= least ? (candidate, reading) : nil
    }
    return failing.max { left, right in
      (left.1.share, left.1.read, -left.0.index) < (right.1.share, right.1.read, -right.0.index)
    }.map { (candidate: $0.0, holds: $0.1) }
  }

  /// ``best``, or, where other models fit exactly as well (twins of one shape, `MediaPageableList`
  /// and `TrendingPageableList`), the one whose name shares the most words with `name`, a file's
  /// (`trending-all`), each word once however often a name repeats it: the name proposes among
  /// equals. Where as many words are shared, the one whose name begins as the file's does wins: a
  /// file's name begins with its subject (`network-images` is `NetworkLogosResponse`'s, not
  /// `CompanyImageCollection`'s). A twin that decodes the payload by handing it whole to another
  /// twin (`AuthResponse`, trying `Session` then `User`) yields to that one: the payload is a
  /// `Session`. Of twins the name does not tell apart, the narrowest wins: one that names keys
  /// before one that takes any (supabase's `[String: Session]`, not `[String: JSONObject]`), then
  /// the one whose key tree names the fewest keys, so the payload fills the most of it, then the
  /// one that requires the most of them (PlexKit's albums are a `LibraryItems.Response`, a list of media items, not a
  /// `Folder.Response`, a list of folders or media items that looks at each item's `ratingKey`
  /// before reading it as one).
  public func best(namedLike name: String) -> Try? {
    guard let best else { return nil }
    let variants = { (word: String) in [word.lowercased()] + ModelNameIndex.singulars(of: word.lowercased()) }
    let fileWords = NameWords.words(name)
    let words = Set(fileWords.flatMap(variants))
    let subject = Set(fileWords.first.map(variants) ?? [])
    let affinity = { (candidate: Try) -> (shared: Int, subject: Int) in
      let modelWords = NameWords.words(candidate.model.name)
      let leads = modelWords.first.map { subject.contains($0.lowercased()) } ?? false
      return (Set(modelWords.map { $0.lowercased() }).count { words.contains($0) }, leads ? 1 : 0)
    }
    let twins = ranked.filter { candidate in
      candidate.inspection.decodes && !takesAnyKeys(candidate) && candidate.reading.read == best.reading.read
        && abs(candidate.reading.share - best.reading.share) < 0.0001
    }.withoutWrappers()
    let rank = { (candidate: Try) in
      let (shared, subject) = affinity(candidate)
      let tree = candidate.model.keyTree().root
      let namesKeys = tree.fieldCount > 0 ? 1 : 0
      return (shared, subject, namesKeys, -tree.fieldCount, tree.requiredFieldCount, -candidate.index)
    }
    return twins.max { rank($0) < rank($1) } ?? best
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
      let inspection = models[position].inspect(payload, comparisonLimit: 0, lane: lane)
      return Try(
        index: position, model: models[position], inspection: inspection,
        reading: Reading(inspection, of: payload.value))
    }
  }

  private static func fitsBetter(_ one: Try, than other: Try) -> Bool {
    FitRule.ranksAbove(one.standing, other.standing)
  }
}
