import JSONTrace

/// How a package's fixtures were found to decode, package-wide, where nothing is configured: by
/// one of the package's own decoders, or by strategies inferred from the fixtures themselves
/// (``Workspace/choosingPackageDecoders(in:)``). Every model whose decoding the configuration does
/// not set is decoded so.
public struct PackageDecoding: Sendable, Hashable, Codable {
  /// The package's own decoder, by its expression (`JSONDecoder.app`), when one decodes the most.
  public var decoder: String?
  /// The key strategy inferred from the fixtures, where no decoder of the package reads their keys.
  public var keys: DecodingOptions.Keys?
  /// The styles the fixtures' keys are joined in, where they are read by their words
  /// (`kebab-case`, `snake_case`).
  public var keyStyles: [String]?
  /// The date form the fixtures' dates are in, where neither the decoder nor the default reads them.
  public var dates: DecodingOptions.Dates?
  /// The package's `DateFormatter` whose form ``dates`` is, by its expression, when it is one's.
  public var datesFormatter: String?
  /// How many of the fixtures tried decode with it.
  public var decodes: Int
  /// How many of them decode with the models' own decoding.
  public var decodesWithout: Int
  /// How many fixtures were tried: every one, or an even spread of a large package's.
  public var tried: Int
  /// How many fields of the fixtures tried fail with it, where it decodes no more of them than the
  /// models' own decoding and was chosen for failing in fewer fields; `nil` otherwise.
  public var failingFields: Int?
  /// How many of their fields fail with the models' own decoding, where ``failingFields`` chose it.
  public var failingFieldsWithout: Int?
  /// How many keys of the fixtures tried are left unread with it, where every one of them decodes
  /// either way and it was chosen for reading more of them; `nil` otherwise.
  public var unreadKeys: Int?
  /// How many of their keys the models' own decoding leaves unread, where ``unreadKeys`` chose it.
  public var unreadKeysWithout: Int?

  /// The lines that say what was used and why, each the first line of an answer:
  /// `decoder: JSONDecoder.app, found in the package; 40 of 43 fixtures decode with it, 12 without`,
  /// `keys: convertFromSnakeCase, inferred from 36 fixtures`.
  public var lines: [String] {
    var lines: [String] = []
    let gained = decodes - decodesWithout
    var fixtures = "\(gained) \(gained == 1 ? "fixture" : "fixtures")"
    if let failingFields, let failingFieldsWithout {
      fixtures =
        "the failing fields of \(tried) \(tried == 1 ? "fixture" : "fixtures"): \(failingFields) with it, \(failingFieldsWithout) without"
    }
    var unread = ""
    if let unreadKeys, let unreadKeysWithout {
      unread =
        "the keys of \(tried) \(tried == 1 ? "fixture" : "fixtures") left unread: \(unreadKeys) with it, \(unreadKeysWithout) without"
      fixtures = unread
    }
    if let decoder {
      lines.append(
        "decoder: \(decoder), found in the package; \(decodes) of \(tried) fixtures decode with it, \(decodesWithout) without"
          + (unread.isEmpty ? "" : "; " + unread)
      )
    }
    if let keys {
      let what = keyStyles.map { $0.joined(separator: " and ") + " to camelCase (\(keys.rawValue))" } ?? keys.rawValue
      lines.append("keys: \(what), inferred from \(fixtures)")
    }
    if let dates {
      let source = datesFormatter.map { "the form of \($0)" } ?? "inferred from the fixtures' dates"
      lines.append("dates: \(dates), \(source)")
    }
    return lines
  }
}

/// A package-wide decoding as kept between runs: with the digest of the names, sizes and times of
/// the fixtures it was chosen over, and the build it was chosen in; no decoding where the models'
/// own decodes the most.
package struct KeptPackageDecoding: Codable, Sendable, Equatable {
  var fixtures: String
  var decoding: PackageDecoding?
  var build: String?
}
