import Foundation
import Testing

@testable import JSONCore

/// The formatter-free reading of `2024-05-01T12:00:00Z` reads what `ISO8601FormatStyle` reads,
/// and leaves every other form to it.
struct InternetDateTimeTests {
  private let style = Date.ISO8601FormatStyle()

  @Test func readsWhatTheFormatStyleReadsAcrossTheYears() throws {
    var generator = SplitMix64(seed: 23)
    let start = try style.parse("1900-01-01T00:00:00Z").timeIntervalSince1970
    let end = try style.parse("9999-12-31T23:59:59Z").timeIntervalSince1970
    var texts = [
      "1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "2000-02-29T12:30:45Z", "1900-03-01T00:00:00Z",
      "2024-12-31T23:59:59Z", "2100-02-28T00:00:01Z", "9999-12-31T23:59:59Z", "1900-01-01T00:00:00Z",
    ]
    for _ in 0..<20_000 {
      let seconds = start + Double(generator.next() % UInt64(end - start))
      texts.append(style.format(Date(timeIntervalSince1970: seconds.rounded(.down))))
    }
    for text in texts {
      let fast = try #require(InternetDateTime.date(from: text), "\(text) has the common form")
      #expect(fast == (try style.parse(text)), "\(text)")
    }
  }

  @Test(arguments: [
    "2023-02-29T00:00:00Z", "2024-04-31T10:00:00Z", "2024-05-01T24:00:00Z", "2024-05-01T12:60:00Z",
    "2024-05-01T12:00:60Z", "2024-13-01T12:00:00Z", "2024-00-10T12:00:00Z", "2024-05-00T12:00:00Z",
    "2024-05-01T12:00:00+02:00", "2024-05-01T12:00:00.250Z", "2024-05-01t12:00:00Z", "2024-05-01T12:00:00z",
    "2024-05-01 12:00:00Z", "1899-12-31T23:59:59Z", "+024-05-01T12:00:00Z", "2024-05-01T1:00:00ZZ", "",
  ])
  func leavesEveryOtherFormToTheFormatStyle(text: String) {
    #expect(InternetDateTime.date(from: text) == nil)
  }

  @Test func anOffsetIsStillReadThroughTheStrategy() throws {
    let date = try #require(JSONDateStrategy.iso8601.date(from: .string("2024-05-01T14:00:00+02:00")))
    #expect(date == JSONDateStrategy.iso8601.date(from: .string("2024-05-01T12:00:00Z")))
  }
}
