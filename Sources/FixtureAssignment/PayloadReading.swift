/// How much of a payload a model reads, as a person counts it: the plain values it reads (`null`s
/// included, and those it asks for but cannot take) of every plain value the payload holds, and,
/// of an object, how many of its own keys. What the fit rules (``FitRule``) weigh.
public struct PayloadReading: Sendable, Hashable {
  /// The values read.
  public var read: Int
  /// The values read and never read.
  public var keys: Int
  /// Whether the model read every key of an object payload's top level: what it leaves unread
  /// lies inside keys it reads (a `meta` object it reads in part).
  public var coversTopLevel: Bool
  /// The share of an object payload's own keys the model reads, each counted once whatever it
  /// holds; 0 for another payload.
  public var topLevelShare: Double
  /// Of the values under the top-level keys the model reads, the share it reads: how well it
  /// reads what it reads of an object payload; 0 for another payload.
  public var readKeysShare: Double

  /// A reading of `read` of `keys` values.
  public init(
    read: Int, keys: Int, coversTopLevel: Bool = false, topLevelShare: Double = 0, readKeysShare: Double = 0
  ) {
    self.read = read
    self.keys = keys
    self.coversTopLevel = coversTopLevel
    self.topLevelShare = topLevelShare
    self.readKeysShare = readKeysShare
  }

  /// The share of the values read: 1 for a payload with none.
  public var share: Double { keys == 0 ? 1 : Double(read) / Double(keys) }

  /// Whether a model that decodes the payload reads enough of it to keep it, or to be given it
  /// (``FitRule/readsWell(_:)``).
  public var readsWell: Bool { FitRule.readsWell(self) }
  /// Whether a model that decodes the payload reads most of its keys, and most of what they hold
  /// (``FitRule/readsMostKeys(_:)``): enough to be given a payload no name gives to a model.
  public var readsMostKeys: Bool { FitRule.readsMostKeys(self) }
}
