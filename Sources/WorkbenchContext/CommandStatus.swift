/// The exit statuses every subcommand shares.
public enum CommandStatus: Int32, Sendable, Comparable {
  /// Everything checked out.
  case success = 0
  /// An input is invalid, or not as the command expects (not formatted, does not decode).
  case failure = 1
  /// The command was called wrongly, or a file could not be read or written.
  case usageError = 2

  public static func < (lhs: CommandStatus, rhs: CommandStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}
