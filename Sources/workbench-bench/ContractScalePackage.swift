/// A package of 150 models and the 1.5 MB OpenAPI document of their server: each schema has 40
/// described properties (nullable strings, enums, `int64`s, date-times, arrays, booleans) and
/// holds the next schema, which its model reads as the next model, or, every eighth, as a summary
/// that reads only its id. Every tenth model, counting from the fourth, requires a property the
/// document leaves optional and nullable: two refusals each, and no other.
enum ContractScalePackage {
  static let modelCount = 150
  static let propertyCount = 40
  static let documentPath = "api.yaml"

  /// The models that refuse: their `field_00` is a `String`.
  static let refusing = (0..<modelCount).filter { $0 % 10 == 3 }
  static var expectedRefusals: Int { refusing.count * 2 }

  static func files() -> [String: String] {
    [
      "Package.swift": """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Shop", products: [.library(name: "ShopKit", targets: ["ShopKit"])],
        targets: [.target(name: "ShopKit")])

      """,
      "Sources/ShopKit/Models.swift": models(),
      documentPath: document(),
    ]
  }

  static func name(_ index: Int) -> String {
    "Entity" + String(repeating: "0", count: 3 - String(index).count) + String(index)
  }

  private static func models() -> String {
    var text = "import Foundation\n"
    for index in 0..<modelCount {
      let next = name((index + 1) % modelCount)
      // A chain of structs held by value ends every eighth, as a summary, so no type holds itself.
      let held = index % 8 == 7 || index == modelCount - 1 ? next + "Summary" : next
      text += "\npublic struct \(name(index)): Decodable, Sendable {\n  public var id: Int\n  public var name: String\n"
      for property in 0..<propertyCount {
        let type: String
        switch property % 6 {
        case _ where property == 5: type = held
        case 0: type = property == 0 && refusing.contains(index) ? "String" : "String?"
        case 2: type = "Int?"
        case 4: type = "[String]?"
        case 5: type = "Bool?"
        default: type = "String?"
        }
        text +=
          "  public var field_\(twoDigits(property)): \(type.hasSuffix("?") || type == "String" ? type : type + "?")\n"
      }
      text += "}\n\npublic struct \(name(index))Summary: Decodable, Sendable { public var id: Int }\n"
    }
    return text
  }

  private static func document() -> String {
    var text = "openapi: 3.0.3\ninfo:\n  title: Shop\n  version: '1'\npaths:\n"
    for index in 0..<modelCount {
      text += """
          /entities\(String(name(index).dropFirst(6)))/{id}:
            get:
              operationId: get\(name(index))
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        $ref: '#/components/schemas/\(name(index))'

        """
    }
    text += "components:\n  schemas:\n"
    let described =
      "A property described the way generated documents describe them, sentence after sentence, at the length real generated documents reach."
    for index in 0..<modelCount {
      text += "    \(name(index)):\n      type: object\n      description: An entity of the shop's API.\n"
      text += "      required: [id, name]\n      properties:\n"
      for property in 0..<propertyCount {
        text += "        field_\(twoDigits(property)):\n          description: \(described)\n"
        switch property % 6 {
        case _ where property == 5:
          text += "          $ref: '#/components/schemas/\(name((index + 1) % modelCount))'\n"
        case 0: text += "          type: string\n          nullable: true\n"
        case 1: text += "          type: string\n          enum: [alpha, beta, gamma, delta]\n"
        case 2: text += "          type: integer\n          format: int64\n"
        case 3: text += "          type: string\n          format: date-time\n"
        case 4: text += "          type: array\n          items:\n            type: string\n"
        default: text += "          type: boolean\n"
        }
      }
      text += "        id:\n          type: integer\n        name:\n          type: string\n"
    }
    return text
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
