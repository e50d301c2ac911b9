import Foundation

/// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`, spelled out so the tracing decoder
/// matches keys exactly as `JSONDecoder` does: `foo_bar` -> `fooBar`, `_foo_bar_` -> `_fooBar_`,
/// `foo__bar` -> `fooBar`; a key without inner underscores is left as it is.
package enum SnakeCaseKeys {
  package static func convert(_ key: String) -> String {
    guard !key.isEmpty, let first = key.firstIndex(where: { $0 != "_" }) else { return key }
    let last = key.lastIndex(where: { $0 != "_" })!
    let core = key[first...last]
    let words = core.split(separator: "_")
    guard words.count > 1 else { return key }
    let leading = key[..<first]
    let trailing = key[key.index(after: last)...]
    let joined = words[0].lowercased() + words.dropFirst().map(capitalize).joined()
    return leading + joined + trailing
  }

  /// Whether no payload key is ever read as `key` under `convertFromSnakeCase`: it has an
  /// underscore between two other characters (`site_url`), which ``convert(_:)`` never leaves.
  package static func neverReadConverted(_ key: String) -> Bool {
    guard let first = key.firstIndex(where: { $0 != "_" }), let last = key.lastIndex(where: { $0 != "_" }) else {
      return false
    }
    return key[first...last].contains("_" as Character)
  }

  /// The word as `String.capitalized` writes it, which `JSONDecoder` uses: a word of letters
  /// alone is spelled out here (the common case, and much cheaper); any other goes to Foundation,
  /// which starts a new word after a digit or a mark (`1x` -> `1X`, `x1y` -> `X1Y`).
  private static func capitalize(_ word: Substring) -> String {
    guard let head = word.first else { return "" }
    guard word.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
      return String(word).capitalized
    }
    return head.uppercased() + word.dropFirst().lowercased()
  }

  /// The snake_case spelling of a camelCase key, for naming a missing key as the payload would
  /// spell it: `pokedexIndex` -> `pokedex_index`.
  package static func snakeCased(_ key: String) -> String {
    var result = ""
    for character in key {
      if character.isUppercase, !result.isEmpty, result.last != "_" { result.append("_") }
      result += character.lowercased()
    }
    return result
  }
}
