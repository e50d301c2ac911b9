/// Swift source text for a string: what the workbench writes into generated Swift files (exported
/// tests, the launcher of a user's package).
package enum SwiftStringLiteral {
  /// A string literal that reads back as `text`: quotes, backslashes (and so interpolation) and
  /// control characters are escaped.
  package static func quoting(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case "\0": literal += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
          || scalar.value == 0x2028 || scalar.value == 0x2029
        {
          literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }
}
