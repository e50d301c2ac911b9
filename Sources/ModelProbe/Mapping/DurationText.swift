import Foundation

/// Durations as payloads write them: a number and a unit (`1.5s`, `250ms`, `2m`, `1h`, as
/// protobuf's JSON and configuration files do), or a number of seconds.
enum DurationText {
  private static let units: [(suffix: String, seconds: Decimal)] = [
    ("ns", Decimal(string: "0.000000001")!), ("us", Decimal(string: "0.000001")!), ("µs", Decimal(string: "0.000001")!),
    ("ms", Decimal(string: "0.001")!), ("s", 1), ("m", 60), ("h", 3600),
  ]

  /// The duration `text` writes, if it is one.
  static func duration(_ text: String) -> Duration? {
    for unit in units where text.hasSuffix(unit.suffix) {
      guard let number = Decimal(string: String(text.dropLast(unit.suffix.count))),
        !text.dropLast(unit.suffix.count).isEmpty
      else { continue }
      return duration(seconds: number * unit.seconds)
    }
    return nil
  }

  /// `seconds` as a `Duration`, to the attosecond where it is written that finely.
  static func duration(seconds: Decimal) -> Duration? {
    let attoseconds = seconds * Decimal(sign: .plus, exponent: 18, significand: 1)
    var rounded = Decimal()
    var value = attoseconds
    NSDecimalRound(&rounded, &value, 0, .plain)
    guard rounded == attoseconds else { return nil }
    let perSecond = Decimal(sign: .plus, exponent: 18, significand: 1)
    let whole = NSDecimalNumber(decimal: rounded / perSecond).int64Value
    let remainder = rounded - Decimal(whole) * perSecond
    return Duration(secondsComponent: whole, attosecondsComponent: NSDecimalNumber(decimal: remainder).int64Value)
  }
}
