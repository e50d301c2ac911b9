import Foundation

/// Models whose keys make naive code generation fail to compile: keywords, digits, punctuation,
/// unicode, names that clash after conversion and names a fragment already uses.
struct HostileKeys: Decodable, Equatable {
  enum Mode: String, Decodable, CaseIterable {
    case `default`, `class`
    case fast = "fast-mode"
  }

  var `class`: String
  var `default`: Int
  var selfValue: Bool
  var type: String
  var twoFactor: Bool
  var contentType: String
  var umlaut: String
  var emoji: String
  var empty: String
  var snake: String
  var camel: String
  var keys: Int
  var model: String
  var mode: Mode
  var quote: String?

  enum CodingKeys: String, CodingKey {
    case `class`, `default`, type
    case selfValue = "self"
    case twoFactor = "2fa"
    case contentType = "content-type"
    case umlaut = "ä b"
    case emoji = "🔥"
    case empty = ""
    case snake = "a_b"
    case camel = "aB"
    case keys
    case model = "Model"
    case mode = "Type"
    case quote = "say \"hi\" \\(x)"
  }
}

/// A model with a fallback, a dictionary, data, a key whose value the model drops, an array of
/// enums, and nested objects with a keyword key.
struct HostileShapes: Decodable, Equatable {
  enum Level: String, Decodable, CaseIterable {
    case low
    case high = "HIGH"
  }

  /// Describes itself, so its case names cannot be read at run time.
  enum Tone: String, Decodable, CaseIterable, CustomStringConvertible {
    case calm, loud
    var description: String { "tone \(rawValue)" }
  }

  var wins: Int
  var tone: Tone
  var labels: [String: String]
  var blob: Data
  var levels: [Level]
  var checksum: Int
  var nested: Inner?
  var items: [Inner]

  struct Inner: Decodable, Equatable {
    var `protocol`: String
    var count: UInt8
  }

  enum CodingKeys: String, CodingKey {
    case wins, tone, labels, blob, levels, nested, items
    case checksum = "legacy_checksum"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    wins = try container.decodeIfPresent(Int.self, forKey: .wins) ?? 0
    tone = try container.decode(Tone.self, forKey: .tone)
    labels = try container.decode([String: String].self, forKey: .labels)
    blob = try container.decode(Data.self, forKey: .blob)
    levels = try container.decode([Level].self, forKey: .levels)
    checksum = (try container.decode(Int.self, forKey: .checksum)) * 0
    nested = try container.decodeIfPresent(Inner.self, forKey: .nested)
    items = try container.decode([Inner].self, forKey: .items)
  }
}

/// Shares `HostileShapes.Level`, an enum that is not `JSONRepresentable`, with `HostileShapes`.
struct LevelHolder: Decodable, Equatable {
  var level: HostileShapes.Level
}
