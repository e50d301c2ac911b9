import FixtureEngine
import Foundation
import JSONCore
import ModelAdapter
import ModelProbe

/// Turns text typed into the keys pane into the JSON a field of a given type holds.
enum ValueParsing {
  static func parse(_ text: String, as type: SchemaType?, options: DecodingOptions) throws(EditError) -> JSONValue {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    switch type {
    case .string?, .data?:
      return .string(text)
    case .url?:
      guard URL(string: text) != nil, !text.isEmpty else {
        throw EditError(message: "not a URL; type something like https://example.com/a")
      }
      return .string(text)
    case .uuid?:
      guard UUID(uuidString: trimmed) != nil else { throw EditError(message: "not a UUID; type 8-4-4-4-12 hex digits") }
      return .string(trimmed)
    case .bool?:
      guard let flag = Bool(trimmed.lowercased()) else { throw EditError(message: "type true or false") }
      return .bool(flag)
    case .integer(let name)?:
      guard Int64(trimmed) != nil || UInt64(trimmed) != nil, let number = JSONNumber(text: trimmed) else {
        throw EditError(message: "\(name) takes a whole number, like 42")
      }
      return .number(number)
    case .number(let name)?:
      guard let number = JSONNumber(text: trimmed) else { throw EditError(message: "\(name) takes a number, like 2.5") }
      return .number(number)
    case .enumeration(let name, let cases)?:
      guard cases.contains(trimmed) else {
        throw EditError(message: "\(name) is one of \(cases.joined(separator: ", ")); use r for any other value")
      }
      return .string(trimmed)
    case .date?:
      let strategy = options.dates
      // Digits are a number for the numeric strategies and text for a format such as yyyyMMdd.
      let readings = [JSONNumber(text: trimmed).map(JSONValue.number), .string(trimmed)].compactMap { $0 }
      guard let json = readings.first(where: { strategy.date(from: $0) != nil }) else {
        throw EditError(message: "this date is \(strategy.form), like \(strategy.example)")
      }
      return json
    case .object?, .array?, .dictionary?, .recursive?, .unknown?, nil:
      do {
        return try JSONParser.parse(text)
      } catch {
        throw EditError(message: "type JSON here: column \(error.column): \(error.message)")
      }
    }
  }
}
