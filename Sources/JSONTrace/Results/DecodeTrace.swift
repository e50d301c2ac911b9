import JSONCore

/// What happened when a payload was decoded key by key: every failing field, and every key the
/// model never read.
public struct DecodeTrace: Sendable, Hashable, Codable {
  /// Every failing field, in the order the model asked for them.
  public var failures: [FieldFailure]
  /// Keys present in the payload that the model never read, in payload order.
  public var unreadKeys: [JSONPath]
  /// How many values the model read successfully.
  public var readCount: Int

  /// A trace made of its parts.
  public init(failures: [FieldFailure] = [], unreadKeys: [JSONPath] = [], readCount: Int = 0) {
    self.failures = failures
    self.unreadKeys = unreadKeys
    self.readCount = readCount
  }

  /// Whether the payload decodes: no field failed.
  public var decodes: Bool { failures.isEmpty }

  /// The failure `JSONDecoder` would stop at: the first one in decoding order.
  public var firstFailure: FieldFailure? { failures.first }
}
