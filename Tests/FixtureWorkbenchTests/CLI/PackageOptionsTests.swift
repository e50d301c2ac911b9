import ArgumentParser
import FixtureEngine
import PackageDiscovery
import Testing

@testable import FixtureWorkbench

/// `--package`, `--keys` and `--dates`: parsed by ArgumentParser like every other option, and
/// passed to the launcher's worker in the environment.
struct PackageOptionsTests {
  @Test func keysAndDatesGoToTheWorkerInTheEnvironment() throws {
    let options = try PackageOptions.parse([
      "--package", "../Weather", "--dates", "iso8601", "--keys", "convertFromSnakeCase",
    ])
    #expect(options.folder.package == "../Weather")
    var workbench: [String: String] = [:]
    options.decoding.put(into: &workbench)
    #expect(workbench == ["WORKBENCH_KEYS": "convertFromSnakeCase", "WORKBENCH_DATES": "iso8601"])
    #expect(
      try DecodingOverrides.read(from: workbench)
        == WorkbenchConfiguration.Decoding(keys: .convertFromSnakeCase, dates: .iso8601))
  }

  @Test func datesMayBeAFormat() throws {
    let options = try PackageOptions.parse(["--dates=yyyy-MM-dd HH:mm"])
    var workbench: [String: String] = [:]
    options.decoding.put(into: &workbench)
    #expect(try DecodingOverrides.read(from: workbench).dates == .formatted("yyyy-MM-dd HH:mm"))
  }

  @Test func anUnknownStrategySaysWhatIsAllowed() {
    #expect {
      try PackageOptions.parse(["--dates", "unix"])
    } throws: { error in
      PackageOptions.message(for: error)
        == "--dates: \"unix\" is neither a strategy nor a DateFormatter format (\"n\" is not a date field letter; put literal text in single quotes); allowed: deferredToDate, iso8601, secondsSince1970, millisecondsSince1970, or a DateFormatter format such as \"yyyy-MM-dd'T'HH:mm:ss\""
    }
    #expect {
      try PackageOptions.parse(["--keys", "camelCase"])
    } throws: { error in
      PackageOptions.message(for: error).contains("'useDefaultKeys', 'convertFromSnakeCase' or 'convertFromWords'")
    }
  }

  @Test func aBadVariableInTheEnvironmentIsNamed() {
    #expect {
      try DecodingOverrides.read(from: ["WORKBENCH_KEYS": "camelCase"])
    } throws: { error in
      "\(error)"
        == "WORKBENCH_KEYS: \"camelCase\" is not allowed; allowed: useDefaultKeys, convertFromSnakeCase, convertFromWords"
    }
  }

  /// Every option is declared to ArgumentParser, so `--help` lists it: the commands on models take
  /// the package options, and `init` is a command of its own.
  @Test func helpListsEveryCommandAndThePackageOptions() {
    let root = WorkbenchCommand.helpMessage()
    for command in ["open", "inspect", "schema", "export", "matrix", "lint", "fmt", "init"] {
      #expect(root.contains("\n  \(command)"), "\(command) is listed")
    }
    for command in [
      OpenCommand.self, InspectCommand.self, SchemaCommand.self, ExportCommand.self, MatrixCommand.self,
      LintCommand.self,
    ] as [any ParsableCommand.Type] {
      let help = command.helpMessage()
      for option in ["--package <DIR>", "--keys <STRATEGY>", "--dates <STRATEGY>"] {
        #expect(help.contains(option), "\(command) takes \(option)")
      }
    }
    #expect(InitCommand.helpMessage().contains("--package <DIR>"))
    #expect(InitCommand.helpMessage().contains("--force"))
  }
}
