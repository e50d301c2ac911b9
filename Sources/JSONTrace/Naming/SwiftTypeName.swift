import Foundation
import Synchronization

/// Type names as a person writes them in Swift, from the runtime's fully qualified spelling:
/// modules dropped, `[Element]`, `[Key: Value]` and `Wrapped?` written short, generic arguments kept
/// (`Releases.Page<Releases.Forecast>` is `Page<Forecast>`).
package enum SwiftTypeName {
  /// How `type` is written in the code of its own module.
  ///
  /// The runtime's name is read with `_typeName`, which `String(reflecting:)` ends in: on the way
  /// it asks whether the metatype conforms to three printing protocols, and each first answer for a
  /// type scans every conformance the process has (2 million instructions a type in a launcher).
  /// A type's name is read once per process: a worker asks for its models' names at every request.
  package static func readable(_ type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let known = readNames.withLock({ $0[id] }) { return known }
    let name = readable(reflecting: _typeName(type, qualified: true))
    readNames.withLock { $0[id] = name }
    return name
  }

  private static let readNames = Mutex<[ObjectIdentifier: String]>([:])

  /// How the type that the runtime spells `reflecting` (`String(reflecting:)`) is written.
  package static func readable(reflecting name: String) -> String {
    var parser = Parser(text: Array(name.unicodeScalars))
    return parser.type()
  }

  /// The name of the type itself, without the types it is nested in, in its arguments too: `Asset`
  /// for `Release.Asset`, `Page<Forecast>` for `Envelope.Page<Weather.Forecast>`.
  package static func short(_ readable: String) -> String {
    if readable.hasSuffix("?") { return short(String(readable.dropLast())) + "?" }
    if readable.hasPrefix("["), readable.hasSuffix("]") {
      let inside = readable.dropFirst().dropLast()
      let parts = topLevelArguments(inside, separator: ":")
      return "[" + parts.map(short).joined(separator: ": ") + "]"
    }
    guard let open = readable.firstIndex(of: "<"), readable.hasSuffix(">") else {
      return String(readable.split(separator: ".").last ?? Substring(readable))
    }
    let head = short(String(readable[..<open]))
    let inside = readable[readable.index(after: open)..<readable.index(before: readable.endIndex)]
    return "\(head)<\(topLevelArguments(inside).map(short).joined(separator: ", "))>"
  }

  /// `A<B, C>, D` split at its top-level commas (or other `separator`).
  private static func topLevelArguments(_ text: Substring, separator: Character = ",") -> [String] {
    var arguments: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      if character == "<" || character == "[" { depth += 1 }
      if character == ">" || character == "]" { depth -= 1 }
      if character == separator && depth == 0 {
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    arguments.append(current.trimmingCharacters(in: .whitespaces))
    return arguments
  }

  /// Words an identifier can be made of: `Page of Forecast` for `Page<Forecast>`, `Pair of Int and
  /// String` for `Pair<Int, String>`.
  package static func words(_ readable: String) -> String {
    readable.replacingOccurrences(of: "<", with: " of ").replacingOccurrences(of: ",", with: " and ")
  }

  /// A recursive reader of `Module.Outer.Inner<Argument, ...>`, scalar by scalar: the marks it
  /// looks for are ASCII.
  private struct Parser {
    let text: [Unicode.Scalar]
    var index = 0

    mutating func type() -> String {
      let qualified = name()
      var arguments: [String] = []
      if peek == "<" {
        index += 1
        while index < text.count {
          skipSpaces()
          arguments.append(type())
          skipSpaces()
          if peek == "," {
            index += 1
            continue
          }
          if peek == ">" { index += 1 }
          break
        }
      }
      let spelledType = spelled(qualified, arguments)
      guard peek == "." else { return spelledType }
      return spelledType + name().joined(separator: ".")
    }

    private var peek: Unicode.Scalar? { index < text.count ? text[index] : nil }

    private mutating func skipSpaces() {
      while peek == " " { index += 1 }
    }

    /// `Module.Outer.Inner` up to the first `<`, `,` or `>`, parenthesized parts kept whole.
    private mutating func name() -> [Substring] {
      var collected = ""
      var depth = 0
      while let character = peek {
        if depth == 0 && (character == "<" || character == "," || character == ">") { break }
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        collected.unicodeScalars.append(character)
        index += 1
      }
      return collected.split(separator: ".", omittingEmptySubsequences: false)
    }

    private func spelled(_ qualified: [Substring], _ arguments: [String]) -> String {
      let base = qualified.count > 1 ? qualified.dropFirst().joined(separator: ".") : qualified.joined()
      let isStandard = qualified.count == 2 && qualified.first == "Swift"
      switch (isStandard ? base : "", arguments.count) {
      case ("Optional", 1): return arguments[0] + "?"
      case ("Array", 1): return "[\(arguments[0])]"
      case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
      default: return arguments.isEmpty ? base : "\(base)<\(arguments.joined(separator: ", "))>"
      }
    }
  }
}
