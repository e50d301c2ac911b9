import Foundation
import ModelAdapter

/// When a payload does not decode under the model's date strategy but decodes whole under another,
/// its dates are written in that other one: the verdict says so, and how to change it.
public enum DatesHint {
  /// The strategies tried, in this order (`deferredToDate` reads any number, so it is never
  /// suggested).
  static let candidates: [DecodingOptions.Dates] = [.iso8601, .secondsSince1970, .millisecondsSince1970]

  /// The first other strategy under which `bytes` decode as `type`, or `nil`.
  static func strategy<Model: Decodable>(_ type: Model.Type, bytes: Data, options: DecodingOptions)
    -> DecodingOptions.Dates?
  {
    candidates.first { dates in
      guard dates != options.dates else { return false }
      return (try? DecodingOptions(keys: options.keys, dates: dates).makeDecoder().decode(type, from: bytes)) != nil
    }
  }

  /// Where the hint is read, which says how to try the other strategy.
  public enum Reader: Sendable {
    /// A command's report: `pass --dates ...`.
    case commandLine
    /// The app: `press D`.
    case app
  }

  /// `dates look like seconds since 1970: ...`, what to do about it where it is read.
  public static func message(for dates: DecodingOptions.Dates, in reader: Reader = .commandLine) -> String {
    let words =
      switch dates {
      case .iso8601: "ISO 8601 text"
      case .secondsSince1970: "seconds since 1970"
      case .millisecondsSince1970: "milliseconds since 1970"
      case .deferredToDate: "seconds since 2001"
      }
    let action =
      switch reader {
      case .commandLine: "pass --dates \(dates.rawValue)"
      case .app: "press D"
      }
    return "dates look like \(words): set \"dates\": \"\(dates.rawValue)\" in fixture-workbench.json, or \(action)"
  }
}
