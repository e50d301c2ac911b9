import FixtureWorkbench

await WorkbenchCommand.launch()
