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
}
