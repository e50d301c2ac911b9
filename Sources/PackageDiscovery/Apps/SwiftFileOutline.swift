/// What one Swift file declares and uses, as far as choosing which files to compile needs: the
/// modules it always imports, the types it declares at its top level, the types it extends, what
/// each declared or extended type inherits, and every identifier it names.
struct SwiftFileOutline: Equatable {
  /// Modules imported outside any `#if` (an import under `#if canImport(UIKit)` compiles anywhere).
  var imports: [String] = []
  /// Types declared at the top level: structs, classes, enums, protocols, actors and typealiases.
  var declaredTypes: [String] = []
  /// Types extended at the top level, by their first name (`extension User.Role` extends `User`).
  var extendedTypes: [String] = []
  /// Every type declared or extended, at any depth, with the names its inheritance clause lists
  /// (the last part of each: `Foundation.Decodable` is `Decodable`), or, for a typealias, the
  /// names it composes.
  var inherits: [Declaration] = []
  /// Whether the file is an app's entry point: `@main`, or `main.swift`'s top-level code.
  var isEntryPoint = false
  /// Every identifier the file names.
  var identifiers: Set<String> = []

  struct Declaration: Equatable {
    /// `struct`, `class`, `enum`, `protocol`, `actor`, `typealias` or `extension`.
    var keyword: String
    var name: String
    var inherited: [String]
  }

  private static let typeKeywords: Set = ["struct", "class", "enum", "protocol", "actor", "typealias", "extension"]
  /// Words that follow `class` when it is a modifier, not a declaration.
  private static let notTypeNames: Set = ["func", "var", "let", "subscript", "init", "override", "final", "static"]

  init(_ source: String, fileName: String = "") {
    let tokens = SwiftCodeTokens(source).tokens
    var depth = 0
    var conditions = 0
    var index = 0
    isEntryPoint = fileName == "main.swift"
    while index < tokens.count {
      let token = tokens[index]
      switch token {
      case "{": depth += 1
      case "}": depth = max(0, depth - 1)
      case "#" where index + 1 < tokens.count:
        switch tokens[index + 1] {
        case "if": conditions += 1
        case "endif": conditions = max(0, conditions - 1)
        default: break
        }
      case "@" where index + 1 < tokens.count && tokens[index + 1] == "main":
        isEntryPoint = true
      case "import":
        if depth == 0 && conditions == 0, let module = Self.importedModule(tokens, after: index) {
          imports.append(module)
        }
        while index + 1 < tokens.count && tokens[index + 1] != "\n" { index += 1 }
      case _ where Self.typeKeywords.contains(token):
        guard let declaration = Self.declaration(tokens, at: index) else { break }
        inherits.append(declaration)
        if depth == 0 {
          if declaration.keyword == "extension" {
            extendedTypes.append(declaration.name)
          } else {
            declaredTypes.append(declaration.name)
          }
        }
      default:
        if token != "\n" { identifiers.insert(token) }
      }
      index += 1
    }
  }

  /// The module of the `import` at `index`: `import Foundation`, `import struct Foo.Bar`,
  /// `import UIKit.UIColor` (its first part).
  private static func importedModule(_ tokens: [String], after index: Int) -> String? {
    var next = index + 1
    if next < tokens.count,
      ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(tokens[next])
    {
      next += 1
    }
    guard next < tokens.count, tokens[next] != "\n" else { return nil }
    return tokens[next]
  }

  /// The declaration whose keyword is at `index`, with what it inherits; `nil` when the keyword is
  /// a modifier (`class func`) or names nothing.
  private static func declaration(_ tokens: [String], at index: Int) -> Declaration? {
    let keyword = tokens[index]
    guard index + 1 < tokens.count else { return nil }
    let name = tokens[index + 1]
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
      !(keyword == "class" && notTypeNames.contains(name))
    else { return nil }
    var inherited: [String] = []
    var next = index + 2
    var angles = 0
    var clause = keyword == "typealias"
    while next < tokens.count {
      let token = tokens[next]
      if token == "{" || token == "where" || (keyword == "typealias" && token == "\n") { break }
      if token == "<" { angles += 1 }
      if token == ">" { angles -= 1 }
      if token == ":" && angles == 0 { clause = true }
      if clause && angles == 0, let scalar = token.unicodeScalars.first, scalar.properties.isAlphabetic || scalar == "_"
      {
        if next + 1 < tokens.count, tokens[next + 1] == "." {
          next += 1
        } else {
          inherited.append(token)
        }
      }
      next += 1
    }
    return Declaration(keyword: keyword, name: name, inherited: inherited)
  }
}
