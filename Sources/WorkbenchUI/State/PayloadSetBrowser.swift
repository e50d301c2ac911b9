import FixtureEngine
import JSONCore
import PayloadSources

/// The editor's view of a set of payloads opened at once (`open --payload log.ndjson`): each
/// payload's name and verdict, the summary of the set, which payload is shown, and whether the
/// verdict pane shows that payload or the whole set. The payloads themselves are not held: the
/// one shown is read again from its input when stepped to.
public struct PayloadSetBrowser: Sendable {
  /// One payload of the set, as the summary found it.
  public struct Entry: Sendable, Hashable {
    /// How reports name it (`log.ndjson:17`).
    public var name: String
    /// Whether it decodes.
    public var decodes: Bool
    /// Where `JSONDecoder` stops, or why it is no payload, when it fails.
    public var failure: String?
    /// Where it can be read again alone (`nil`: by reading the set up to it).
    public var origin: PayloadOrigin?

    /// An entry made of its parts.
    public init(name: String, decodes: Bool, failure: String?, origin: PayloadOrigin? = nil) {
      self.name = name
      self.decodes = decodes
      self.failure = failure
      self.origin = origin
    }
  }

  /// Where the payloads come from.
  public let payloads: PayloadSet
  /// Every payload, in input order (empty until summarized).
  public private(set) var entries: [Entry] = []
  /// What the set says about the model (until summarized, `nil`).
  public private(set) var summary: PayloadSetSummary?
  /// The index of the payload shown.
  public private(set) var position = 0
  /// Whether the verdict pane shows the set's summary rather than the payload's verdict.
  public var showsSummary = false

  /// A set not summarized yet.
  public init(payloads: PayloadSet) {
    self.payloads = payloads
  }

  /// How many payloads fail (counted once: the title shows it on every frame).
  public private(set) var failing = 0

  /// The entry shown.
  public var current: Entry? { entries.indices.contains(position) ? entries[position] : nil }

  /// `3 of 51, 5 failing`.
  public var positionText: String {
    entries.isEmpty ? "reading the payloads…" : "\(position + 1) of \(entries.count), \(failing) failing"
  }

  /// Takes the summary of the set.
  public mutating func take(_ entries: [Entry], summary: PayloadSetSummary) {
    self.entries = entries
    self.summary = summary
    failing = entries.count { !$0.decodes }
    position = 0
  }

  /// Moves to the payload at `index`.
  /// - Returns: whether it moved (`false` when it is there already, or there is no such payload).
  public mutating func move(to index: Int) -> Bool {
    guard entries.indices.contains(index), index != position else { return false }
    position = index
    return true
  }

  /// Moves to the payload `offset` away, staying within the set.
  /// - Returns: whether it moved.
  public mutating func step(by offset: Int) -> Bool {
    let target = min(max(0, position + offset), max(0, entries.count - 1))
    guard target != position else { return false }
    position = target
    return true
  }
}
