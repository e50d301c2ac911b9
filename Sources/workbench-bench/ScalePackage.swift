import Foundation
import JSONFragment

/// A user's package at a real API client's size: 200 models and 200 fixtures, written the way such
/// clients are. Each of 38 resources has a model (`Order`), its details and external ids, which
/// share its name words (`OrderDetails`, `OrderExternalIDs`), a summary, and a nested `Status`
/// enum (`Order.Status`); ten list endpoints are pages (`OrderPage = Page<OrderSummary>`).
/// Fixtures are named after their model (`order_details.json`), after a variant of it
/// (`order-cancelled.json`), sit in a folder named after it, or have names that are no type's
/// (`recent-order-activity.json`), so the fit decides; the details' dates are ISO 8601 text that
/// only the client's own `APIClient.defaultJSONDecoder` reads; fifteen are lists, `[Item]` (`items.json`,
/// `user_items.json`); five really are broken (a required key is missing:
/// `order-without-name.json`).
enum ScalePackage {
  static let resources = [
    "order", "merchant", "refund", "payment", "invoice", "customer", "card", "location", "team", "shift",
    "device", "catalog", "item", "variation", "tax", "discount", "fee", "loyalty", "gift", "subscription",
    "payout", "dispute", "terminal", "vendor", "booking", "ticket", "project", "note", "review", "change",
    "release", "asset", "forecast", "account", "contact", "webhook", "coupon", "shipment",
  ]
  static let pagedCount = 10
  static var modelCount: Int { resources.count * 5 + pagedCount }
  static let brokenCount = 5
  /// The resources whose list endpoint has a fixture named as the plural (`tickets.json`), and
  /// those whose list is named after no type (`user_tickets.json`): arrays of the model.
  static let listed = 10..<20
  static let listedByFit = 20..<25

  /// The files, by path inside the package, the same in every run.
  static func files() -> [String: String] {
    var random = SplitMix64(seed: 200)
    var files = [
      "Package.swift": manifest, "Sources/Client/Page.swift": pageSource,
      "Sources/Client/APIClient.swift": clientSource,
    ]
    for (index, resource) in resources.enumerated() {
      let shape = Shape(resource: resource, random: &random)
      files["Sources/Client/Models/\(shape.type).swift"] = shape.source
      for (path, text) in shape.fixtures(index: index, random: &random) {
        files["Tests/ClientTests/Fixtures/" + path] = text
      }
    }
    for resource in resources.prefix(pagedCount) {
      let type = capitalized(resource)
      files["Sources/Client/Models/\(type)Page.swift"] = "public typealias \(type)Page = Page<\(type)Summary>\n"
      let items = (0..<3).map { Shape.summaryPayload(resource, id: $0 + 1) }.joined(separator: ", ")
      files["Tests/ClientTests/Fixtures/\(resource)_page.json"] =
        "{\"items\": [\(items)], \"next_cursor\": \"c-\(resource)\", \"total\": 3}\n"
    }
    files["Tests/ClientTests/ClientTests.swift"] = "import Client\nimport Testing\n\n@Test func builds() {}\n"
    return files
  }

  /// The fixture files and the model each is for, by its path inside the fixture folder.
  static func expectedModels() -> [String: String] {
    var expected: [String: String] = [:]
    var random = SplitMix64(seed: 200)
    for (index, resource) in resources.enumerated() {
      let shape = Shape(resource: resource, random: &random)
      for (path, model) in shape.fixtureModels(index: index, random: &random) { expected[path] = model }
    }
    for resource in resources.prefix(pagedCount) { expected["\(resource)_page.json"] = capitalized(resource) + "Page" }
    return expected
  }

  static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "ScaleClient",
      products: [.library(name: "Client", targets: ["Client"])],
      targets: [
        .target(name: "Client"),
        .testTarget(name: "ClientTests", dependencies: ["Client"], exclude: ["Fixtures"]),
      ]
    )

    """

  /// The client's own decoder, the only one that reads the details' ISO 8601 dates: found in the
  /// package with no configuration.
  private static let clientSource = """
    import Foundation

    public enum APIClient {
      public static let defaultJSONDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
      }()
    }

    """

  private static let pageSource = """
    public struct Page<Item: Decodable & Sendable>: Decodable, Sendable {
      public var items: [Item]
      public var nextCursor: String?
      public var total: Int

      enum CodingKeys: String, CodingKey {
        case items
        case nextCursor = "next_cursor"
        case total
      }
    }

    """
}

/// One resource's five models and their fixtures.
private struct Shape {
  let resource: String
  let type: String
  /// The resource's own keys beside `id`, `name` and `status`: `order_total`, `order_code`, ...
  let ownKeys: [(key: String, swift: String)]
  let sharesDetails: Bool

  init(resource: String, random: inout SplitMix64) {
    self.resource = resource
    type = ScalePackage.capitalized(resource)
    let kinds = [
      "total": "Double", "code": "String", "count": "Int", "active": "Bool", "label": "String?",
      "tags": "[String]", "rank": "Int?", "region": "String",
    ]
    let names = kinds.keys.sorted()
    var chosen: [(String, String)] = []
    for name in names where random.chance(0.6) || chosen.count < 3 {
      chosen.append(("\(resource)_\(name)", kinds[name]!))
    }
    ownKeys = chosen
    sharesDetails = random.chance(0.5)
  }

  var source: String {
    let properties = ownKeys.map { "  public var \(Self.property($0.key)): \($0.swift)" }.joined(separator: "\n")
    let cases = ownKeys.map { "    case \(Self.property($0.key)) = \"\($0.key)\"" }.joined(separator: "\n")
    return """
      import Foundation

      public struct \(type): Decodable, Sendable {
        public enum Status: String, Decodable, Sendable, CaseIterable {
          case pending, active, closed
        }

        public var id: Int
        public var name: String
        public var status: Status
        public var details: \(type)Details?
      \(properties)

        enum CodingKeys: String, CodingKey {
          case id, name, status, details
      \(cases)
        }
      }

      public struct \(type)Details: Decodable, Sendable {
        public var description: String
        public var createdAt: Date
        public var externalIDs: \(type)ExternalIDs

        enum CodingKeys: String, CodingKey {
          case description
          case createdAt = "created_at"
          case externalIDs = "external_ids"
        }
      }

      public struct \(type)ExternalIDs: Decodable, Sendable {
        public var \(resource)Ref: String
        public var legacyID: Int?

        enum CodingKeys: String, CodingKey {
          case \(resource)Ref = "\(resource)_ref"
          case legacyID = "legacy_id"
        }
      }

      public struct \(type)Summary: Decodable, Sendable {
        public var id: Int
        public var name: String
        public var \(resource)Code: String?

        enum CodingKeys: String, CodingKey {
          case id, name
          case \(resource)Code = "\(resource)_code"
        }
      }

      """
  }

  /// The fixtures: five per resource, by path inside the fixture folder.
  func fixtures(index: Int, random: inout SplitMix64) -> [(String, String)] {
    var made: [(String, String)] = []
    for (path, model) in fixtureModels(index: index, random: &random) {
      let payload: String
      switch model {
      case _ where path.contains("without-name"): payload = "{\"id\": \(index + 1)}"
      case "[\(type)]":
        payload = "[" + full(id: index + 1, status: "active") + ", " + full(id: index + 2, status: "closed") + "]"
      case type: payload = full(id: index + 1, status: path.contains("cancelled") ? "closed" : "active")
      case type + "Details": payload = details
      // The only fixture without a legacy ID: a refactor that requires one breaks it.
      case type + "ExternalIDs": payload = "{\"\(resource)_ref\": \"ref-\(resource)\", \"legacy_id\": null}"
      case type + "Summary": payload = Self.summaryPayload(resource, id: index + 1)
      default: payload = "{}"
      }
      made.append((path, payload + "\n"))
    }
    return made
  }

  func fixtureModels(index: Int, random: inout SplitMix64) -> [(String, String)] {
    let variant =
      random.chance(0.5) ? ("\(resource)-cancelled.json", type) : ("recent-\(resource)-activity.json", type)
    var made: [(String, String)] = [
      ("\(resource).json", type),
      ("\(resource)_details.json", type + "Details"),
      ("\(type)ExternalIDs/basic.json", type + "ExternalIDs"),
      // A list endpoint's fixture: named as the plural, or after no type at all.
      ScalePackage.listed.contains(index)
        ? ("\(Self.plural(resource)).json", "[\(type)]")
        : ScalePackage.listedByFit.contains(index) ? ("user_\(Self.plural(resource)).json", "[\(type)]") : variant,
    ]
    made.append(
      index < ScalePackage.brokenCount
        ? ("\(resource)-without-name.json", type)
        : ("\(resource)_summary.json", type + "Summary"))
    return made
  }

  /// `tickets`, `taxes`, `loyalties`.
  private static func plural(_ word: String) -> String {
    if word.hasSuffix("x") || word.hasSuffix("s") { return word + "es" }
    if word.hasSuffix("y") { return word.dropLast() + "ies" }
    return word + "s"
  }

  private func full(id: Int, status: String) -> String {
    var fields = ["\"id\": \(id)", "\"name\": \"\(type) \(id)\"", "\"status\": \"\(status)\""]
    fields.append("\"details\": \(details)")
    for (key, swift) in ownKeys { fields.append("\"\(key)\": \(Self.value(swift, key: key))") }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  private var details: String {
    "{\"description\": \"the \(resource)\", \"created_at\": \"2024-05-01T12:00:00Z\", \"external_ids\": \(externalIDs)}"
  }

  private var externalIDs: String {
    "{\"\(resource)_ref\": \"ref-\(resource)\", \"legacy_id\": 42}"
  }

  static func summaryPayload(_ resource: String, id: Int) -> String {
    "{\"id\": \(id), \"name\": \"\(resource) \(id)\", \"\(resource)_code\": \"C\(id)\"}"
  }

  private static func value(_ swift: String, key: String) -> String {
    switch swift.replacingOccurrences(of: "?", with: "") {
    case "Double": "12.5"
    case "Int": "7"
    case "Bool": "true"
    case "[String]": "[\"a\", \"b\"]"
    default: "\"\(key)-value\""
    }
  }

  private static func property(_ key: String) -> String {
    let words = key.split(separator: "_")
    return words.first.map(String.init)! + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
