import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment

/// The parsing benchmark's input: a deterministic JSON array of person records (about 25 MiB)
/// with ints, doubles, strings (some escaped, some non-ASCII), bools, nulls, a nested object and
/// small arrays in every record. ``Person`` decodes every field of a record.
struct RecordsInput {
  /// The JSON text, written straight into one buffer so that generating it costs no more memory
  /// than holding it (the child's memory baseline is taken right after).
  let data: Data
  /// How many records the array holds.
  let recordCount: Int

  static let defaultTargetBytes = 25 << 20

  static func generate(targetBytes: Int = defaultTargetBytes, seed: UInt64 = 0x5EED_2021) -> RecordsInput {
    var random = SplitMix64(seed: seed)
    var data = Data(capacity: targetBytes + 4096)
    var writer = JSONTextWriter(capacity: 2048)
    var count = 0
    data.append(UInt8(ascii: "["))
    while data.count < targetBytes {
      writer.reset()
      if count > 0 { writer.raw(",") }
      writer.raw("\n  ")
      RecordWriter.write(id: 100_000 + count, into: &writer, random: &random)
      data.append(contentsOf: writer.bytes)
      count += 1
    }
    data.append(contentsOf: Array("\n]\n".utf8))
    return RecordsInput(data: data, recordCount: count)
  }
}

/// Writes one person record; the word lists mix ASCII with accents, CJK and emoji.
private enum RecordWriter {
  static let firstNames = [
    "Ada", "Zoë", "José", "Søren", "Łukasz", "Renée", "Ægir", "Mei", "Olúwadámilọ́lá", "Grace",
    "Linus", "Björk", "Nnamdi", "Priya", "Chloé", "Dmitrij", "Hana", "Ömer", "Siobhán", "Tomás",
  ]
  static let lastNames = [
    "Lovelace", "Hopper", "Müller", "García", "Nowak", "O'Brien", "Nakamura", "Đặng", "Kowalski",
    "Andersson", "Smith", "Dubois", "Rossi", "Yılmaz", "Ng", "Van der Berg", "Øvergaard",
  ]
  static let cities = [
    "Zürich", "São Paulo", "Kraków", "東京", "Reykjavík", "New York", "Cluj-Napoca", "München",
    "Montréal", "Oslo", "Lagos", "Αθήνα", "Москва", "Bengaluru", "Paris",
  ]
  static let streets = ["Main St", "Hauptstraße", "Rue de la Paix", "Calle Mayor", "Strada Lungă", "Kingsway"]
  static let tags = [
    "alpha", "beta", "gamma", "admin", "beta-tester", "vip", "newsletter", "dark-mode", "legacy",
    "early-adopter", "🚀", "café",
  ]
  static let sentences = [
    "Loves \"quoted\" words and long walks.",
    "Line one\nline two\tindented.",
    "Path: C:\\Users\\bench\\data.json",
    "Schrödinger's café — naïve façade.",
    "Ships fast 🚀 and fixes things 🛠️.",
    "東京で働いています。",
    "Keeps a / in the URL: https://example.com/a/b?x=1&y=2",
    "Plain ASCII sentence without anything special in it at all.",
    "Bell \u{07} and backspace \u{08} are control characters.",
  ]

  static func write(id: Int, into writer: inout JSONTextWriter, random: inout SplitMix64) {
    let asciiOnly = random.chance(0.25)
    let first = random.pick(firstNames)
    let last = random.pick(lastNames)
    writer.raw("{")
    writer.key("id")
    writer.int(id)
    writer.raw(",")
    writer.key("guid")
    writer.string(guid(&random))
    writer.raw(",")
    writer.key("isActive")
    writer.bool(random.chance(0.7))
    writer.raw(",")
    writer.key("balance")
    writer.double(Double(random.int(in: -500_000...5_000_000)) / 100)
    writer.raw(",")
    writer.key("age")
    writer.int(random.int(in: 18...95))
    writer.raw(",")
    writer.key("score")
    writer.double(random.unit())
    writer.raw(",")
    writer.key("name")
    writer.string("\(first) \(last)", asciiOnly: asciiOnly)
    writer.raw(",")
    writer.key("email")
    writer.string("user\(id)@example.com")
    writer.raw(",")
    writer.key("nickname")
    if random.chance(0.4) { writer.raw("null") } else { writer.string(String(first.prefix(3)), asciiOnly: asciiOnly) }
    writer.raw(",")
    writer.key("bio")
    writer.string(
      (0..<random.int(in: 1...3)).map { _ in random.pick(sentences) }.joined(separator: " "), asciiOnly: asciiOnly)
    writer.raw(",")
    writer.key("registered")
    writer.string(
      "20\(random.int(in: 10...24))-0\(random.int(in: 1...9))-1\(random.int(in: 0...9))T0\(random.int(in: 0...9)):2\(random.int(in: 0...9)):5\(random.int(in: 0...9))Z"
    )
    writer.raw(",")
    writer.key("address")
    writeAddress(into: &writer, random: &random, asciiOnly: asciiOnly)
    writer.raw(",")
    writer.key("tags")
    writer.raw("[")
    for index in 0..<random.int(in: 0...4) {
      if index > 0 { writer.raw(",") }
      writer.string(random.pick(tags), asciiOnly: asciiOnly)
    }
    writer.raw("]")
    writer.raw(",")
    writer.key("visits")
    writer.raw("[")
    for index in 0..<random.int(in: 0...5) {
      if index > 0 { writer.raw(",") }
      writer.int(random.int(in: 0...100_000))
    }
    writer.raw("]")
    writer.raw(",")
    writer.key("managerId")
    if random.chance(0.5) { writer.raw("null") } else { writer.int(random.int(in: 100_000...150_000)) }
    writer.raw(",")
    writer.key("verified")
    writer.bool(random.chance(0.5))
    writer.raw("}")
  }

  private static func writeAddress(into writer: inout JSONTextWriter, random: inout SplitMix64, asciiOnly: Bool) {
    writer.raw("{")
    writer.key("street")
    writer.string("\(random.int(in: 1...999)) \(random.pick(streets))", asciiOnly: asciiOnly)
    writer.raw(",")
    writer.key("city")
    writer.string(random.pick(cities), asciiOnly: asciiOnly)
    writer.raw(",")
    writer.key("zip")
    writer.string(String(random.int(in: 10_000...99_999)))
    writer.raw(",")
    writer.key("geo")
    writer.raw("{")
    writer.key("lat")
    writer.double(Double(random.int(in: -90_000_000...90_000_000)) / 1_000_000)
    writer.raw(",")
    writer.key("lon")
    writer.double(Double(random.int(in: -180_000_000...180_000_000)) / 1_000_000)
    writer.raw("}}")
  }

  private static func guid(_ random: inout SplitMix64) -> String {
    let hex = String(random.next(), radix: 16) + String(random.next(), radix: 16)
    let digits = Array(hex.padding(toLength: 32, withPad: "0", startingAt: 0))
    return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }.joined(separator: "-")
  }
}
