import Foundation

/// Bytes as a short, printable excerpt for a finding's message: Base64 keeps any bytes readable.
func quoted<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
  let limit = 600
  let text = Data(bytes.prefix(limit)).base64EncodedString()
  return "base64:" + text + (bytes.count > limit ? "…(\(bytes.count) bytes)" : "")
}

/// A stable 64-bit FNV-1a hash of `bytes`: names generated code after its input, the same in every run.
func stableHash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
  bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { hash, byte in (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
}
