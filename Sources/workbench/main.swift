import FixtureWorkbench

await WorkbenchCommand.main()
