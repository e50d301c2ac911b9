import FixtureEngine
import Foundation
import Synchronization
import WorkbenchContext

/// What the commands run against: the registered workspaces and the side effects. The executable
/// sets it once at launch; tests build their own and call the command runners directly.
public struct Workbench: Sendable {
  /// The workspaces users can open; their models' code runs in a worker when the context names
  /// one.
  public var registry: WorkspaceRegistry
  /// The same workspaces with their models' code run in this process: what a worker serves.
  public var localRegistry: WorkspaceRegistry
  /// Files, network, clock, environment and streams.
  public var context: AppContext
  /// Whose models the commands run on when no `--package` is named.
  public var packages: PackageLookup = .none
  /// The folder of the user's package whose models these are, which the app watches; `nil` for
  /// workspaces compiled in.
  public var packageRoot: String?

  /// A workbench of `registry` and `context`. Unless it `servesModels` itself, a context that
  /// names a worker executable runs every model's code in a worker of it.
  public init(registry: WorkspaceRegistry, context: AppContext, servesModels: Bool = false) {
    self.localRegistry = registry
    self.context = context
    if let executable = context.workerExecutable, !servesModels {
      let worker = ModelWorker(executable: executable, arguments: ["worker"], environment: context.environment)
      self.registry = registry.runningModels(in: worker, context: context).choosingPackageDecoders(in: context)
    } else {
      self.registry = registry
    }
  }

  private static let storage = Mutex(Workbench(registry: WorkspaceRegistry([]), context: .live))

  /// The workbench of this process.
  static var current: Workbench {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}
