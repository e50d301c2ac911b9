import ArgumentParser
import FixtureEngine

/// `workbench inspect`: decode a payload through the adapter and list every failing field.
struct InspectCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract:
      "Decode a payload as a model and list every failing field, the keys never read, and each value against the model.",
    discussion: """
      The payload is a FILE, - for standard input, an http(s) URL, or a workspace fixture \
      (--fixture NAME, e.g. charizard or failing/index-as-string). --workspace may be left out \
      when the model's name is in one workspace, --model when the workspace has one model.

      Payloads over 512 MiB are refused before reading; WORKBENCH_MAX_PAYLOAD=2G raises the \
      limit. A URL has 30 s to answer; WORKBENCH_TIMEOUT=SECONDS (at least 1) changes that.

      Exit status: 0 the payload decodes, 1 it does not (or is not JSON), 2 a usage error, an \
      unknown or ambiguous workspace, model or fixture, or a payload that could not be read.
      """
  )

  @Argument(help: ArgumentHelp("FILE, - (standard input) or an http(s) URL.", valueName: "payload"))
  var payload: String?

  @OptionGroup var selection: ModelSelection

  @Option(name: .long, help: "A fixture of the workspace instead of a payload argument.")
  var fixture: String?

  @Option(name: .long, help: "text or json.")
  var format: OutputFormat = .text

  func validate() throws {
    switch (payload, fixture) {
    case (nil, nil):
      throw ValidationError(
        "Name a payload (FILE, - or URL) or a fixture: workbench inspect fixture.json --workspace Pokedex --model Pokemon"
      )
    case (.some, .some): throw ValidationError("Give either a payload argument or --fixture, not both.")
    default: break
    }
  }

  func run() async throws {
    let status = await InspectReport.run(
      payload: payload, fixture: fixture, selection: selection, format: format,
      environment: WorkbenchEnvironment.current)
    if status != .success { throw ExitCode(status.rawValue) }
  }
}
