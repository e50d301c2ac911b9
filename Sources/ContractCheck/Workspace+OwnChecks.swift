import APIContract
import FixtureEngine
import JSONCore
import ModelProbe

extension Workspace {
  /// A component's own check: the model it is decoded as, and the schema whose check it is.
  struct OwnCheck: Sendable {
    var model: WorkspaceModel
    var title: String
  }

  /// The values of `set`'s payloads that are components checked on their own as the very type
  /// `model` reads them as (the type's name in the model's key tree): a change inside one is that
  /// component's to report, once (a schema that holds itself, `reblog` of a `Status`, reports the
  /// changes inside it at its own top). By path, the title of the check; the outermost only.
  static func checkedOnTheirOwn(
    in set: CoveringSet, as model: WorkspaceModel, by ownChecks: [String: OwnCheck], lane: Int
  ) -> [JSONPath: String] {
    let places = set.componentPaths.filter { !$0.key.components.isEmpty && ownChecks[$0.value] != nil }
    guard !places.isEmpty else { return [:] }
    let tree = model.keyTree(lane: lane).root
    var found: [JSONPath: String] = [:]
    for (path, component) in places.sorted(by: { $0.key.components.count < $1.key.components.count }) {
      guard let own = ownChecks[component],
        !found.keys.contains(where: { $0.isAncestorOrSelf(of: path) }),
        let read = tree.type(at: path), Self.isSame(read, as: own.model.keyTree(lane: lane).root)
      else { continue }
      found[path] = own.title
    }
    return found
  }

  /// Whether `read`, what a model reads somewhere inside, is the type `root` is: an object of the
  /// same type's name, met there or again inside itself. Keys are not compared: the same type's
  /// keys are spelled as the fixtures at each place spell them.
  private static func isSame(_ read: SchemaType, as root: SchemaType) -> Bool {
    guard case .object(let rootName, _) = root, !rootName.isEmpty else { return false }
    switch read {
    case .object(let name, _), .recursive(let name): return name == rootName
    default: return false
    }
  }
}
