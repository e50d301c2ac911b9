import JSONCore

/// What happened when a payload was decoded key by key: every failing field, and every key the
/// model never read.
public struct DecodeTrace: Sendable, Hashable, Codable {
  /// Every failing field, in the order the model asked for them.
  public var failures: [FieldFailure]
  /// Keys present in the payload that the model never read, in payload order.
  public var unreadKeys: [JSONPath]
  /// How many of the payload's values the model read successfully, each once however often its
  /// code reads it.
  public var readCount: Int
  /// Where the model's own code refused after looking in the decoder's `userInfo` and finding
  /// nothing there: for want of what its package's code passes, not for the payload; `nil` for none.
  public var contextRefusals: [JSONPath]?
  /// Where the model handed a whole value to another type, which decoded it (an enum that tries
  /// `Session`, then `User`, on the one value it is given), and the name of the innermost such type:
  /// at the payload and at each of its members; `nil` for none.
  public var handedOn: [JSONPath: String]?

  /// A trace made of its parts.
  public init(failures: [FieldFailure] = [], unreadKeys: [JSONPath] = [], readCount: Int = 0) {
    self.failures = failures
    self.unreadKeys = unreadKeys
    self.readCount = readCount
  }

  /// Whether the payload decodes: no field failed.
  public var decodes: Bool { failures.isEmpty }

  /// Whether the payload fails only where the model refused for want of what its package passes
  /// in `userInfo` (``contextRefusals``): as far as the workbench can tell, the payload is fine.
  public var needsContext: Bool {
    guard let contextRefusals, !failures.isEmpty else { return false }
    return failures.allSatisfy { contextRefusals.contains($0.path) }
  }

  /// The failure `JSONDecoder` would stop at: the first one in decoding order.
  public var firstFailure: FieldFailure? { failures.first }
}
