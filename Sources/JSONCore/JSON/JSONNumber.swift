/// A JSON number held as the text it was written with, so that `0.1` stays `0.1` and
/// `12345678901234567890` stays exact however it is later read.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The number as written in JSON.
  public let text: String

  /// Wraps `text` without checking it; only the parser and the typed initializers use this.
  init(unchecked text: String) {
    self.text = text
  }

  /// A number from JSON number text, or `nil` when `text` is not a JSON number.
  public init?(text: String) {
    var copy = text
    let valid = copy.withUTF8 { bytes in
      JSONNumberGrammar.scan(bytes, from: 0) == .complete(end: bytes.count)
    }
    guard valid else { return nil }
    self.text = text
  }

  /// The exact text of an integer.
  public init<I: BinaryInteger>(_ value: I) {
    self.text = String(value)
  }

  /// The shortest text that reads back as the same `Double`. Not-a-number and infinities have no
  /// JSON form; they are refused by returning `nil`.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    self.text = JSONNumber.shortestText(value.description)
  }

  /// The shortest text that reads back as the same `Float`, or `nil` for non-finite values.
  public init?(_ value: Float) {
    guard value.isFinite else { return nil }
    self.text = JSONNumber.shortestText(value.description)
  }

  /// A readable description.
  public var description: String { text }

  /// The value as a `Double` (rounded to the nearest one).
  public var doubleValue: Double? { Double(text) }

  /// The value as an `Int`, when it is an integer that fits.
  public var intValue: Int? { Int(text) }

  /// Swift prints `1.0` and `1e+20`; JSON allows both, but `1.0` reads better as `1.0` and the
  /// exponent needs no plus sign to be valid, so only the `e+` spelling changes to `e`.
  private static func shortestText(_ swiftText: String) -> String {
    guard swiftText.utf8.contains(UInt8(ascii: "+")) else { return swiftText }
    return String(decoding: swiftText.utf8.filter { $0 != UInt8(ascii: "+") }, as: UTF8.self)
  }
}

extension JSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// A number from an integer literal.
  public init(integerLiteral value: Int) { self.init(value) }
  /// A number from a floating-point literal, written as the literal reads.
  public init(floatLiteral value: Double) {
    self.init(unchecked: JSONNumber.shortestText(value.description))
  }
}
