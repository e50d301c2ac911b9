import FixtureEngine
import Foundation
import JSONFragment
import PayloadSources

/// Bytes that are not JSON (RFC 8259), which the strict parser rejects, but `JSONDecoder` decodes
/// into a model anyway. Foundation is lenient in three known ways: `JSONDecoder` checks only the
/// values the model reads (`{"unread": 08}`, the second of duplicate keys), and Foundation accepts
/// trailing commas (`[1,]`) and a byte order mark.
enum FoundationLeniency {
  /// Whether one of the known leniencies explains `JSONDecoder` decoding `data`.
  static func explains(_ data: Data) -> Bool {
    !foundationParses(data) || (try? JSONParser.parse(withoutTrailingCommasAndMark(data))) != nil
  }

  /// Whether Foundation's parser, which reads every value (unlike `JSONDecoder`), accepts `data`.
  static func foundationParses(_ data: Data) -> Bool {
    (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
  }

  /// `data` without a leading byte order mark and without commas that close no element
  /// (a comma followed, after white space, by `]` or `}`), outside strings.
  static func withoutTrailingCommasAndMark(_ data: Data) -> [UInt8] {
    var bytes = Array(data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    var kept: [UInt8] = []
    var strings = JSONStringTracker()
    for (index, byte) in bytes.enumerated() {
      if strings.read(byte) == .outside, byte == UInt8(ascii: ","), closesNothing(bytes[(index + 1)...]) { continue }
      kept.append(byte)
    }
    return kept
  }

  private static func closesNothing(_ rest: ArraySlice<UInt8>) -> Bool {
    let next = rest.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return next == UInt8(ascii: "]") || next == UInt8(ascii: "}")
  }
}
