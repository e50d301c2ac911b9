import JSONTrace
import PackageDiscovery

/// The command line's `--keys` and `--dates`, which every command of a user's package takes. They
/// are passed on to the worker in the environment (`WORKBENCH_KEYS`, `WORKBENCH_DATES`), since it
/// registers the models anew.
package enum DecodingOverrides {
  package static let keysVariable = "WORKBENCH_KEYS"
  package static let datesVariable = "WORKBENCH_DATES"

  /// The overrides in `arguments` (removed from them) or, when there are none, in `environment`
  /// (where they are put for the worker).
  package static func take(
    from arguments: inout [String], environment: inout [String: String]
  ) throws(ConfigurationError) -> WorkbenchConfiguration.Decoding {
    let keys = try value(of: "--keys", in: &arguments) ?? environment[keysVariable]
    let dates = try value(of: "--dates", in: &arguments) ?? environment[datesVariable]
    var decoding = WorkbenchConfiguration.Decoding()
    if let keys {
      decoding.keys = try strategy(keys, option: "--keys")
      environment[keysVariable] = keys
    }
    if let dates {
      do {
        decoding.dates = try DecodingOptions.Dates(dates)
      } catch {
        throw ConfigurationError(file: "--dates", location: nil, message: error.description)
      }
      environment[datesVariable] = dates
    }
    return decoding
  }

  private static func value(of option: String, in arguments: inout [String]) throws(ConfigurationError) -> String? {
    if let index = arguments.firstIndex(where: { $0.hasPrefix(option + "=") }) {
      let value = String(arguments[index].dropFirst(option.count + 1))
      arguments.remove(at: index)
      return value
    }
    guard let index = arguments.firstIndex(of: option) else { return nil }
    guard index + 1 < arguments.count else {
      throw ConfigurationError(file: option, location: nil, message: "needs a value")
    }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
    return value
  }

  private static func strategy<Strategy: RawRepresentable & CaseIterable>(
    _ text: String, option: String
  ) throws(ConfigurationError) -> Strategy where Strategy.RawValue == String {
    guard let strategy = Strategy(rawValue: text) else {
      throw ConfigurationError(
        file: option, location: nil,
        message: "\"\(text)\" is not allowed; allowed: \(Strategy.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return strategy
  }
}
