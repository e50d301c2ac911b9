import ArgumentParser
import FixtureEngine
import Foundation
import JSONCore
import PayloadSources
import WorkbenchContext

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

      Many payloads at once: several inputs, a folder (its *.json files, recursively), an NDJSON \
      log (.ndjson, .jsonl: one payload per line) or a HAR capture (.har: the JSON response \
      bodies, plain or base64; --url-contains TEXT keeps some); - is one payload when standard \
      input holds one JSON document, else one per line. Prints one line per payload, then \
      per key path of the model (array elements and dictionary values folded, hours[].temp, \
      stations{}.name) how many had it present, \
      null, absent or of the wrong type, the unknown enum values and whether the model agrees, \
      then the keys never read. Exit status: 0 all decode, 1 any fails, 2 an input unreadable.

      Payloads over 512 MiB are refused before reading; WORKBENCH_MAX_PAYLOAD=2G raises the \
      limit. A URL has 30 s to answer; WORKBENCH_TIMEOUT=SECONDS (at least 1) changes that.

      Exit status: 0 the payload decodes, 1 it does not (or is not JSON), 2 a usage error, an \
      unknown or ambiguous workspace, model or fixture, or a payload that could not be read.
      """
  )

  @Argument(
    help: ArgumentHelp(
      "FILE, - (standard input) or an http(s) URL; or many payloads: files, folders (*.json, recursively), .ndjson/.jsonl logs, .har captures.",
      valueName: "payload"))
  var payloads: [String] = []

  @OptionGroup var selection: ModelSelection

  @Option(name: .long, help: "A fixture of the workspace instead of a payload argument.")
  var fixture: String?

  @Option(name: .long, help: "text or json.")
  var format: OutputFormat = .text

  @Option(name: .long, help: ArgumentHelp("Keep only the HAR entries whose URL contains TEXT.", valueName: "TEXT"))
  var urlContains: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Where the model's value sits in each payload's envelope (data.items); an array there makes each element a payload.",
      valueName: "PATH"))
  var at: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Write one fixture per distinct shape (the smallest payload of each) into DIR; failing ones in DIR/failing.",
      valueName: "DIR"))
  var saveShapes: String?

  @Flag(
    name: .long,
    help: "List every compared value, matching ones too (text lists only what needs a look; json always lists all).")
  var all = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Many payloads: decode this many batches at once, each in a worker of its own (default: one per core).",
      valueName: "N"))
  var jobs: Int?

  @Flag(name: .long, help: "Let --save-shapes replace fixtures that are there.")
  var force = false

  @OptionGroup var package: PackageOptions

  func validate() throws {
    switch (payloads.first, fixture) {
    case (nil, nil):
      throw ValidationError(
        "Name a payload (FILE, - or URL) or a fixture: workbench inspect fixture.json --workspace Pokedex --model Pokemon"
      )
    case (.some, .some): throw ValidationError("Give either payload arguments or --fixture, not both.")
    default: break
    }
    if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of at least 1.") }
  }

  func run() async throws {
    var workbench = try await package.workbench(selecting: selection)
    let standardInput = payloads.contains("-") ? try readStandardInputOnce(&workbench.context) : nil
    if fixture == nil,
      PayloadSetReport.isSet(
        payloads, at: at, urlContains: urlContains, saveShapes: saveShapes, context: workbench.context)
        || (payloads == ["-"] && standardInput.map(PayloadSet.isLineDelimited) == true)
    {
      var payloadSet = PayloadSet(
        inputs: payloads, urlContains: urlContains, selection: at.map { JSONPath(stringLiteral: $0) })
      payloadSet.standardInput = standardInput
      let options = PayloadSetReport.Options(
        payloadSet: payloadSet, format: format, saveShapes: saveShapes, force: force,
        jobs: jobs ?? PayloadSetRun.defaultJobs)
      let status = PayloadSetReport.run(options, selection: selection, workbench: workbench)
      if status != .success { throw ExitCode(status.rawValue) }
      return
    }
    let status = await InspectReport.run(
      payload: payloads.first, fixture: fixture, selection: selection, format: format,
      all: all, workbench: workbench)
    if status != .success { throw ExitCode(status.rawValue) }
  }

  /// Reads standard input, which can be read only once, and has the context hand out what it held.
  /// Input over the payload limit, or that cannot be read, is a usage error.
  private func readStandardInputOnce(_ context: inout AppContext) throws -> Data {
    do {
      let data = try context.readStandardInput()
      try context.checkPayloadSize(data)
      context.readStandardInput = { data }
      return data
    } catch {
      context.reportError("workbench inspect: <stdin>: cannot read it: \(error)")
      throw ExitCode(CommandStatus.usageError.rawValue)
    }
  }
}
