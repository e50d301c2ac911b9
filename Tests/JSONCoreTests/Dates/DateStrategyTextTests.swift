import Foundation
import JSONCore
import Testing

/// A date strategy as a configuration or a command line writes it: a name, or a `DateFormatter`
/// format, and text that is neither says why.
struct DateStrategyTextTests {
  @Test(arguments: JSONDateStrategy.named)
  func aNameReadsAsItsStrategy(strategy: JSONDateStrategy) throws {
    #expect(try JSONDateStrategy(strategy.description) == strategy)
  }

  @Test(arguments: ["yyyy-MM-dd", "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", "dd MMM yyyy, HH:mm", "EEE, d MMM yyyy", "''yy''"])
  func aFormatReadsAsFormatted(format: String) throws {
    #expect(try JSONDateStrategy(format) == .formatted(format))
  }

  @Test(arguments: [
    ("iso", "\"i\" is not a date field letter; put literal text in single quotes"),
    ("secondsSince1971", "\"o\" is not a date field letter; put literal text in single quotes"),
    ("yyyy-MM-dd'T", "a single quote is not closed"),
    ("2024-05-01", "it has no date fields, such as yyyy, MM or dd"),
    ("", "it has no date fields, such as yyyy, MM or dd"),
  ])
  func otherTextSaysWhyItIsNoFormat(text: String, problem: String) {
    #expect(throws: UnknownDateStrategy(text: text, problem: problem)) { try JSONDateStrategy(text) }
  }

  @Test func itIsCodableAsOneString() throws {
    let strategies: [JSONDateStrategy] = [.iso8601, .formatted("yyyy-MM-dd")]
    let data = try JSONEncoder().encode(strategies)
    #expect(String(decoding: data, as: UTF8.self) == #"["iso8601","yyyy-MM-dd"]"#)
    #expect(try JSONDecoder().decode([JSONDateStrategy].self, from: data) == strategies)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([JSONDateStrategy].self, from: Data(#"["iso"]"#.utf8))
    }
  }

  @Test func aFormattedDateReadsBackInUTCWhateverTheProcessTimeZone() throws {
    let strategy = JSONDateStrategy.formatted("yyyy-MM-dd HH:mm")
    let date = try #require(strategy.date(from: .string("2026-01-01 00:00")))
    #expect(date == Date(timeIntervalSince1970: 1_767_225_600))
    #expect(strategy.text(for: date) == #""2026-01-01 00:00""#)
  }
}
