import Foundation
import Synchronization

/// The computed properties of a package's types that return one stored property of the same type
/// (`var name: String { title }`, `{ return self.title }`, `{ get { title } }`): a stored property
/// renamed whose old name is kept for the code that reads it. The alias says which new property
/// the old one's key went to, where the key-to-property maps alone cannot tell (two new
/// properties of one type, the old one gone).
struct PropertyAliases: Sendable {
  private let table: Table

  /// By type (its bare name, `Item` for `Response.Item`), the names of the aliases of each
  /// property: `["SimplifiedArtist": ["title": ["name"]]]`.
  var byType: [String: [String: [String]]] { table.value }

  /// No alias anywhere.
  static let none = PropertyAliases()

  /// The aliases declared in `sources` (Swift files' texts).
  init(sources: [String] = []) {
    table = Table { sources }
  }

  /// The aliases declared in the texts `sources` gives, read when an alias is first asked for: a
  /// repair that the key-to-property maps decide reads no Swift file.
  init(reading sources: @escaping @Sendable () -> [String]) {
    table = Table(sources)
  }

  /// The aliases, read once.
  private final class Table: Sendable {
    private let sources: @Sendable () -> [String]
    private let read = Mutex<[String: [String: [String]]]?>(nil)

    init(_ sources: @escaping @Sendable () -> [String]) {
      self.sources = sources
    }

    var value: [String: [String: [String]]] {
      read.withLock { table in
        if let table { return table }
        var made: [String: [String: [String]]] = [:]
        for source in sources() { PropertyAliases.read(source, into: &made) }
        table = made
        return made
      }
    }
  }

  /// The computed properties of type `typeName` that return its property `property`: one may be
  /// the name it had before.
  func aliases(of property: String, in typeName: String) -> [String] {
    byType[Self.bare(typeName)]?[property] ?? []
  }

  private static func read(_ source: String, into byType: inout [String: [String: [String]]]) {
    let scopes = TypeScopes(source)
    let text = source as NSString
    let whole = NSRange(location: 0, length: text.length)
    for match in alias.matches(in: source, range: whole) {
      let old = text.substring(with: match.range(at: 1))
      let new = text.substring(with: match.range(at: 2))
      guard old != new, scopes.isCode(at: match.range.location),
        let type = scopes.innermost(containing: match.range.location)
      else { continue }
      byType[bare(type), default: [:]][new, default: []].append(old)
    }
  }

  /// `var old: Type { [get {] [return] [self.]new [}] }`, where the type has no initial value.
  private static let alias = try! NSRegularExpression(
    pattern:
      #"\bvar\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*[^{=\n]+\{\s*(?:get\s*\{\s*)?(?:return\s+)?(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)\s*\}"#
  )

  private static func bare(_ typeName: String) -> String {
    typeName.split(separator: ".").last.map(String.init) ?? typeName
  }
}

/// Where each type's body (and each extension's) is in a Swift file: from the brace after
/// `struct Name`, `class Name`, `enum Name`, `actor Name` or `extension Name` to the one that
/// closes it, braces in strings and comments not counted.
struct TypeScopes {
  private var scopes: [(name: String, range: Range<Int>)] = []
  /// The comments and string literals, which hold no code.
  private var skippedRanges: [Range<Int>] = []

  init(_ source: String) {
    let units = Array(source.utf16)
    var open: [(name: String?, start: Int)] = []
    var pending: String?
    var index = 0
    while index < units.count {
      let unit = units[index]
      if let skipped = Self.skipped(units, at: index) {
        skippedRanges.append(index..<skipped)
        index = skipped
        continue
      }
      if unit == UInt16(UInt8(ascii: "{")) {
        open.append((pending, index))
        pending = nil
      } else if unit == UInt16(UInt8(ascii: "}")) {
        if let (name, start) = open.popLast(), let name { scopes.append((name, start..<index)) }
      } else if Self.isWordStart(units, at: index) {
        let word = Self.word(units, at: index)
        if Self.declarations.contains(word.text) {
          let name = Self.word(units, at: Self.skippingSpaces(units, from: word.end))
          if !name.text.isEmpty { pending = name.text }
          index = name.end > index ? name.end : word.end
          continue
        }
        index = word.end
        continue
      }
      index += 1
    }
  }

  /// Whether the UTF-16 offset `location` is in code, not in a comment or a string literal.
  func isCode(at location: Int) -> Bool {
    !skippedRanges.contains { $0.contains(location) }
  }

  /// The name of the innermost type whose body holds the UTF-16 offset `location`.
  func innermost(containing location: Int) -> String? {
    scopes.filter { $0.range.contains(location) }.min { $0.range.count < $1.range.count }?.name
  }

  private static let declarations: Set = ["struct", "class", "enum", "actor", "extension"]

  /// Past a comment or a string literal starting at `index`, if one does.
  private static func skipped(_ units: [UInt16], at index: Int) -> Int? {
    let slash = UInt16(UInt8(ascii: "/"))
    let star = UInt16(UInt8(ascii: "*"))
    let quote = UInt16(UInt8(ascii: "\""))
    let newline = UInt16(UInt8(ascii: "\n"))
    let backslash = UInt16(UInt8(ascii: "\\"))
    let next = index + 1 < units.count ? units[index + 1] : 0
    if units[index] == slash && next == slash {
      return units[index...].firstIndex(of: newline) ?? units.count
    }
    if units[index] == slash && next == star {
      var end = index + 2
      while end + 1 < units.count, !(units[end] == star && units[end + 1] == slash) { end += 1 }
      return min(end + 2, units.count)
    }
    guard units[index] == quote else { return nil }
    let triple = index + 2 < units.count && units[index + 1] == quote && units[index + 2] == quote
    var end = index + (triple ? 3 : 1)
    while end < units.count {
      if units[end] == backslash {
        end += 2
        continue
      }
      if units[end] == quote {
        if !triple { return end + 1 }
        if end + 2 < units.count, units[end + 1] == quote, units[end + 2] == quote { return end + 3 }
      }
      if !triple && units[end] == newline { return end }
      end += 1
    }
    return units.count
  }

  private static func isIdentifier(_ unit: UInt16) -> Bool {
    (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A) || (unit >= 0x30 && unit <= 0x39)
      || unit == 0x5F || unit == 0x2E
  }

  private static func isWordStart(_ units: [UInt16], at index: Int) -> Bool {
    isIdentifier(units[index]) && (index == 0 || !isIdentifier(units[index - 1]))
  }

  private static func word(_ units: [UInt16], at index: Int) -> (text: String, end: Int) {
    var end = index
    while end < units.count, isIdentifier(units[end]) { end += 1 }
    return (String(decoding: units[index..<end], as: UTF16.self), end)
  }

  private static func skippingSpaces(_ units: [UInt16], from index: Int) -> Int {
    var next = index
    while next < units.count, units[next] == 0x20 || units[next] == 0x09 || units[next] == 0x0A { next += 1 }
    return next
  }
}
