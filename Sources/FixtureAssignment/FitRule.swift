/// The rules by which decoding decides a fixture's model (``AssignmentRule/ID/fit``,
/// ``AssignmentRule/ID/proposedDecodes``, ``AssignmentRule/ID/closestFailing``), with their
/// thresholds: what the engine applies to what each model read of a payload.
public enum FitRule {
  /// The least share of a payload's values (``PayloadReading/share``) a model must read to be
  /// given the payload by fit: below it, unless the keys of its top level say otherwise
  /// (``readsWell(_:)``), the payload is unassigned, with the candidates and their scores, rather
  /// than given to a weak fit (`User` reading 5 of a repository's 60 values).
  public static let leastShare = 0.5
  /// The least share of a fixture's values the model its name proposes must read for the fixture
  /// to be that model's broken one when it decodes as no model: below it, the fixture is no
  /// model's (a mock of a type the tests define, named like a model).
  public static let leastNamedShare = 0.25
  /// How much more of a payload another model must read to take it from the model its name
  /// proposes when both decode it.
  public static let clearlyMore = 0.25

  /// Whether a model that decodes a payload reads enough of it to keep it, or to be given it:
  /// - at least ``leastShare`` of its values;
  /// - or every key of its top level and ``leastNamedShare`` of its values
  ///   (`SGElevationPointResponse` reading `data` and `meta` whole but for the metadata it has no
  ///   property for, 4 of 9 values).
  ///
  /// `User` reading 5 of a repository's 60 values never does.
  public static func readsWell(_ reading: PayloadReading) -> Bool {
    reading.share >= leastShare || (reading.coversTopLevel && reading.share >= leastNamedShare)
  }

  /// Whether a model that decodes a payload no name gives to a model reads most of it as a person
  /// counts it, though under ``leastShare`` of its values: more than ``leastShare`` of the keys of
  /// its top level, and ``leastShare`` of the values under those keys. What it leaves unread is
  /// whole keys it does not model (TootSDK's `InstanceV1` reading 12 of `pleroma.json`'s 23 keys,
  /// beside a `pleroma` object of 50 values), not the inside of those it reads (an envelope reading
  /// its `data` and `meta` and little of either). It is given the payload when it ranks first
  /// (``ranksAbove(_:_:)``); it never keeps one from a model that reads clearly more of it, which a
  /// name's model does only while it reads it well (``namedKeeps(_:needsContext:readsAnything:against:namedWholly:)``:
  /// `Movie` reading the movie's keys of `movie-details-append-response.json` gives it to
  /// `MovieDetailsResponse`, which reads its appended credits and images too).
  public static func readsMostKeys(_ reading: PayloadReading) -> Bool {
    reading.topLevelShare > leastShare && reading.readKeysShare >= leastShare
  }

  /// Whether a payload stays with the model its name proposes (`named`), which decodes it or
  /// refuses it only for want of its package's context, when another model (`other`) decodes it
  /// too: unless the named model does not read it well (``readsWell(_:)``) and the other reads
  /// ``clearlyMore`` of it. A named model that reads any JSON (`readsAnything`) and wants context
  /// reads nothing that tells: it keeps the payload only when no other model decodes it, or when
  /// the file bears its whole name (`namedWholly`: `token.json`, not `token-error-response.json`,
  /// for `Token`), the only evidence there is, given in full.
  public static func namedKeeps(
    _ named: PayloadReading, needsContext: Bool, readsAnything: Bool, against other: PayloadReading?,
    namedWholly: Bool
  ) -> Bool {
    guard let other else { return true }
    if needsContext && readsAnything { return namedWholly }
    guard !readsWell(named) else { return true }
    return other.share < named.share + clearlyMore
  }

  /// What one model's try of a payload weighs in the ranking (``ranksAbove(_:_:)``).
  public struct Standing: Sendable, Hashable {
    /// Whether the payload decodes as the model.
    public var decodes: Bool
    /// Whether the model reads any JSON without telling what it is (`AnyCodable`).
    public var readsAnything: Bool
    /// How much of the payload it reads.
    public var reading: PayloadReading

    /// A model's standing.
    public init(decodes: Bool, readsAnything: Bool, reading: PayloadReading) {
      self.decodes = decodes
      self.readsAnything = readsAnything
      self.reading = reading
    }
  }

  /// Whether `one` fits a payload better than `other`: a model it decodes as before one it does
  /// not, one that tells what it reads before one that reads any JSON, then the larger share of
  /// its values read, then more of them. Neither, on a tie: the order given decides.
  public static func ranksAbove(_ one: Standing, _ other: Standing) -> Bool {
    if one.decodes != other.decodes { return one.decodes }
    if one.readsAnything != other.readsAnything { return other.readsAnything }
    if one.reading.share != other.reading.share { return one.reading.share > other.reading.share }
    return one.reading.read > other.reading.read
  }

  /// Whether a package-wide decoding (``AssignmentRule/ID/packageDecoding``) that decodes
  /// `decodes` of the fixtures tried is preferred to the best so far, which decodes `bestDecodes`:
  /// more decode; or as many, and the fixtures named after a model fail in fewer fields under it
  /// (`failingFields` gives the candidate's and the best's, counted only on such a tie). Fixtures
  /// that decode either way do not vote.
  public static func prefersDecoding(
    decodes: Int, over bestDecodes: Int, failingFields: () -> (candidate: Int, best: Int)
  ) -> Bool {
    guard decodes == bestDecodes else { return decodes > bestDecodes }
    let fields = failingFields()
    return fields.candidate < fields.best
  }
}
