import Foundation

/// Where a value sits in a document, as RFC 6901 writes it: `/components/schemas/Account`,
/// `/paths/~1accounts~1{id}/get/responses/200`. A `~` in a token is `~0`, a `/` is `~1`.
public struct JSONPointer: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The unescaped tokens from the root, outermost first.
  public var tokens: [String]

  /// The pointer made of `tokens`, unescaped.
  public init(_ tokens: [String] = []) {
    self.tokens = tokens
  }

  /// The pointer `text` writes (`/a/b~1c`), or the root for an empty text or `#`.
  public init(parsing text: Substring) {
    var text = text
    if text.hasPrefix("#") { text = text.dropFirst() }
    tokens = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  /// This pointer one step further down.
  public func appending(_ tokens: String...) -> JSONPointer {
    JSONPointer(self.tokens + tokens)
  }

  /// `/a/b~1c`, or the empty text for the root.
  public var description: String {
    tokens.map { "/" + Self.escape($0) }.joined()
  }

  /// `token` as a pointer writes it.
  static func escape(_ token: String) -> String {
    guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
    return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }

  public static func < (left: JSONPointer, right: JSONPointer) -> Bool {
    left.tokens.lexicographicallyPrecedes(right.tokens)
  }
}
