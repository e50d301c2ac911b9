import ArgumentParser
import FixtureEngine

/// `workbench worker`: the process that runs models' code for another workbench process, over
/// its standard input and output. Not for people: the workbench starts it.
struct WorkerCommand: ParsableCommand {
  static let name = "worker"

  static let configuration = CommandConfiguration(
    commandName: name, abstract: "Run models' code for another workbench process.", shouldDisplay: false)

  func run() throws {
    ModelWorkerServer.serve(Workbench.current.localRegistry)
  }
}
