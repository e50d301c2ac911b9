import JSONTrace
import ModelProbe

extension DatesHint {
  /// The hint as a command's report words it: the strategy is tried with `--dates`, quoted for
  /// the shell.
  package static func commandLineMessage(for dates: DecodingOptions.Dates, decoders: [String] = []) -> String {
    message(for: dates, or: "pass --dates \(ShellWord.quoted(dates.description))", decoders: decoders)
  }
}
