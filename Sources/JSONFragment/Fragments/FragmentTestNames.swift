#if canImport(Testing)
  import Testing

  /// What gives a parameterized test's arguments their short names: Swift Testing's
  /// `CustomTestStringConvertible` where Swift Testing exists.
  public typealias FragmentTestNaming = CustomTestStringConvertible

  extension FragmentVariant: CustomTestStringConvertible {
    /// The change alone, as a test's argument label: `name = null`, `pokedexIndex absent`.
    public var testDescription: String { name }
  }
#else
  /// What gives a parameterized test's arguments their short names (a stand-in for Swift
  /// Testing's `CustomTestStringConvertible` where Swift Testing does not exist).
  public protocol FragmentTestNaming {
    /// The short name of a test argument.
    var testDescription: String { get }
  }
#endif

extension ModelJSONFragment {
  /// The short name of this fragment as a test argument: the keys whose JSON differs from the
  /// reference fragment's (`condition = clear`, `name = null`, `pokedexIndex absent`), or
  /// `PokemonFragment()` for the reference itself. Long values are cut short.
  public var testDescription: String {
    let reference = Self()
    let changes = Self.keys.compactMap { key -> String? in
      let mine = key.write(self)
      guard mine != key.write(reference) else { return nil }
      guard let mine else { return "\(key.name) absent" }
      return "\(key.name) = \(Self.shortText(of: mine))"
    }
    return changes.isEmpty ? "\(Self.self)()" : changes.joined(separator: ", ")
  }

  private static func shortText(of value: JSONValue) -> String {
    let text: String
    if case .string(let string) = value, !string.isEmpty, !string.contains(where: \.isNewline) {
      text = string
    } else {
      text = value.compactText
    }
    return text.count > 40 ? text.prefix(39) + "…" : text
  }
}
