import BundledWorkspaces
import FixtureWorkbench

await WorkbenchCommand.launch(workspaces: .bundled)
