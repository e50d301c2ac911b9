import JSONCore
import JSONTrace

extension SchemaType {
  /// The keys this type requires that it spells in snake_case itself (`site_url`), by path:
  /// under `convertFromSnakeCase` a payload's `site_url` is read as `siteUrl`, and no key is ever
  /// read as one with an inner underscore, so a type that requires one decodes nothing. A map's
  /// keys are data, not the model's spelling: they are not looked into.
  package func requiredSnakeCaseKeys(at path: JSONPath = .root) -> [JSONPath] {
    switch self {
    case .object(_, let fields):
      return fields.flatMap { field in
        let fieldPath = path.appending(key: field.key)
        let own = field.isRequired && SnakeCaseKeys.neverReadConverted(field.key) ? [fieldPath] : []
        return own + field.type.requiredSnakeCaseKeys(at: fieldPath)
      }
    case .array(let element): return element.requiredSnakeCaseKeys(at: path.appending(index: 0))
    default: return []
    }
  }
}
