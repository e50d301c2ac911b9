import Foundation
import JSONCore
import OpenAPIKit
import OpenAPIKit30
import OpenAPIKitCompat
import Yams

/// A server's OpenAPI document (3.0 or 3.1, JSON or YAML), read with OpenAPIKit into its 3.1
/// form, with the line of each of its values.
public struct ContractDocument: Sendable {
  /// The document's path as the user gave it: what findings name.
  public var file: String
  /// The document, a 3.0 one converted to 3.1.
  public var document: OpenAPIKit.OpenAPI.Document
  /// The version the document declares (`3.0.3`, `3.1.0`).
  public var version: String
  /// Where each of its values sits.
  public var locator: SpecLocator

  /// The document in `text`, read from `file`.
  public init(text: String, file: String) throws(ContractReadError) {
    self.file = file
    let version = Self.declaredVersion(in: text)
    guard let version else {
      throw ContractReadError(
        file: file, place: nil,
        message: "names no OpenAPI version: an OpenAPI document begins with `openapi: 3.0.3` or `openapi: 3.1.0`")
    }
    self.version = version
    // Either form is composed once, for the marks of its nodes. JSON text is read by `JSONDecoder`;
    // YAML is turned into the JSON it stands for and read the same way, many times faster than
    // `YAMLDecoder` reads a large document.
    let root = try? Yams.compose(yaml: text)
    locator = SpecLocator(root: root)
    let isJSON = text.drop(while: \.isWhitespace).first == "{"
    let json =
      isJSON ? Data(text.utf8) : root.map { Data(JSONPrinter.bytes(of: YAMLNodeJSON.value(of: $0), style: .compact)) }
    do {
      if version.hasPrefix("3.0") {
        let read = try Self.decode(OpenAPIKit30.OpenAPI.Document.self, from: text, json: json)
        document = read.convert(to: .v3_1_1)
      } else if version.hasPrefix("3.1") || version.hasPrefix("3.2") {
        document = try Self.decode(OpenAPIKit.OpenAPI.Document.self, from: text, json: json)
      } else {
        throw ContractReadError(
          file: file, place: locator.place(of: JSONPointer(["openapi"])),
          message: "OpenAPI \(version) is not read: only 3.0 and 3.1 documents are (convert a Swagger 2 document first)"
        )
      }
    } catch let error as ContractReadError {
      throw error
    } catch {
      throw ContractReadError(decoding: error, file: file, locator: locator)
    }
  }

  /// The document decoded from its JSON; from the YAML text where it could not be composed, so
  /// that Yams says where it stops. Vendor extensions (`x-` keys) are not read: nothing here uses
  /// them, and OpenAPIKit reads each schema a second time, whole, to find them.
  private static func decode<Document: Decodable>(_ type: Document.Type, from text: String, json: Data?) throws
    -> Document
  {
    let userInfo = [OpenAPIKit.VendorExtensionsConfiguration.enabledKey: false]
    guard let json else { return try YAMLDecoder().decode(type, from: text, userInfo: userInfo) }
    let decoder = JSONDecoder()
    decoder.userInfo = userInfo
    return try decoder.decode(type, from: json)
  }

  /// The value of the top-level `openapi` key, read from the text without reading the rest.
  static func declaredVersion(in text: String) -> String? {
    let pattern = /(?m)^\s*"?openapi"?\s*:\s*"?'?(\d+\.\d+(\.\d+)?)/
    guard let match = text.firstMatch(of: pattern) else { return nil }
    return String(match.output.1)
  }
}
