import Foundation
import JSONFragment

/// A user's package of 681 Swift files, written the way API clients are: 154 `Codable` models
/// (snake_case keys with digits, `Int` enums, custom `init(from:)` where `""` means `nil`, nested
/// models) and 526 request types that build `URLRequest`s and decode with a configured
/// `JSONDecoder`. The first-run case measures `workbench` on it from nothing.
enum FirstRunPackage {
  static let modelCount = 154
  static let requestCount = 526

  /// The files, by path inside the package, the same in every run.
  static func files() -> [String: String] {
    var random = SplitMix64(seed: 680)
    let words = [
      "order", "merchant", "refund", "payment", "invoice", "customer", "card", "location", "team", "shift", "device",
      "catalog", "item", "variation", "tax", "discount", "fee", "loyalty", "gift", "subscription", "payout", "dispute",
      "terminal", "vendor", "booking",
    ]
    let models = (0..<modelCount).map { index in
      capitalized(random.pick(words)) + capitalized(random.pick(words)) + String(index)
    }
    var files = ["Package.swift": manifest, "Sources/Client/Support/Decoding.swift": decoderSource]
    for (index, name) in models.enumerated() {
      let child = index > 0 && random.chance(0.4) ? models[random.int(in: 0...index - 1)] : nil
      files["Sources/Client/Models/\(name).swift"] = modelSource(name, child: child, random: &random, words: words)
    }
    for index in 0..<requestCount {
      let word = random.pick(words)
      let name = capitalized(word) + "Request" + String(index)
      files["Sources/Client/Requests/\(name).swift"] = requestSource(
        name, word: word, model: random.pick(models), index: index)
    }
    return files
  }

  /// The model `--model` names in the measured command: the first by name.
  static func firstModel(in files: [String: String]) -> String {
    let folder = "Sources/Client/Models/"
    return files.keys.filter { $0.hasPrefix(folder) }.map {
      String($0.dropFirst(folder.count).dropLast(".swift".count))
    }
    .min() ?? ""
  }

  private static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "BenchClient",
      products: [.library(name: "Client", targets: ["Client"])],
      targets: [.target(name: "Client")]
    )

    """

  private static let decoderSource = #"""
    import Foundation

    extension JSONDecoder {
      static let client: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .custom { decoder in
          let text = try decoder.singleValueContainer().decode(String.self)
          guard let date = ISO8601DateFormatter().date(from: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
          }
          return date
        }
        return decoder
      }()
    }

    """#

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private static func modelSource(
    _ name: String, child: String?, random: inout SplitMix64, words: [String]
  ) -> String {
    let types = ["String", "Int", "Double", "Bool", "String?", "Int?", "Date", "[String]"]
    var properties = (0..<random.int(in: 5...12)).map { index in
      ("field" + capitalized(random.pick(words)) + String(index), random.pick(types))
    }
    if let child { properties.append(("child", child + "?")) }
    var lines = [
      "import Foundation", "", "public struct \(name): Codable, Sendable, Equatable {",
      "  public enum Status: Int, Codable, Sendable, CaseIterable { case pending = 0, active = 1, closed = 2 }",
    ]
    lines += properties.map { "  public var \($0.0): \($0.1)" }
    lines.append("  public var status: Status")
    if random.chance(0.5) {
      lines.append("  enum CodingKeys: String, CodingKey {")
      lines += properties.map { "    case \($0.0)" }
      lines += ["    case status", "  }", "", "  public init(from decoder: any Decoder) throws {"]
      lines.append("    let container = try decoder.container(keyedBy: CodingKeys.self)")
      for (property, type) in properties {
        if type == "String?" {
          lines.append("    let \(property)Text = try container.decodeIfPresent(String.self, forKey: .\(property))")
          lines.append("    \(property) = (\(property)Text?.isEmpty ?? true) ? nil : \(property)Text")
        } else if type.hasSuffix("?") {
          lines.append("    \(property) = try container.decodeIfPresent(\(type.dropLast()).self, forKey: .\(property))")
        } else {
          lines.append("    \(property) = try container.decode(\(type).self, forKey: .\(property))")
        }
      }
      lines += ["    status = try container.decode(Status.self, forKey: .status)", "  }"]
    }
    lines += ["}", "", "extension \(name) {", "  public var summary: String { \"\(name)(\\(status))\" }", "}", ""]
    return lines.joined(separator: "\n")
  }

  private static func requestSource(_ name: String, word: String, model: String, index: Int) -> String {
    """
    import Foundation
    #if canImport(FoundationNetworking)
      import FoundationNetworking
    #endif

    public struct \(name): Sendable {
      public enum Method: String, Sendable { case get = "GET", post = "POST", put = "PUT", delete = "DELETE" }
      public var method: Method = .get
      public var path: String
      public var query: [String: String] = [:]
      public var headers: [String: String] = ["Accept": "application/json"]

      public init(id: String, cursor: String? = nil, limit: Int = \(10 + index % 90)) {
        path = "/v2/\(word)s/" + id
        if let cursor { query["cursor"] = cursor }
        query["limit"] = String(limit)
      }

      public func urlRequest(base: URL) -> URLRequest {
        var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        components.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        var request = URLRequest(url: components.url!)
        request.httpMethod = method.rawValue
        for (key, value) in headers { request.setValue(value, forHTTPHeaderField: key) }
        return request
      }

      public func decode(_ data: Data) throws -> \(model) {
        try JSONDecoder.client.decode(\(model).self, from: data)
      }

      public func describe(_ values: [Int]) -> String {
        values.filter { $0 % 2 == 0 }.map { String($0 * \(index % 7 + 1)) }.joined(separator: ",")
      }
    }

    """
  }
}
