import Foundation
import JSONFragment
import ModelAdapter
import ModelProbe

extension WorkspaceModel {
  /// The plain value `name` names (`String`, `Int`, `Double`, `Bool`) as a model, run where this
  /// model runs, for the lists of them that endpoints return (`[String]`); `nil` for another name.
  package func valueModel(named name: String) -> WorkspaceModel? {
    let made: WorkspaceModel
    switch name {
    case "String": made = .model(String.self)
    case "Int": made = .model(Int.self)
    case "Double": made = .model(Double.self)
    case "Bool": made = .model(Bool.self)
    default: return nil
    }
    guard let worker, let address else { return made }
    return made.running(in: worker, at: ModelAddress(workspace: address.workspace, model: name))
  }
}
