import FixtureEngine
import Foundation
import JSONCore
import WorkbenchContext

/// What `workbench fmt` does, apart from parsing its arguments.
public struct JSONFileFormatter: Sendable {
  /// What to do with each formatted file.
  public enum Mode: Sendable {
    /// Write the formatted JSON to standard output.
    case print
    /// Write nothing; report files that are not already formatted.
    case check
    /// Replace each file that is not formatted with its formatted text, atomically.
    case write
  }

  /// The layout to write.
  public var style: JSONPrintStyle
  /// What to do with the result.
  public var mode: Mode
  /// Where files are read and output goes.
  public var context: AppContext

  /// A formatter writing `style` in `mode` through `context`.
  public init(style: JSONPrintStyle, mode: Mode, context: AppContext) {
    self.style = style
    self.mode = mode
    self.context = context
  }

  /// Formats or checks each of `paths` (`-` is standard input) and returns the worst status.
  public func run(_ paths: [String]) -> CommandStatus {
    paths.map(run(path:)).max() ?? .success
  }

  private func run(path: String) -> CommandStatus {
    let name = path == "-" ? "<stdin>" : path
    let input: Data
    do {
      input = try path == "-" ? context.readStandardInput() : context.readPayload(path)
      try context.checkPayloadSize(input)
    } catch {
      context.reportError("\(name): cannot read the file: \(FileErrorText.reason(error))")
      return .usageError
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(input)
    } catch {
      context.reportError(error.message(in: name))
      return .failure
    }
    let formatted = JSONPrinter.fileBytes(of: value, style: style)
    let isFormatted = input.elementsEqual(formatted)
    switch mode {
    case .print:
      context.writeOutput(Data(formatted))
    case .check where !isFormatted:
      context.reportError(
        "\(name): not formatted; to fix it run: workbench fmt --write\(style == .compact ? " --compact" : "") \(path)")
      return .failure
    case .write where !isFormatted && path == "-":
      context.writeOutput(Data(formatted))
    case .write where !isFormatted:
      do {
        try context.files.replace(path, Data(formatted))
      } catch {
        context.reportError("\(name): cannot write the file: \(FileErrorText.reason(error)); it was left as it was")
        return .usageError
      }
    case .check, .write:
      break
    }
    return .success
  }
}
