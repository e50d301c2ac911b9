import JSONCore
import JSONTrace

extension SchemaType {
  /// The keys this type requires that it spells in snake_case itself (`site_url`), by path:
  /// under `convertFromSnakeCase` a payload's `site_url` is read as `siteUrl`, and no key is ever
  /// read as one with an inner underscore, so a type that requires one decodes nothing.
  package func requiredSnakeCaseKeys(at path: JSONPath = .root) -> [JSONPath] {
    requiredKeys(at: path, where: SnakeCaseKeys.neverReadConverted)
  }

  /// The keys this type requires that `spelled` holds for, by path. A map's keys are data, not
  /// the model's spelling: they are not looked into.
  package func requiredKeys(at path: JSONPath = .root, where spelled: (String) -> Bool) -> [JSONPath] {
    switch self {
    case .object(_, let fields):
      return fields.flatMap { field in
        let fieldPath = path.appending(key: field.key)
        let own = field.isRequired && spelled(field.key) ? [fieldPath] : []
        return own + field.type.requiredKeys(at: fieldPath, where: spelled)
      }
    case .array(let element): return element.requiredKeys(at: path.appending(index: 0), where: spelled)
    default: return []
    }
  }
}
