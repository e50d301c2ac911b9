import FixtureEngine
import Foundation
import Synchronization

/// What the commands run against: the registered workspaces and the side effects. The executable
/// sets it once at launch; tests build their own and call the command runners directly.
public struct WorkbenchEnvironment: Sendable {
  /// The workspaces users can open.
  public var registry: WorkspaceRegistry
  /// Files, network, clock, environment and streams.
  public var context: AppContext

  /// An environment of `registry` and `context`.
  public init(registry: WorkspaceRegistry, context: AppContext) {
    self.registry = registry
    self.context = context
  }

  private static let storage = Mutex(WorkbenchEnvironment(registry: WorkspaceRegistry([]), context: .live))

  /// The environment of this process.
  static var current: WorkbenchEnvironment {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}
