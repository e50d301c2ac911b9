import Foundation
import JSONCore

/// Reading JSON scalars into Swift values by `JSONDecoder`'s rules, recording a failure and
/// answering a placeholder where `JSONDecoder` would throw.
enum ScalarReading {
  static func string(_ node: TraceNode) throws -> String {
    if case .string(let text) = node.value { return read(node, text) }
    return try fail(node, expected: "String", placeholder: "")
  }

  static func bool(_ node: TraceNode) throws -> Bool {
    if case .bool(let flag) = node.value { return read(node, flag) }
    return try fail(node, expected: "Bool", placeholder: false)
  }

  /// ``integer(_:_:)`` for `Int`, the integer most models read, in a function of its own: the
  /// containers' integer reads are otherwise merged into one that passes the type at run time,
  /// and the unspecialized reading asks the runtime's metadata cache for every value, a cache
  /// the package's own decoder uses at the same time on the other core.
  static func int(_ node: TraceNode) throws -> Int {
    try integer(node, Int.self)
  }

  static func integer<I: FixedWidthInteger>(_ node: TraceNode, _ type: I.Type) throws -> I {
    guard case .number(let number) = node.value else { return try fail(node, expected: "\(type)", placeholder: 0) }
    // Read through Int64 and UInt64 first: `I(number.text)` builds an `I?`, a lookup in the
    // runtime's metadata cache wherever this is not specialized.
    if let wide = Int64(number.text) {
      if wide >= I.min && wide <= I.max { return read(node, I(truncatingIfNeeded: wide)) }
    } else if let wide = UInt64(number.text), wide <= I.max {
      return read(node, I(truncatingIfNeeded: wide))
    }
    if let double = Double(number.text), double.rounded() == double, let exact = I(exactly: double) {
      return read(node, exact)
    }
    return try invalid(node, "\(number.text) does not fit in \(type)", expected: "\(type)", placeholder: 0)
  }

  static func double(_ node: TraceNode) throws -> Double {
    if case .string(let text) = node.value, let special = node.recorder.nonConformingFloats[text] {
      return read(node, special)
    }
    guard case .number(let number) = node.value else { return try fail(node, expected: "Double", placeholder: 0) }
    guard let value = Double(number.text), value.isFinite, value != 0 || !hasNonZeroDigit(number.text) else {
      return try invalid(node, "\(number.text) does not fit in Double", expected: "Double", placeholder: 0)
    }
    return read(node, value)
  }

  static func float(_ node: TraceNode) throws -> Float {
    if case .string(let text) = node.value, let special = node.recorder.nonConformingFloats[text] {
      return read(node, Float(special))
    }
    guard case .number(let number) = node.value else { return try fail(node, expected: "Float", placeholder: 0) }
    guard let wide = Double(number.text), wide.isFinite, abs(wide) <= Double(Float.greatestFiniteMagnitude),
      Float(wide) != 0 || !hasNonZeroDigit(number.text)
    else {
      return try invalid(node, "\(number.text) does not fit in Float", expected: "Float", placeholder: 0)
    }
    return read(node, Float(wide))
  }

  static func decimal(_ node: TraceNode) throws -> Decimal {
    guard case .number(let number) = node.value else { return try fail(node, expected: "Decimal", placeholder: 0) }
    guard let value = Decimal(string: number.text) else {
      return try invalid(node, "\(number.text) is not a Decimal", expected: "Decimal", placeholder: 0)
    }
    return read(node, value)
  }

  static func url(_ node: TraceNode) throws -> URL {
    let placeholder = URL(string: "about:blank")!
    guard case .string(let text) = node.value else { return try fail(node, expected: "URL", placeholder: placeholder) }
    guard let url = URL(string: text) else {
      return try invalid(node, "\(node.value.summary) is not a valid URL", expected: "URL", placeholder: placeholder)
    }
    return read(node, url)
  }

  static func data(_ node: TraceNode) throws -> Data {
    switch node.recorder.dataReading {
    case .standard: break
    case .custom(let closure):
      return try packageValue(node, placeholder: Data(), expected: "Data") { try closure(node) }
    case .byTheDecoder(let decoder):
      return try packageValue(node, placeholder: Data(), expected: "Data") {
        try decoder.decode([Data].self, from: Data(("[" + node.value.compactText + "]").utf8)).first ?? Data()
      }
    }
    guard case .string(let text) = node.value else {
      return try fail(node, expected: "Data (Base64 text)", placeholder: Data())
    }
    guard let data = Data(base64Encoded: text) else {
      return try invalid(node, "the string is not valid Base64", expected: "Data", placeholder: Data())
    }
    return read(node, data)
  }

  static func date(_ node: TraceNode) throws -> Date {
    let placeholder = Date(timeIntervalSince1970: 0)
    switch node.recorder.dateReading {
    case .standard: break
    case .custom(let closure):
      return try packageValue(node, placeholder: placeholder, expected: "Date") { try closure(node) }
    case .byTheDecoder(let decoder):
      return try packageValue(node, placeholder: placeholder, expected: "Date") {
        let text = "[" + node.value.compactText + "]"
        guard let date = try decoder.decode([Date].self, from: Data(text.utf8)).first else { return placeholder }
        return date
      }
    }
    switch node.recorder.options.dates {
    case .deferredToDate:
      guard case .number = node.value else {
        return try fail(node, expected: "Date (seconds since 2001)", placeholder: placeholder)
      }
      return Date(timeIntervalSinceReferenceDate: try double(node))
    case .secondsSince1970:
      guard case .number = node.value else {
        return try fail(node, expected: "Date (seconds since 1970)", placeholder: placeholder)
      }
      return Date(timeIntervalSince1970: try double(node))
    case .millisecondsSince1970:
      guard case .number = node.value else {
        return try fail(node, expected: "Date (milliseconds since 1970)", placeholder: placeholder)
      }
      return Date(timeIntervalSince1970: try double(node) / 1000)
    case .iso8601:
      guard case .string(let text) = node.value else {
        return try fail(node, expected: "Date (ISO 8601 text)", placeholder: placeholder)
      }
      guard let date = InternetDateTime.date(from: text) ?? (try? node.recorder.iso8601.parse(text)) else {
        return try invalid(
          node, "\(node.value.summary) is not an ISO 8601 date such as \"2024-05-01T12:00:00Z\"", expected: "Date",
          placeholder: placeholder)
      }
      return read(node, date)
    case .formatted(let format):
      guard case .string(let text) = node.value else {
        return try fail(node, expected: "Date (text in the format \(format))", placeholder: placeholder)
      }
      guard let date = node.recorder.dateFormatter(format).date(from: text) else {
        return try invalid(
          node, "\(node.value.summary) is not a date in the format \"\(format)\"", expected: "Date",
          placeholder: placeholder)
      }
      return read(node, date)
    }
  }

  /// A date or data read by the package decoder's own strategy; what it throws is this value's
  /// failure, unless reading it already recorded one (a `.custom` closure that asked for the
  /// wrong type).
  private static func packageValue<V>(_ node: TraceNode, placeholder: V, expected: String, _ reading: () throws -> V)
    throws -> V
  {
    let before = node.recorder.failures.count
    do {
      return read(node, try reading())
    } catch {
      guard node.recorder.failures.count == before else {
        if node.recorder.throwsFailure(at: node.path) { throw error }
        return placeholder
      }
      let message =
        if case .dataCorrupted(let context) = error as? DecodingError { context.debugDescription } else {
          String(describing: error)
        }
      let what = expected == "Date" ? "a date" : "data"
      return try invalid(
        node, "\(node.value.summary) is not \(what) the package's decoder reads: \(message)", expected: expected,
        placeholder: placeholder)
    }
  }

  private static func read<V>(_ node: TraceNode, _ value: V) -> V {
    node.countRead()
    if !node.isPlaceholder {
      node.recorder.lastRead = node
      node.recorder.noteSuccess(
        at: node, startedAt: node.recorder.startRead(), readCountBefore: node.recorder.readCount - 1)
    }
    return value
  }

  /// The value is `null` or of another JSON type.
  private static func fail<V>(_ node: TraceNode, expected: String, placeholder: V) throws -> V {
    let kind: FieldFailure.Kind = node.value == .null ? .nullValue : .wrongType
    try node.recorder.recordFailure(
      at: node, kind, expected: expected, found: node.value,
      message: "expected \(expected), found \(node.value.summary)")
    return placeholder
  }

  /// The value has the right JSON type but the model's type refuses it.
  private static func invalid<V>(_ node: TraceNode, _ message: String, expected: String, placeholder: V) throws -> V {
    try node.recorder.recordFailure(at: node, .invalidValue, expected: expected, found: node.value, message: message)
    return placeholder
  }

  private static func hasNonZeroDigit(_ text: String) -> Bool {
    let mantissa = text.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
    return mantissa.contains { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }
  }
}
