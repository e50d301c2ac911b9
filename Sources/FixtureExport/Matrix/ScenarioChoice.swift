import JSONFragment

extension ScenarioCase {
  /// What a scenario does with one key of the base payload.
  public enum Choice: Sendable, Hashable, CustomStringConvertible {
    /// The key holds a value: the base's, or a schema placeholder when the base has `null` or
    /// leaves the key out.
    case value
    /// The key holds `null`.
    case null
    /// The key is left out.
    case absent
    /// The key holds this raw value of its enum.
    case enumCase(String)
    /// The key holds an array of this many elements: the base's first ones, then copies of the
    /// base's first element (or of a schema placeholder when the base's array is empty).
    case arraySize(Int)

    /// The choice as case names show it: `null`, `absent`, `value`, `water`, `3-elements`. An
    /// enum raw value that could be mistaken for another choice or that has spaces is quoted.
    public var description: String {
      switch self {
      case .value: "value"
      case .null: "null"
      case .absent: "absent"
      case .arraySize(1): "1-element"
      case .arraySize(let count): "\(count)-elements"
      case .enumCase(let raw): Self.readsPlainly(raw) ? raw : JSONValue.string(raw).compactText
      }
    }

    private static func readsPlainly(_ raw: String) -> Bool {
      guard !raw.isEmpty, !["value", "null", "absent"].contains(raw), !raw.hasSuffix("-element"),
        !raw.hasSuffix("-elements")
      else {
        return false
      }
      return raw.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.+:/@".unicodeScalars.contains($0)
      }
    }
  }
}
