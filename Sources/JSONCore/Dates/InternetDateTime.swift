import Foundation

/// The common form of ISO 8601 text, `2024-05-01T12:00:00Z` (whole seconds, UTC), read without a
/// formatter: a payload of many dates compares each with the model's in a few nanoseconds. Any
/// other form (an offset, a fraction, a year outside 1900-9999) is left to `ISO8601FormatStyle`.
package enum InternetDateTime {
  /// The date `text` stands for, when it has the common form and names a real day and time.
  package static func date(from text: String) -> Date? {
    var text = text
    return text.withUTF8 { bytes -> Date? in
      guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
        bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
        bytes[19] == UInt8(ascii: "Z"),
        let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
        let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
        (1900...9999).contains(year), (1...12).contains(month), day >= 1, day <= days(in: month, of: year),
        hour < 24, minute < 60, second < 60
      else { return nil }
      let seconds = daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
      return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
  }

  /// The decimal number of `count` digits at `start`, or `nil` when one is not a digit.
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
    var value = 0
    for byte in bytes[start..<start + count] {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// The days of a common year before the first of each month.
  private static let daysBeforeMonth = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]

  private static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  private static func days(in month: Int, of year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to the given day of the Gregorian calendar: 719,162 days lie between
  /// 1 January of the year 1 and 1 January 1970, in that calendar extended back.
  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let before = year - 1
    let leapDaysBefore = before / 4 - before / 100 + before / 400
    let daysBeforeYear = before * 365 + leapDaysBefore - 719_162
    let leapDay = month > 2 && isLeap(year) ? 1 : 0
    return daysBeforeYear + daysBeforeMonth[month - 1] + leapDay + day - 1
  }
}
