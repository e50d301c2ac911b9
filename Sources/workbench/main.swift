import BundledWorkspaces
import FixtureWorkbench

// In a SwiftPM package (or with --package DIR), the workbench runs on that package's models, whose
// code runs in a launcher it builds under the package's .build/; elsewhere, on the bundled workspaces.
await PackageFrontEnd.runIfInPackage()
await WorkbenchCommand.launch(workspaces: .bundled)
