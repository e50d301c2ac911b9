import Foundation
import JSONFragment

/// Bytes as a short, printable excerpt for a finding's message: Base64 keeps any bytes readable.
func quoted<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
  let limit = 600
  let text = Data(bytes.prefix(limit)).base64EncodedString()
  return "base64:" + text + (bytes.count > limit ? "…(\(bytes.count) bytes)" : "")
}

/// A stable 64-bit FNV-1a hash of `bytes`: names generated code after its input, the same in every run.
func stableHash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
  FNV1a(bytes).value
}
