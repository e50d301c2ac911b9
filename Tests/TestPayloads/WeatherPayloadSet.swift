import Foundation
import JSONCore

/// A small model and a generated set of payloads with known counts, written as a folder of files,
/// an NDJSON log and a HAR capture as browsers export it.
package struct Weather: Decodable, Sendable {
  enum Condition: String, Decodable, CaseIterable, Sendable {
    case clear, rain
  }
  struct Hour: Decodable, Sendable {
    var temp: Double
    var condition: Condition
  }
  var name: String
  var countryCode: String?
  var hours: [Hour]

  enum CodingKeys: String, CodingKey {
    case name
    case countryCode = "country_code"
    case hours
  }
}

package enum WeatherPayloadSet {
  /// How many payloads the payloadSet has.
  package static let count = 50
  /// Payloads whose `name` is null: 3, 13, 23, 33, 43.
  package static let nullNames = 5
  /// Payloads whose second hour has the condition "hail": 7, 32.
  package static let hail = 2
  /// Payload 40 has the temperature "warm".
  package static let wrongTemperature = 1

  /// Payload `index` as compact JSON text.
  package static func payload(_ index: Int) -> String {
    var members: [String] = []
    members.append(index % 10 == 3 ? #""name": null"# : #""name": "city \#(index)""#)
    switch index % 5 {
    case 1: break
    case 2: members.append(#""country_code": null"#)
    default: members.append(#""country_code": "US""#)
    }
    let temperature = index == 40 ? #""warm""# : "\(index).5"
    let second = index % 25 == 7 ? "hail" : "rain"
    members.append(
      #""hours": [{"temp": \#(temperature), "condition": "clear"}, {"temp": 1, "condition": "\#(second)"}]"#)
    if index % 2 == 0 { members.append(#""debug": true"#) }
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// The payloads as files of a folder, some of them in subfolders, and a file that is no JSON
  /// payload (`notes.txt`) to leave out.
  package static func folder(at root: String) -> [String: Data] {
    var files: [String: Data] = [:]
    for index in 0..<count {
      let folder = index % 3 == 0 ? "\(root)/deep/er" : root
      files["\(folder)/p\(String(format: "%02d", index)).json"] = Data(payload(index).utf8)
    }
    files["\(root)/notes.txt"] = Data("not a payload".utf8)
    return files
  }

  /// The payloads as an NDJSON log, with a blank line, a CRLF line and, at line 52, a line that
  /// is not JSON.
  package static func ndjson() -> Data {
    var lines = (0..<count).map(payload)
    lines[10] += "\r"
    lines.insert("", at: 20)
    lines.append(#"{"name": "cut off"#)
    return Data(lines.joined(separator: "\n").utf8)
  }

  /// The payloads as a HAR capture: even ones plain, odd ones base64 (as browsers write binary
  /// bodies), plus an HTML page and an image (not JSON responses), an entry of another host, and
  /// a JSON response whose body is not JSON.
  package static func har() -> Data {
    func quoted(_ text: String) -> String { JSONValue.string(text).compactText }
    func entry(_ url: String, mimeType: String, text: String, base64: Bool = false) -> String {
      let body = base64 ? Data(text.utf8).base64EncodedString() : text
      let encoding = base64 ? #", "encoding": "base64""# : ""
      return """
            {
              "startedDateTime": "2026-11-23T10:00:00.000Z",
              "request": {"method": "GET", "url": \(quoted(url)), "headers": []},
              "response": {
                "status": 200,
                "content": {"size": \(text.utf8.count), "mimeType": \(quoted(mimeType)), "text": \(quoted(body))\(encoding)}
              }
            }
        """
    }
    var entries = [entry("https://api.example.com/", mimeType: "text/html", text: "<html></html>")]
    for index in 0..<count {
      entries.append(
        entry(
          "https://api.example.com/weather/\(index)", mimeType: "application/json; charset=utf-8",
          text: payload(index), base64: index % 2 == 1))
    }
    entries.append(entry("https://api.example.com/logo.png", mimeType: "image/png", text: "PNG", base64: true))
    entries.append(entry("https://tracker.example.net/weather/x", mimeType: "application/json", text: "{}"))
    entries.append(
      entry("https://api.example.com/weather/broken", mimeType: "application/json", text: "{\n  \"name\": }"))
    return Data(
      """
      {
        "log": {
          "version": "1.2",
          "creator": {"name": "WebInspector", "version": "537.36"},
          "entries": [
      \(entries.joined(separator: ",\n"))
          ]
        }
      }
      """.utf8)
  }
}
