import FixtureEngine
import Foundation
import JSONCore
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

  /// `data` without a leading byte order mark, and with each comma that closes no element made a
  /// space (`JSONParser.blankingTrailingCommas(_:)`).
  static func withoutTrailingCommasAndMark(_ data: Data) -> [UInt8] {
    var bytes = Array(data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    return JSONParser.blankingTrailingCommas(bytes)
  }
}
