import ModelProbe

extension WorkspaceRegistry {
  /// The workspace and model a user named, either of which may be left out when the other, or the
  /// registry, leaves one choice: a model name found in one workspace, a workspace with one model,
  /// a registry with one model.
  /// - Throws: ``SelectionError`` for a name that matches nothing, or a choice left open.
  public func select(workspace workspaceName: String?, model modelName: String?) throws(SelectionError) -> (
    Workspace, WorkspaceModel
  ) {
    // An array or a map of a model (`[Ticket]`): the model's workspace, and the collection of it.
    if let modelName, let (collection, element) = ModelCollection.parse(modelName) {
      // A list of plain values (`[String]`) runs in the named workspace, or the first.
      if let workspace = try? workspaceName.map({ name throws(LookupError) in try self.workspace(named: name) })
        ?? workspaces.first, workspace.models.first?.valueModel(named: element) != nil,
        let values = try? workspace.model(named: modelName)
      {
        return (workspace, values)
      }
      let (workspace, model) = try select(workspace: workspaceName, model: element)
      do {
        return (workspace, try workspace.model(named: collection.name(of: model.name)))
      } catch {
        throw .unknown(error)
      }
    }
    if let workspaceName {
      let workspace: Workspace
      do {
        workspace = try self.workspace(named: workspaceName)
      } catch {
        throw .unknown(error)
      }
      guard let modelName else {
        guard workspace.models.count == 1 else {
          throw .ambiguous(
            what: "workspace \(workspace.name) has \(workspace.models.count) models", missing: .model,
            choices: workspace.models.map(\.name))
        }
        return (workspace, workspace.models[0])
      }
      do {
        return (workspace, try workspace.model(named: modelName))
      } catch {
        throw .unknown(error)
      }
    }
    let everyModel = workspaces.flatMap { workspace in workspace.models.map { (workspace, $0) } }
    guard let modelName else {
      guard everyModel.count == 1 else {
        throw .ambiguous(
          what: "there are \(everyModel.count) models", missing: .model,
          choices: everyModel.map { "\($0.1.name) (\($0.0.name))" })
      }
      return everyModel[0]
    }
    // As a workspace finds it: by its name, or else by its type's (a typealias's generic), or else
    // by a nested type's bare name.
    let named = everyModel.filter { $0.1.isNamed(modelName) }
    let typed = named.isEmpty ? everyModel.filter { $0.1.isNamed(modelName, byType: true) } : named
    let matches = typed.isEmpty ? everyModel.filter { $0.1.isNamed(modelName, bare: true) } : typed
    if matches.count > 1, Set(matches.map(\.0.name)).count == 1 {
      throw .unknown(
        LookupError(
          kind: "model", name: modelName, known: matches.map(\.1.name), context: " in workspace \(matches[0].0.name)",
          isAmbiguous: true))
    }
    // One model that other modules' tests may also hold (a base module's `JWKS`) is its own
    // module's.
    if matches.count > 1, Set(matches.map { "\($0.1.moduleName).\($0.1.name)" }).count == 1,
      let own = matches.first(where: { $0.0.name == $0.1.moduleName })
    {
      return own
    }
    switch matches.count {
    case 1: return matches[0]
    case 0:
      // Named with its module before its types (`Shop.Page<Shop.Item>`), or spaced otherwise: as
      // the workspace of that module names it.
      for workspace in workspaces where workspace.namedHere(modelName) != modelName {
        if let model = try? workspace.model(named: modelName) { return (workspace, model) }
      }
      throw .unknown(
        LookupError(
          kind: "model", name: modelName, known: Self.uniqued(everyModel.map(\.1.name)), context: " in any workspace"))
    default:
      throw .ambiguous(
        what: "model \(modelName) is in \(matches.count) workspaces", missing: .workspace,
        choices: matches.map(\.0.name))
    }
  }

  private static func uniqued(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}

/// Why a workspace and model could not be chosen.
public enum SelectionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What a user names to choose.
  public enum Part: String, Sendable, Hashable {
    case workspace, model
  }

  /// A name matched nothing.
  case unknown(LookupError)
  /// Several choices fit what was named: the user has to name the `missing` part.
  case ambiguous(what: String, missing: Part, choices: [String])

  public var description: String {
    switch self {
    case .unknown(let error): error.description
    case .ambiguous(let what, let missing, let choices):
      "\(what); name the \(missing.rawValue): \(choices.joined(separator: ", "))"
    }
  }
}
