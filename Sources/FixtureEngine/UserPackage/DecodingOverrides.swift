import JSONTrace
import PackageDiscovery

/// How keys and dates are read for every model of a user's package, over what
/// `fixture-workbench.json` says: the command line's choice, carried in the environment
/// (`WORKBENCH_KEYS`, `WORKBENCH_DATES`) so that the launcher's worker, which registers the
/// models anew, reads them the same.
package enum DecodingOverrides {
  package static let keysVariable = "WORKBENCH_KEYS"
  package static let datesVariable = "WORKBENCH_DATES"

  /// The overrides `environment` holds.
  /// - Throws: a `ConfigurationError` naming the variable whose value is not a strategy.
  package static func read(from environment: [String: String]) throws(ConfigurationError)
    -> WorkbenchConfiguration.Decoding
  {
    var decoding = WorkbenchConfiguration.Decoding()
    if let keys = environment[keysVariable] {
      guard let strategy = DecodingOptions.Keys(rawValue: keys) else {
        let allowed = DecodingOptions.Keys.allCases.map(\.rawValue).joined(separator: ", ")
        throw ConfigurationError(
          file: keysVariable, location: nil, message: "\"\(keys)\" is not allowed; allowed: \(allowed)")
      }
      decoding.keys = strategy
    }
    if let dates = environment[datesVariable] {
      do {
        decoding.dates = try DecodingOptions.Dates(dates)
      } catch {
        throw ConfigurationError(file: datesVariable, location: nil, message: error.description)
      }
    }
    return decoding
  }
}
