import Foundation
import JSONCore
import JSONTrace

/// Why a payload did not decode, in terms a person can act on: where in the JSON (path, line and
/// column) and what is wrong (`expected Int, found the string "6"`), and every other field that
/// fails too.
///
/// ``path``, ``location`` and ``message`` name the first failing field, the one `JSONDecoder`
/// stops at; ``fields`` lists every failing field, found by the tracing decoder (JSONTrace) only
/// once decoding has failed, so a payload that decodes costs nothing extra. An app can log the
/// whole diagnosis in production:
///
/// ```swift
/// do {
///   return try adapter.decode(data, as: Forecast.self)
/// } catch {
///   for field in error.fields { logger.error("\(field)") }   // 3:14: wind.deg: expected Int, ...
///   throw error
/// }
/// ```
public struct DecodingDiagnosis: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// The JSON path of the first failing value (`moves[2].power`), with keys as the payload spells
  /// them; the root for invalid JSON.
  public var path: JSONPath
  /// Line and column of the failing value in the payload, or of the object missing a key.
  public var location: TextLocation?
  /// What is wrong.
  public var message: String
  /// Every failing field, in decoding order: path, kind, line and column, expected and found.
  /// The first is the one ``path`` names. Empty for text that is not JSON.
  public var fields: [FieldFailure]

  /// A diagnosis made of its parts.
  public init(path: JSONPath, location: TextLocation?, message: String, fields: [FieldFailure] = []) {
    self.path = path
    self.location = location
    self.message = message
    self.fields = fields
  }

  /// `LINE:COLUMN: path: message`, or `path: message` without a location.
  public var description: String {
    let place = TextLocation.prefix(location)
    return "\(place)\(path): \(message)"
  }

  /// Every failing field, one per line, as `FieldFailure` describes each.
  public var fieldsDescription: String {
    fields.map(\.description).joined(separator: "\n")
  }

  /// Explains `error`, thrown by `JSONDecoder` while decoding `payload`: the first failing field
  /// only. One scan of the text finds the failing value's place, and only that value is read; the
  /// whole text is parsed only when `JSONDecoder` calls it invalid, to tell text that is not JSON
  /// from a number out of range.
  public init(_ error: DecodingError, payload: Data) {
    if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
      context.debugDescription.contains("not valid JSON")
    {
      do {
        _ = try JSONParser.parse(payload)
      } catch {
        self.init(path: .root, location: error.location, message: "invalid JSON: \(error.message)")
        return
      }
    }
    let path = error.jsonPath
    let (location, found) = payload.withUnsafeBytes { raw -> (TextLocation?, JSONValue?) in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard let (place, location) = JSONPathLocator.location(of: path, in: bytes) else { return (nil, nil) }
      return (location, place.exact ? JSONParser.value(at: place.offset, in: bytes) : nil)
    }
    let explained = DecodingErrorExplanation(error, found: found)
    self.init(
      path: explained.path, location: location, message: explained.message,
      fields: [FieldFailure(error, explained: explained, found: found, location: location)])
  }

  /// This diagnosis with `failures` as its fields, when there are any. When the first field is the
  /// one `JSONDecoder` named, spelled as the payload spells it (`JSONDecoder` names a snake_case
  /// key by its CodingKey), the path and location become the field's; the message stays
  /// `JSONDecoder`'s.
  public func withFields(_ failures: [FieldFailure]) -> DecodingDiagnosis {
    guard let first = failures.first else { return self }
    var diagnosis = self
    diagnosis.fields = failures
    if first.path == path {
      diagnosis.location = location ?? first.location
    } else if Self.samePlace(payloadSpelling: first.path, codingPath: path) {
      diagnosis.path = first.path
      diagnosis.location = first.location
    } else if message.hasSuffix(Self.iso8601Refusal), !first.path.components.isEmpty,
      Self.samePlace(payloadSpelling: first.path.parent, codingPath: path)
    {
      // JSONDecoder's `.iso8601` names the object that holds the date, not its key.
      diagnosis.path = first.path
      diagnosis.location = first.location
      diagnosis.message =
        (first.found.map { "found \($0): " } ?? "") + Self.iso8601Refusal
        + " (JSONDecoder's error names the object that holds it, \(path))"
    }
    return diagnosis
  }

  /// What `JSONDecoder` says of text its `.iso8601` strategy cannot read.
  private static let iso8601Refusal = "Expected date string to be ISO8601-formatted."

  /// Whether `payloadSpelling` names the value `codingPath` names, keys converted from snake_case
  /// or read by their words.
  private static func samePlace(payloadSpelling: JSONPath, codingPath: JSONPath) -> Bool {
    guard payloadSpelling.components.count == codingPath.components.count else { return false }
    return zip(payloadSpelling.components, codingPath.components).allSatisfy { spelled, coded in
      switch (spelled, coded) {
      case (.key(let key), .key(let codingKey)):
        key == codingKey || SnakeCaseKeys.convert(key) == codingKey || WordKeys.form(key) == WordKeys.form(codingKey)
      default: spelled == coded
      }
    }
  }
}
