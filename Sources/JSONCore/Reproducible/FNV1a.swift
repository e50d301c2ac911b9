/// FNV-1a, 64 bits: a fast, streaming digest of bytes, so no copy of them is ever made. Not for
/// security: for telling inputs apart (a benchmark's input, a launcher's files, a fuzzer's text).
package struct FNV1a: Sendable {
  private var hash: UInt64 = 0xCBF2_9CE4_8422_2325

  /// An empty digest.
  package init() {}

  /// The digest of `bytes`.
  package init(_ bytes: some Sequence<UInt8>) {
    add(bytes)
  }

  /// Adds `bytes` to the digest.
  package mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
  }

  /// The digest.
  package var value: UInt64 { hash }

  /// The digest in hexadecimal.
  package var hex: String { String(hash, radix: 16) }
}
