import Foundation
import OpenAPIKit

/// Why a document could not be read, and where: `api.yaml:12:5: ...`.
public struct ContractReadError: Error, Sendable, CustomStringConvertible {
  /// The document's path.
  public var file: String
  /// Where in it, when known.
  public var place: SpecLocator.Place?
  /// What is wrong and what to do.
  public var message: String

  public init(file: String, place: SpecLocator.Place?, message: String) {
    self.file = file
    self.place = place
    self.message = message
  }

  /// The error a decoder threw on the document, in OpenAPIKit's words, placed at the coding path
  /// it names.
  init(decoding error: any Error, file: String, locator: SpecLocator) {
    self.file = file
    let described = OpenAPI.Error(from: error)
    place = locator.place(of: JSONPointer(described.codingPath.map(\.stringValue)))
    message = "is not an OpenAPI document OpenAPIKit reads: \(described.localizedDescription)"
  }

  public var description: String {
    let prefix = place.map { "\(file):\($0.line):\($0.column)" } ?? file
    return "\(prefix): \(message)"
  }
}
