import JSONCore

/// Random JSON values for property tests: nested objects (duplicate keys included) and arrays,
/// strings with escapes, control characters, non-ASCII and astral characters, and numbers
/// written every way the grammar allows.
package struct RandomJSON {
  package var random: SplitMix64

  /// Values drawn from `random`.
  package init(random: SplitMix64) {
    self.random = random
  }

  package mutating func value(depth: Int = 0) -> JSONValue {
    let leafOnly = depth >= 6
    switch Int.random(in: 0..<(leafOnly ? 5 : 8), using: &random) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &random))
    case 2, 3: return .string(string())
    case 4: return .number(number())
    case 5: return .array((0..<Int.random(in: 0...5, using: &random)).map { _ in value(depth: depth + 1) })
    default:
      var members: [JSONMember] = []
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        let key = Int.random(in: 0..<4, using: &random) == 0 && !members.isEmpty ? members[0].key : string()
        members.append(JSONMember(key, value(depth: depth + 1)))
      }
      return .object(JSONObject(members))
    }
  }

  private static let pieces: [String] = [
    "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "ß", "ё", "中", "😀", "\u{FEFF}",
    "\u{2028}", "e\u{301}", "🇨🇭", "\u{10FFFF}",
  ]

  package mutating func string() -> String {
    String((0..<Int.random(in: 0...8, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined())
  }

  mutating func number() -> JSONNumber {
    var text = Bool.random(using: &random) ? "-" : ""
    text +=
      Bool.random(using: &random)
      ? "0" : String(UInt64.random(in: 1...UInt64.max, using: &random) >> UInt64.random(in: 0...63, using: &random))
    if Bool.random(using: &random) { text += "." + String(UInt32.random(in: 0...UInt32.max, using: &random)) }
    if Bool.random(using: &random) {
      text +=
        ["e", "E", "e+", "e-", "E-"].randomElement(using: &random)! + String(Int.random(in: 0...400, using: &random))
    }
    return JSONNumber(text: text)!
  }
}
