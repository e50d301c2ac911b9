/// File names made from names people type: letters, digits, `-`, `_` and `.` kept, anything else
/// (slashes, spaces, control characters) made `-`, no leading dots, at most 80 characters.
package enum ExportFileName {
  package static func sanitized(_ name: String, fallback: String = "payload") -> String {
    var result = ""
    var lastWasDash = false
    for scalar in name.unicodeScalars {
      let keep = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
      if keep {
        result.unicodeScalars.append(scalar)
        lastWasDash = false
      } else if !lastWasDash {
        result += "-"
        lastWasDash = true
      }
    }
    while result.hasPrefix(".") || result.hasPrefix("-") { result.removeFirst() }
    while result.hasSuffix("-") || result.hasSuffix(".") { result.removeLast() }
    if result.hasSuffix(".json") { result.removeLast(5) }
    let trimmed = String(result.prefix(80))
    return trimmed.isEmpty ? fallback : trimmed
  }
}
