import Foundation
import JSONFragment

/// What `workbench fmt` does, apart from parsing its arguments.
public struct JSONFileFormatter: Sendable {
  /// The layout to write.
  public var style: JSONPrintStyle
  /// Only report files that are not already formatted; write no output.
  public var checkOnly: Bool
  /// Where files are read and output goes.
  public var io: CommandIO

  /// A formatter writing `style`, checking only when `checkOnly`, through `io`.
  public init(style: JSONPrintStyle, checkOnly: Bool, io: CommandIO) {
    self.style = style
    self.checkOnly = checkOnly
    self.io = io
  }

  /// Formats or checks each of `paths` (`-` is standard input) and returns the worst status.
  public func run(_ paths: [String]) -> CommandStatus {
    paths.map(run(path:)).max() ?? .success
  }

  private func run(path: String) -> CommandStatus {
    let name = path == "-" ? "<stdin>" : path
    let input: Data
    do {
      input = try path == "-" ? io.readStandardInput() : io.readFile(path)
    } catch {
      io.reportError("\(name): cannot read the file: \(readableReason(error))")
      return .usageError
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(input)
    } catch {
      io.reportError("\(name):\(error.line):\(error.column): \(error.message)")
      return .failure
    }
    var formatted = JSONPrinter.bytes(of: value, style: style)
    formatted.append(UInt8(ascii: "\n"))
    if checkOnly {
      guard input.elementsEqual(formatted) else {
        io.reportError("\(name): not formatted; run: workbench fmt\(style == .compact ? " --compact" : "") \(path)")
        return .failure
      }
      return .success
    }
    io.writeOutput(Data(formatted))
    return .success
  }

  private func readableReason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
      return "no such file"
    }
    return nsError.localizedDescription
  }
}
