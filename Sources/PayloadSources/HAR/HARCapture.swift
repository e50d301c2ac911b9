import Foundation
import JSONCore

/// The response body of one entry of a HAR capture (`log.entries[].response.content`), as
/// browsers and proxies export it: plain text, or base64 when `encoding` is `base64`.
enum HARCapture {
  /// What an entry gives.
  enum Body {
    /// A JSON response body, named `METHOD URL`.
    case payload(name: String, bytes: Data)
    /// A body marked base64 that is not.
    case problem(name: String, message: String)
    /// Left out: another URL than `--url-contains` asks for, a response that is not JSON, or no body.
    case skipped
  }

  /// The body of `entry`, when its URL contains `urlContains` (any URL when `nil`) and its
  /// `mimeType` names JSON (or nothing) and it has text.
  static func body(of entry: JSONValue, urlContains: String?) -> Body {
    let method = entry["request"]?["method"]?.stringValue ?? "GET"
    let url = entry["request"]?["url"]?.stringValue ?? "?"
    if let urlContains, !url.contains(urlContains) { return .skipped }
    let content = entry["response"]?["content"]
    let mimeType = content?["mimeType"]?.stringValue ?? ""
    guard let text = content?["text"]?.stringValue, mimeType.isEmpty || mimeType.lowercased().contains("json") else {
      return .skipped
    }
    let name = "\(method) \(url)"
    guard content?["encoding"]?.stringValue == "base64" else { return .payload(name: name, bytes: Data(text.utf8)) }
    guard let decoded = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
      return .problem(name: name, message: "its body is marked base64 but is not base64")
    }
    return .payload(name: name, bytes: decoded)
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
