import FixtureEngine
import Foundation
import JSONCore
import PayloadSources

/// Inputs that crash `JSONDecoder` itself (Swift 6.3's Foundation), which the decoder comparison
/// must not hand it: when the input's last byte is a `[` that opens the 513th nested level, the
/// scanner traps in `JSONError.SourceLocation.sourceLocation(at:fullSource:)` while reporting
/// "too deep" (found by fuzzing: 513 `[` and nothing else).
enum JSONDecoderTrap {
  /// `JSONDecoder`'s nesting limit: the scanner refuses a 513th level.
  static let maximumDepth = 512

  /// Whether decoding `data` with `JSONDecoder` would crash the process.
  static func traps(on data: Data) -> Bool {
    guard data.last == UInt8(ascii: "[") else { return false }
    var depth = 0
    var strings = JSONStringTracker()
    for byte in data.dropLast() where strings.read(byte) == .outside {
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return depth == maximumDepth
  }
}
