/// A mechanical refactor of the 200-model package's resource models (``ScalePackage``), as a
/// developer makes one: the text of each resource's model file before and after, and the JSON keys
/// it touches (a repaired fixture may differ from its original only under these).
struct ModelRefactor: Sendable {
  var name: String
  /// The keys the refactor touches, as fixtures spell them; `RESOURCE` stands for the resource.
  var touched: [String]
  /// The model file's text after the refactor, from its text before and the resource's name.
  var apply: @Sendable (_ source: String, _ resource: String) -> String

  /// The keys touched in `resource`'s fixtures.
  func touchedKeys(_ resource: String) -> Set<String> {
    Set(touched.map { $0.replacingOccurrences(of: "RESOURCE", with: resource) })
  }

  /// The refactors of the issue that asked for `lint --fix`, each applied to every resource.
  static let all: [ModelRefactor] = [
    ModelRefactor(name: "rename a key", touched: ["RESOURCE_ref", "RESOURCE_reference"]) { source, resource in
      source.replacingFirst("= \"\(resource)_ref\"", with: "= \"\(resource)_reference\"")
    },
    ModelRefactor(name: "add a required property", touched: ["owner_email"]) { source, _ in
      source.replacingFirst(
        "  public var name: String\n", with: "  public var name: String\n  public var ownerEmail: String\n"
      )
      .replacingFirst(
        "case id, name, status, details\n",
        with: "case id, name, status, details\n    case ownerEmail = \"owner_email\"\n")
    },
    ModelRefactor(name: "make an optional property required", touched: ["legacy_id"]) { source, _ in
      source.replacingFirst("  public var legacyID: Int?\n", with: "  public var legacyID: Int\n")
    },
    ModelRefactor(name: "change Int to String", touched: ["id"]) { source, _ in
      source.replacingFirst("  public var id: Int\n", with: "  public var id: String\n")
    },
    ModelRefactor(name: "rename an enum case", touched: ["status"]) { source, _ in
      source.replacingFirst("case pending, active, closed\n", with: "case pending, active, finished\n")
    },
    ModelRefactor(name: "move a key into a nested object", touched: ["name", "label"]) { source, resource in
      let type = ScalePackage.capitalized(resource)
      return source.replacingFirst("  public var name: String\n", with: "  public var label: \(type)Label\n")
        .replacingFirst("case id, name, status, details\n", with: "case id, label, status, details\n")
        + "\npublic struct \(type)Label: Decodable, Sendable {\n  public var name: String\n}\n"
    },
  ]
}

extension String {
  /// This text with the first occurrence of `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
