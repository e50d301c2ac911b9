import FixtureEngine
import Foundation
import WorkbenchContext

/// How long a payload URL may take to answer: 30 seconds unless `WORKBENCH_TIMEOUT` says otherwise.
struct RequestTimeout: Sendable, Hashable {
  /// The environment variable that sets the timeout, in seconds.
  static let environmentVariable = "WORKBENCH_TIMEOUT"
  /// The timeout when the environment sets none.
  static let standardSeconds: TimeInterval = 30
  /// The shortest timeout accepted: URLSession on Linux does not time out sooner.
  static let minimumSeconds: TimeInterval = 1

  var seconds: TimeInterval

  /// The timeout `WORKBENCH_TIMEOUT` sets in the context's environment, or 30 seconds.
  init(_ context: AppContext) throws(InvalidSetting) {
    guard let text = context.environment[Self.environmentVariable], !text.isEmpty else {
      seconds = Self.standardSeconds
      return
    }
    guard let seconds = TimeInterval(text.trimmingCharacters(in: .whitespaces)), seconds.isFinite,
      seconds >= Self.minimumSeconds
    else {
      throw InvalidSetting(text: text)
    }
    self.seconds = seconds
  }

  /// What to tell a person whose request timed out.
  static func hint(_ context: AppContext) -> String {
    let seconds = (try? RequestTimeout(context).seconds) ?? standardSeconds
    let shown = seconds == seconds.rounded() && seconds < 1e9 ? "\(Int(seconds))" : "\(seconds)"
    return "it waited \(shown) s; to wait longer set \(environmentVariable)=SECONDS"
  }

  /// `WORKBENCH_TIMEOUT` holds something other than a number of seconds of at least 1.
  struct InvalidSetting: Error, LocalizedError, CustomStringConvertible {
    let text: String
    var description: String {
      "\(RequestTimeout.environmentVariable)=\(text) is not a timeout; write seconds, at least 1, e.g. \(RequestTimeout.environmentVariable)=60"
    }
    var errorDescription: String? { description }
  }
}
