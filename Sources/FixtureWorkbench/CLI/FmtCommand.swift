import ArgumentParser
import Foundation
import JSONCore

/// `workbench fmt`: pretty-print JSON files, or check that they already are.
struct FmtCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fmt",
    abstract: "Pretty-print JSON files to standard output, or check that they are formatted.",
    discussion: """
      Output: two-space indent, members in their original order, numbers exactly as written, and \
      a trailing newline. Invalid JSON is reported as FILE:LINE:COLUMN: message on standard \
      error. With --write, files are replaced atomically and only when their text changes.

      Payloads over 512 MiB are refused before reading; WORKBENCH_MAX_PAYLOAD=2G raises the \
      limit.

      Exit status: 0 all good, 1 a file is invalid JSON (or, with --check, not formatted), 2 a \
      usage error or a file that cannot be read.
      """
  )

  @Flag(name: .long, help: "Print nothing; exit 1 when a file is not formatted as fmt would write it.")
  var check = false

  @Flag(name: [.short, .long], help: "Rewrite each file that is not formatted, in place and atomically.")
  var write = false

  @Flag(name: .long, help: "Write compact JSON (no white space) instead of pretty JSON.")
  var compact = false

  @Argument(help: ArgumentHelp("The JSON files to format; - reads standard input.", valueName: "file"))
  var files: [String] = []

  func validate() throws {
    if files.isEmpty {
      throw ValidationError("Name at least one JSON file, or - for standard input: workbench fmt fixture.json")
    }
    if check && write {
      throw ValidationError("--check and --write exclude each other: --check only reports, --write fixes.")
    }
  }

  func run() throws {
    let mode: JSONFileFormatter.Mode = check ? .check : write ? .write : .print
    let formatter = JSONFileFormatter(
      style: compact ? .compact : .pretty, mode: mode, context: Workbench.current.context)
    let status = formatter.run(files)
    if status != .success { throw ExitCode(status.rawValue) }
  }
}
