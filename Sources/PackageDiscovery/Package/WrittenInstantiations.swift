/// The instantiations of a package's generic types that its own code writes out
/// (`-> Paged<App>`, `let page: Single<Device> = ...`, `Envelope<Device, Cursor>`): the envelopes
/// a client really decodes, which the launcher registers before any other it could make.
public struct WrittenInstantiations: Sendable, Hashable {
  /// Each generic type's name, with the type argument lists written for it (as written: `App`,
  /// `Models.App`; two arguments joined by `", "`).
  public private(set) var arguments: [String: Set<String>] = [:]

  /// None written.
  public init() {}

  /// Those `sources` write for the generic types named `generics` (bare names: `Page`), with one
  /// or two type arguments each.
  public init(generics: Set<String>, sources: [String]) {
    guard !generics.isEmpty else { return }
    for source in sources {
      read(Array(source.utf8), generics: generics)
    }
  }

  /// Whether the code writes `generic<argument>`, the argument by its name or its qualified name.
  public func writes(_ generic: String, with argument: String) -> Bool {
    guard let written = arguments[generic]?.filter({ !$0.contains("," as Character) }) else { return false }
    return written.contains(argument) || written.contains { Self.bare($0) == Self.bare(argument) }
  }

  /// Whether the code writes `generic<argument?>`: the envelope of an optional model
  /// (`ArrayWrapper<Audiobook?>`, a list whose elements may be `null`).
  public func writesOptional(_ generic: String, with argument: String) -> Bool {
    writes(generic, with: argument + "?")
  }

  /// The argument pairs the code writes for `generic` (`["Device", "Cursor"]`), in a stable order.
  public func pairs(of generic: String) -> [[String]] {
    (arguments[generic] ?? []).sorted().map { $0.components(separatedBy: ", ") }.filter { $0.count == 2 }
  }

  /// A type name without its module or enclosing types: `App` for `Models.App`.
  static func bare(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  private mutating func read(_ text: [UInt8], generics: Set<String>) {
    var index = 0
    while index < text.count {
      guard Self.startsName(text[index]), index == 0 || !Self.continuesName(text[index - 1]) else {
        index += 1
        continue
      }
      let start = index
      while index < text.count, Self.continuesName(text[index]) { index += 1 }
      guard index < text.count, text[index] == UInt8(ascii: "<") else { continue }
      let name = String(decoding: text[start..<index], as: UTF8.self)
      guard generics.contains(name), let written = Self.arguments(in: text, from: index + 1) else { continue }
      arguments[name, default: []].insert(written.joined(separator: ", "))
    }
  }

  /// The one or two type arguments written from `start` up to their `>`: names, dotted or not,
  /// optional or not (`Audiobook?`); `nil` for anything else (a nested generic, a comparison).
  private static func arguments(in text: [UInt8], from start: Int) -> [String]? {
    var index = start
    var names: [String] = []
    while names.count < 2 {
      while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
      let first = index
      while index < text.count, continuesName(text[index]) || text[index] == UInt8(ascii: ".") { index += 1 }
      guard index > first, startsName(text[first]) else { return nil }
      var name = String(decoding: text[first..<index], as: UTF8.self)
      guard !name.hasSuffix(".") else { return nil }
      if index < text.count, text[index] == UInt8(ascii: "?") {
        name += "?"
        index += 1
      }
      names.append(name)
      while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
      guard index < text.count else { return nil }
      if text[index] == UInt8(ascii: ">") { return names }
      guard text[index] == UInt8(ascii: ",") else { return nil }
      index += 1
    }
    return nil
  }

  private static func startsName(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_")
  }

  private static func continuesName(_ byte: UInt8) -> Bool {
    startsName(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
