import Foundation
import JSONCore
import OpenAPIKitCore

extension JSONValue {
  /// The JSON value a document's example, enum value or default holds; `nil` for one JSON cannot
  /// write.
  init?(openAPI value: AnyCodable) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(value), let parsed = try? JSONParser.parse(data) else { return nil }
    self = parsed
  }
}
