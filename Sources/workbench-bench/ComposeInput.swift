import FixtureEngine
import FixtureExport
import JSONFragment

/// One scalar value of the composition benchmark. There is no `null`: the seed's composition
/// silently drops `nil` values, so a null would make its output differ from the others'.
enum ComposeValue {
  case int(Int)
  case double(Double)
  case string(String)
  case bool(Bool)
}

extension ComposeValue: CustomStringConvertible {
  var description: String {
    switch self {
    case .int(let number): "int \(number)"
    case .double(let number): "double \(number)"
    case .string(let text): "string \(text.debugDescription)"
    case .bool(let flag): "bool \(flag)"
    }
  }
}

/// One `"key": value` member to compose.
struct ComposeField {
  let key: String
  let value: ComposeValue
}

/// The composition benchmark's input: 100,000 distinct keys with a deterministic mix of values.
/// Strings need no JSON escaping (the seed writes them verbatim) but some are non-ASCII.
enum ComposeInput {
  static let defaultFieldCount = 100_000

  static func generate(count: Int = defaultFieldCount, seed: UInt64 = 0xF1E1D) -> [ComposeField] {
    var random = SplitMix64(seed: seed)
    let words = ["name", "count", "price", "enabled", "title", "ratio", "owner", "label", "size", "flag"]
    let texts = ["Charizard", "fire", "Zürich", "naïve café", "東京", "a longer plain string value", "x", ""]
    return (0..<count).map { index in
      let key = "\(random.pick(words))_\(index)"
      let value: ComposeValue
      switch random.int(in: 0...99) {
      case 0..<35: value = .string(random.pick(texts))
      case 35..<65: value = .int(random.int(in: -1_000_000...1_000_000_000))
      case 65..<75: value = .double(Double(random.int(in: -100_000...100_000)) / 100)
      case 75..<85: value = .double(random.unit() * 1000)
      default: value = .bool(random.chance(0.5))
      }
      return ComposeField(key: key, value: value)
    }
  }
}
