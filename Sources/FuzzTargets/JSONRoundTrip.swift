import Foundation
import JSONFragment

/// The parser and printer as inverses: whatever the parser accepts prints, in both styles, to
/// text that parses back to an equal value and prints again to the same bytes.
public enum JSONRoundTrip {
  /// What went wrong in the round trip of `data`, or `nil` when it holds (or `data` is not JSON).
  public static func disagreement(in data: Data) -> String? {
    guard let value = try? JSONParser.parse(data) else { return nil }
    for style in [JSONPrintStyle.compact, .pretty] {
      let printed = JSONPrinter.bytes(of: value, style: style)
      let reparsed: JSONValue
      do {
        reparsed = try JSONParser.parse(printed)
      } catch {
        return "the \(style) print of \(quoted(data)) does not parse (\(error)): \(quoted(printed))"
      }
      guard reparsed == value else {
        return "the \(style) print of \(quoted(data)) parses to another value: \(quoted(printed))"
      }
      let printedAgain = JSONPrinter.bytes(of: reparsed, style: style)
      guard printedAgain == printed else {
        return
          "printing \(quoted(data)) twice in \(style) style differs: \(quoted(printed)) then \(quoted(printedAgain))"
      }
    }
    return nil
  }
}

/// The libFuzzer entry point of ``JSONRoundTrip``: stops the process on a disagreement.
public func fuzzJSONRoundTrip(_ data: Data) {
  if let disagreement = JSONRoundTrip.disagreement(in: data) {
    fatalError(disagreement)
  }
}
