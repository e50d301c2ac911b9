/// Turns JSON keys and free-form names into Swift identifiers that always compile.
///
/// Keywords are escaped with backticks (`class` becomes \`class\`); names that cannot be identifiers are
/// rebuilt from their ASCII letters and digits (`content-type` -> `contentType`, `2fa` -> `_2fa`,
/// `🔥` -> `field`); names a fragment already uses (`keys`, `Model`) are renamed.
package enum SwiftIdentifier {
  /// Words that need backticks to be used as a name.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
    "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
    "super", "throws", "true", "try", "Type", "Protocol", "some", "any", "async", "actor", "package",
  ]

  /// Names a fragment's own members and the library use; a property must not take them.
  static let fragmentMembers: Set<String> = [
    "keys", "Model", "members", "json", "compare", "presences", "presenceVariants", "variants", "key",
    "byAdding", "toJSON", "toJSONArray", "jsonData", "jsonString", "appendMembers", "changing", "self", "Self",
    "Type", "Protocol", "init", "deinit", "subscript", "_",
  ]

  /// `name` ready to be written where an identifier goes: backticked when it is a keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// A lowerCamelCase identifier made from `text` (unescaped; see ``escaped(_:)``).
  static func lowerCamel(_ text: String) -> String {
    let words = asciiWords(text)
    guard let first = words.first else { return "field" }
    let joined = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map(capitalized).joined()
    return joined.first!.isNumber ? "_" + joined : joined
  }

  /// An UpperCamelCase identifier made from `text`, or `fallback` when `text` has no letters or digits.
  static func upperCamel(_ text: String, fallback: String) -> String {
    let joined = asciiWords(text).map(capitalized).joined()
    guard let first = joined.first else { return fallback }
    return first.isNumber ? fallback + joined : joined
  }

  /// Whether `text` is already a plain Swift identifier (ASCII letters, digits and `_`).
  static func isPlain(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.isASCIILetter || first == "_", text != "_" else { return false }
    return text.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
  }

  /// Runs of ASCII letters and digits; a lower-to-upper change also starts a word (`tagName`).
  private static func asciiWords(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCIILetter || scalar.isASCIIDigit {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }
}

/// Hands out identifiers in one scope, so that no two are alike and none takes a reserved name:
/// the second `aB` (from `a_b` and `aB`) becomes `aB2`; a reserved `keys` becomes `keysField`.
package struct IdentifierScope {
  private let reserved: Set<String>
  private let reservedSuffix: String
  private var taken: Set<String> = []

  /// A scope in which the names in `reserved` are renamed by appending `reservedSuffix`.
  init(reserved: Set<String> = [], reservedSuffix: String = "Field") {
    self.reserved = reserved
    self.reservedSuffix = reservedSuffix
  }

  /// `wanted` (renamed when reserved), numbered from 2 when that is taken; the result is taken.
  mutating func claim(_ wanted: String) -> String {
    let base = reserved.contains(wanted) ? wanted + reservedSuffix : wanted
    var candidate = base
    var number = 2
    while taken.contains(candidate) || reserved.contains(candidate) {
      candidate = base + String(number)
      number += 1
    }
    taken.insert(candidate)
    return candidate
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
