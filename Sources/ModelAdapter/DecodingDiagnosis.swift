import Foundation
import JSONFragment

/// Why a payload did not decode, in terms a person can act on: where in the JSON (path, line and
/// column) and what is wrong (`expected Int, found the string "6"`).
public struct DecodingDiagnosis: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// The JSON path of the failing value (`moves[2].power`); the root for invalid JSON.
  public var path: JSONPath
  /// Line and column of the failing value in the payload, or of the object missing a key.
  public var location: TextLocation?
  /// What is wrong.
  public var message: String

  /// A diagnosis made of its parts.
  public init(path: JSONPath, location: TextLocation?, message: String) {
    self.path = path
    self.location = location
    self.message = message
  }

  /// `LINE:COLUMN: path: message`, or `path: message` without a location.
  public var description: String {
    let place = TextLocation.prefix(location)
    return "\(place)\(path): \(message)"
  }

  /// Explains `error`, thrown by `JSONDecoder` while decoding `payload`. One scan of the text
  /// finds the failing value's place, and only that value is read; the whole text is parsed only
  /// when `JSONDecoder` calls it invalid, to tell text that is not JSON from a number out of range.
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
    self.init(path: explained.path, location: location, message: explained.message)
  }
}
