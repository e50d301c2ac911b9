import BundledWorkspaces
import FixtureWorkbench

// In a SwiftPM package (or with --package DIR), the commands run on that package's models, whose
// code runs in a launcher the workbench builds under the package's .build/; elsewhere, on the
// bundled workspaces.
await WorkbenchCommand.launch(workspaces: .bundled, packages: .find)
