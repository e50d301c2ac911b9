import JSONCore
import OpenAPIKit

/// A schema of the document that a model may decode: a response body's (per operation, status
/// and JSON media type) or a component's.
public struct ContractCandidate: Sendable {
  /// Where the schema comes from.
  public enum Origin: Sendable, Hashable {
    /// `components/schemas/<name>`.
    case component(String)
    /// The body of a response: `GET /accounts/{id}`, status `200`.
    case response(method: String, path: String, status: String, operationID: String?)
  }

  public var origin: Origin
  /// The schema, as the document writes it (a `$ref` stays one).
  public var schema: JSONSchema
  /// Where it sits in the document.
  public var pointer: JSONPointer
  /// The whole-body examples the document gives beside it (a media type's `example` and
  /// `examples`), in its order.
  public var examples: [JSONValue]

  /// The component a response's schema names by `$ref` (`Account`), or the element's for an array
  /// of them (`[Account]`): the model it is, as a component.
  public var referencedComponent: String? {
    if let name = schema.reference?.name { return name }
    if let items = schema.arrayContext?.items, let name = items.reference?.name { return "[\(name)]" }
    return nil
  }

  /// `Account` for a component, `GET /accounts/{id} 200` for a response.
  public var title: String {
    switch origin {
    case .component(let name): name
    case .response(let method, let path, let status, _): "\(method) \(path) \(status)"
    }
  }

  /// The names a person would read the schema's model from, best first: a component's name; a
  /// response's component, then its operation's id.
  public var names: [String] {
    switch origin {
    case .component(let name): [name]
    case .response(_, _, _, let operationID): [referencedComponent, operationID].compactMap(\.self)
    }
  }
}

extension ContractDocument {
  /// Every response body schema of a JSON media type, then every component schema, each in the
  /// document's order: by line, since `JSONDecoder` hands OpenAPIKit an object's keys in no order.
  public var candidates: [ContractCandidate] {
    let components = document.components.schemas.map { key, schema in
      ContractCandidate(
        origin: .component(key.rawValue), schema: schema,
        pointer: JSONPointer(["components", "schemas", key.rawValue]), examples: [])
    }
    return inDocumentOrder(responseCandidates) + inDocumentOrder(components)
  }

  private func inDocumentOrder(_ candidates: [ContractCandidate]) -> [ContractCandidate] {
    let lines = candidates.map { locator.place(of: $0.pointer).map { ($0.line, $0.column) } ?? (.max, .max) }
    return candidates.indices.sorted { lines[$0] < lines[$1] || lines[$0] == lines[$1] && $0 < $1 }
      .map { candidates[$0] }
  }

  private var responseCandidates: [ContractCandidate] {
    var found: [ContractCandidate] = []
    for (path, item) in document.paths {
      guard let pathItem = document.components[item] else { continue }
      let itemPointer = JSONPointer(["paths", path.rawValue])
      for endpoint in pathItem.endpoints {
        let method = endpoint.method.rawValue.lowercased()
        for (status, either) in endpoint.operation.responses {
          var pointer = itemPointer.appending(method, "responses", status.rawValue)
          if let reference = either.a, let name = reference.name {
            pointer = JSONPointer(["components", "responses", name])
          }
          guard let response = document.components[either] else { continue }
          for (type, content) in response.content where Self.isJSON(type.rawValue) {
            guard let content = document.components[content], let schema = content.schema else { continue }
            found.append(
              ContractCandidate(
                origin: .response(
                  method: method.uppercased(), path: path.rawValue, status: status.rawValue,
                  operationID: endpoint.operation.operationId),
                schema: schema, pointer: pointer.appending("content", type.rawValue, "schema"),
                examples: Self.examples(of: content)))
          }
        }
      }
    }
    return found
  }

  static func isJSON(_ mediaType: String) -> Bool {
    let type = mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    return type == "*/*" || type.hasSuffix("/json") || type.hasSuffix("+json")
  }

  private static func examples(of content: OpenAPI.Content) -> [JSONValue] {
    var values: [JSONValue] = []
    if let example = content.example, let value = JSONValue(openAPI: example) { values.append(value) }
    for (_, either) in content.examples ?? [:] {
      if let example = either.b, let any = example.dataOrLegacyValue, let value = JSONValue(openAPI: any) {
        values.append(value)
      }
    }
    return values
  }
}
