import Catalog
import FixtureEngine
import Locations
import Pokedex
import Releases
import Wild

extension WorkspaceRegistry {
  /// The example workspaces under `Workspaces/`, which the workbench opens with no configuration.
  public static let bundled = WorkspaceRegistry([.pokedex, .locations, .catalog, .releases, .wild])
}
