import Foundation

/// The largest payload the workbench reads, so a huge file is refused before it is read and
/// memory stays bounded. 512 MiB unless `WORKBENCH_MAX_PAYLOAD` says otherwise.
public struct PayloadSizeLimit: Sendable, Hashable, CustomStringConvertible {
  /// The environment variable that sets the limit: bytes, or a number with `K`, `M` or `G`
  /// (binary units: `2G` is 2 GiB).
  public static let environmentVariable = "WORKBENCH_MAX_PAYLOAD"
  /// The limit when the environment sets none: 512 MiB.
  public static let standard = PayloadSizeLimit(bytes: 512 << 20)

  /// The largest size accepted, in bytes.
  public var bytes: Int

  /// A limit of `bytes`.
  public init(bytes: Int) {
    self.bytes = bytes
  }

  /// The limit `WORKBENCH_MAX_PAYLOAD` sets in `environment`, or ``standard`` when it is unset or empty.
  /// - Throws: ``PayloadSizeError/invalidSetting(_:)`` when the variable is not a size.
  public init(environment: [String: String]) throws(PayloadSizeError) {
    guard let text = environment[Self.environmentVariable], !text.isEmpty else {
      self = .standard
      return
    }
    guard let bytes = Self.bytes(in: text) else { throw .invalidSetting(text) }
    self.bytes = bytes
  }

  /// The bytes `text` names: `1048576`, `800K`, `600M`, `2G` (also `MB`, `MiB` and lowercase).
  public static func bytes(in text: String) -> Int? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
    let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, let count = Int(digits) else { return nil }
    let shift: Int
    switch trimmed.dropFirst(digits.count) {
    case "", "B": shift = 0
    case "K", "KB", "KIB": shift = 10
    case "M", "MB", "MIB": shift = 20
    case "G", "GB", "GIB": shift = 30
    default: return nil
    }
    let (bytes, overflow) = count.multipliedReportingOverflow(by: 1 << shift)
    return overflow ? nil : bytes
  }

  /// The limit in the largest binary unit that divides it (`512 MiB`), else in bytes.
  public var description: String { Self.readable(bytes) }

  /// `size` bytes for people: `1.0 GiB`, `12.5 MiB`, `300 bytes`.
  static func readable(_ size: Int) -> String {
    for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where size >= 1 << shift {
      let exact = size % (1 << shift) == 0
      return exact ? "\(size >> shift) \(unit)" : String(format: "%.1f %@", Double(size) / Double(1 << shift), unit)
    }
    return size == 1 ? "1 byte" : "\(size) bytes"
  }
}

/// Why a payload was not read: it is larger than the limit, or the limit is set wrongly.
public enum PayloadSizeError: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
  /// The payload has `size` bytes, more than `limit` allows.
  case tooLarge(size: Int, limit: PayloadSizeLimit)
  /// `WORKBENCH_MAX_PAYLOAD` holds `text`, which is not a size.
  case invalidSetting(String)

  public var description: String {
    switch self {
    case .tooLarge(let size, let limit):
      let exact = size >= 1 << 10 ? " (\(size) bytes)" : ""
      return "it is \(PayloadSizeLimit.readable(size))\(exact), over the \(limit) limit for payloads; "
        + "to read it, raise the limit: \(PayloadSizeLimit.environmentVariable)=\(Self.suggestedSetting(for: size))"
    case .invalidSetting(let text):
      return
        "\(PayloadSizeLimit.environmentVariable)=\(text) is not a size; write bytes or a number with K, M or G, e.g. "
        + "\(PayloadSizeLimit.environmentVariable)=2G"
    }
  }

  public var errorDescription: String? { description }

  /// The smallest whole number of MiB (below 1 GiB) or GiB above `size`: `2G`, `600M`.
  private static func suggestedSetting(for size: Int) -> String {
    size >= 1 << 30 ? "\(size >> 30 + 1)G" : "\(size >> 20 + 1)M"
  }
}

extension AppContext {
  /// The payload size limit this context's environment sets (see ``PayloadSizeLimit``).
  public func payloadSizeLimit() throws(PayloadSizeError) -> PayloadSizeLimit {
    try PayloadSizeLimit(environment: environment)
  }

  /// Reads the payload file at `path`, after checking its size against ``payloadSizeLimit()``,
  /// so a file over the limit is refused before any of it is read.
  /// - Throws: ``PayloadSizeError``, or the file system's error.
  public func readPayload(_ path: String) throws -> Data {
    let limit = try payloadSizeLimit()
    let size = try files.size(path)
    if size > limit.bytes { throw PayloadSizeError.tooLarge(size: size, limit: limit) }
    let data = try files.read(path)
    if data.count > limit.bytes { throw PayloadSizeError.tooLarge(size: data.count, limit: limit) }
    return data
  }

  /// Checks bytes that arrived without a size known up front (standard input, a URL).
  /// - Throws: ``PayloadSizeError``.
  public func checkPayloadSize(_ data: Data) throws(PayloadSizeError) {
    let limit = try payloadSizeLimit()
    if data.count > limit.bytes { throw .tooLarge(size: data.count, limit: limit) }
  }
}
