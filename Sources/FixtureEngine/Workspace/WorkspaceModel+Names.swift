import Foundation
import JSONFragment
import ModelAdapter
import ModelProbe

extension WorkspaceModel {
  /// The name users type (`name` when given), the type's name as its module spells it, and that
  /// module, of the model `type`.
  static func names(of type: Any.Type, name: String?) -> (name: String, typeName: String, moduleName: String) {
    let typeName = readableTypeName(type)
    return (
      name ?? SwiftTypeName.short(typeName), typeName, String(_typeName(type, qualified: true).prefix { $0 != "." })
    )
  }

  /// Whether `text` names the model (any letter case); with `byType`, whether it names the model's
  /// type as its module writes it (a model registered by a typealias, `OrderPage`, is also
  /// `PagedResult<OrderSummary>`).
  /// With `bare`, whether `text` is the model's own name without the types it is nested in, or
  /// some of them (`File` or `Change.File` for `Commit.Change.File`, `ListItems.Response` for an
  /// endpoint's `API.ListItems.Response`).
  package func isNamed(_ text: String, byType: Bool = false, bare: Bool = false) -> Bool {
    if bare, name.lowercased().hasSuffix("." + text.lowercased()) { return true }
    let own = bare ? SwiftTypeName.short(name) : byType ? SwiftTypeName.short(typeName) : name
    return own.lowercased() == text.lowercased()
  }

  /// Whether this model is a generic envelope of the model `named` (`SinglePayload<Account>` of
  /// `Account`), by its name or its type's (a typealias of the package, `AccountPage`, is
  /// `Page<Account>`).
  package func isEnvelope(of named: String) -> Bool {
    let model = Workspace.bareName(named)
    return Workspace.genericArguments(of: name).contains(model)
      || Workspace.genericArguments(of: typeName).contains(model)
  }

  /// Whether this model holds the model `named` under some key, an object of its type or a list
  /// or map of them: `Plex.Request.Collections.Response` holds `[PlexCollection]`'s elements in
  /// `MediaContainer.Metadata`, a wrapper of it that is no generic envelope.
  package func holds(_ named: String) -> Bool {
    let model = Workspace.bareName(named)
    func isModel(_ type: SchemaType) -> Bool {
      switch type {
      case .object(let name, _), .recursive(let name): Workspace.bareName(name) == model
      case .array(let element), .dictionary(let element): isModel(element)
      default: false
      }
    }
    return keyTree().fieldPaths.contains { isModel($0.field.type) }
  }

  /// Whether this model wraps the model `named`: a generic envelope of it, or a model that holds
  /// it (``isEnvelope(of:)``, ``holds(_:)``).
  package func wraps(_ named: String) -> Bool {
    isEnvelope(of: named) || holds(named)
  }
}
