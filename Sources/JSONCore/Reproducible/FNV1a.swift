/// FNV-1a, 64 bits: a fast, streaming digest of bytes, so no copy of them is ever made. Not for
/// security: for telling inputs apart (a benchmark's input, a launcher's files, a fuzzer's text).
package struct FNV1a: Sendable {
  @usableFromInline var hash: UInt64 = 0xCBF2_9CE4_8422_2325

  /// An empty digest.
  @inlinable package init() {}

  /// The digest of `bytes`.
  @inlinable package init(_ bytes: some Sequence<UInt8>) {
    add(bytes)
  }

  /// Adds `bytes` to the digest: inlined where it is called, so that a string's bytes are read
  /// in place rather than one by one through an unspecialized iterator.
  @inlinable package mutating func add(_ bytes: some Sequence<UInt8>) {
    var hash = self.hash
    let read: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
    if read == nil {
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
    self.hash = hash
  }

  /// The digest.
  @inlinable package var value: UInt64 { hash }

  /// The digest in hexadecimal.
  package var hex: String { String(hash, radix: 16) }
}
