extension JSONPrinter {
  /// The bytes of a JSON file holding `value`: `value` in `style` and one newline, exactly what
  /// `workbench fmt` writes (and `workbench fmt --check` accepts).
  public static func fileBytes(of value: JSONValue, style: JSONPrintStyle = .pretty) -> [UInt8] {
    var bytes = self.bytes(of: value, style: style)
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }
}
