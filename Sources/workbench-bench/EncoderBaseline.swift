import Foundation

/// The `JSONEncoder` baseline: the benchmark's fields as one `Encodable` that writes every key
/// through a keyed container with dynamic coding keys.
struct DynamicFields: Encodable {
  /// A coding key made from any string.
  struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  let fields: [ComposeField]

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for field in fields {
      let key = Key(stringValue: field.key)
      switch field.value {
      case .int(let number): try container.encode(number, forKey: key)
      case .double(let number): try container.encode(number, forKey: key)
      case .string(let text): try container.encode(text, forKey: key)
      case .bool(let flag): try container.encode(flag, forKey: key)
      }
    }
  }
}
