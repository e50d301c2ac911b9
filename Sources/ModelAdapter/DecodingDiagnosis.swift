import Foundation
import JSONFragment

/// Why a payload did not decode, in terms a person can act on: where in the JSON (path, line and
/// column) and what is wrong (`expected Int, found the string "6"`).
public struct DecodingDiagnosis: Error, Sendable, Hashable, CustomStringConvertible {
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

  /// Explains `error`, thrown by `JSONDecoder` while decoding `payload`.
  public init(_ error: DecodingError, payload: Data) {
    let value: JSONValue
    do {
      value = try JSONParser.parse(payload)
    } catch {
      self.init(
        path: .root, location: error.location,
        message: "invalid JSON: \(error.message)")
      return
    }
    let explained = DecodingErrorExplanation(error, payload: value)
    let location = payload.withUnsafeBytes { raw in
      JSONPathLocator.location(of: explained.path, in: raw.bindMemory(to: UInt8.self))?.1
    }
    self.init(path: explained.path, location: location, message: explained.message)
  }
}
