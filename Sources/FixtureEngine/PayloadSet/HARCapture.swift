import Foundation
import JSONFragment

/// The response bodies of a HAR capture (`log.entries[].response.content`), as browsers and
/// proxies export them: plain text, or base64 when `encoding` is `base64`.
enum HARCapture {
  /// What reading a capture found: the JSON response bodies as payloads (or problems), and how
  /// many entries it left out (another URL, a body that is not JSON, no body).
  struct Reading {
    var entries: [PayloadSetEntry] = []
    var skipped = 0
  }

  /// The entries of the capture `bytes`, keeping those whose URL contains `urlContains` (all when
  /// `nil`). An entry whose `mimeType` names no JSON, or that has no text, is skipped.
  /// - Throws: ``JSONParseError`` when the capture itself is not JSON, and a message when it has no
  ///   `log.entries`.
  static func read(_ bytes: Data, urlContains: String?) throws -> Reading {
    let capture = try JSONParser.parse(bytes)
    guard case .array(let entries)? = capture["log"]?["entries"] else {
      throw HARError(message: "it has no log.entries array; is it a HAR capture?")
    }
    var reading = Reading()
    for entry in entries {
      let method = entry["request"]?["method"]?.stringValue ?? "GET"
      let url = entry["request"]?["url"]?.stringValue ?? "?"
      if let urlContains, !url.contains(urlContains) {
        reading.skipped += 1
        continue
      }
      let content = entry["response"]?["content"]
      let mimeType = content?["mimeType"]?.stringValue ?? ""
      guard let text = content?["text"]?.stringValue, mimeType.isEmpty || mimeType.lowercased().contains("json")
      else {
        reading.skipped += 1
        continue
      }
      let name = "\(method) \(url)"
      if content?["encoding"]?.stringValue == "base64" {
        guard let decoded = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
          reading.entries.append(.problem(name: name, message: "its body is marked base64 but is not base64"))
          continue
        }
        reading.entries.append(.payload(PayloadItem(name: name, bytes: decoded)))
      } else {
        reading.entries.append(.payload(PayloadItem(name: name, bytes: Data(text.utf8))))
      }
    }
    return reading
  }
}

/// A capture that is JSON but not HAR.
struct HARError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

extension JSONValue {
  /// The text of a string value.
  var stringValue: String? {
    if case .string(let text) = self { text } else { nil }
  }
}
