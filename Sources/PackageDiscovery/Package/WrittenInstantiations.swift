/// The instantiations of a package's generic types that its own code writes out
/// (`-> Paged<App>`, `let page: Single<Device> = ...`): the envelopes a client really decodes,
/// which the launcher registers before any other it could make.
public struct WrittenInstantiations: Sendable, Hashable {
  /// Each generic type's name, with the type arguments written for it (as written: `App`,
  /// `Models.App`).
  public private(set) var arguments: [String: Set<String>] = [:]

  /// None written.
  public init() {}

  /// Those `sources` write for the generic types named `generics` (bare names: `Page`), with one
  /// type argument each.
  public init(generics: Set<String>, sources: [String]) {
    guard !generics.isEmpty else { return }
    for source in sources {
      read(Array(source.utf8), generics: generics)
    }
  }

  /// Whether the code writes `generic<argument>`, the argument by its name or its qualified name.
  public func writes(_ generic: String, with argument: String) -> Bool {
    guard let written = arguments[generic] else { return false }
    let bare = argument.split(separator: ".").last.map(String.init) ?? argument
    return written.contains(argument)
      || written.contains { ($0.split(separator: ".").last.map(String.init) ?? $0) == bare }
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
      guard generics.contains(name), let argument = Self.argument(in: text, from: index + 1) else { continue }
      arguments[name, default: []].insert(argument)
    }
  }

  /// The one type argument written from `start` up to its `>`: a name, dotted or not; `nil` for
  /// anything else (two arguments, a nested generic, a comparison).
  private static func argument(in text: [UInt8], from start: Int) -> String? {
    var index = start
    while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
    let first = index
    while index < text.count, continuesName(text[index]) || text[index] == UInt8(ascii: ".") { index += 1 }
    guard index > first, startsName(text[first]) else { return nil }
    let name = String(decoding: text[first..<index], as: UTF8.self)
    while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
    guard index < text.count, text[index] == UInt8(ascii: ">"), !name.hasSuffix(".") else { return nil }
    return name
  }

  private static func startsName(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_")
  }

  private static func continuesName(_ byte: UInt8) -> Bool {
    startsName(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
