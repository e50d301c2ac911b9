import JSONCore

/// A `fixture-workbench.json` that cannot be used: where, what is wrong, and what is allowed.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's name or path, as messages show it.
  public var file: String
  /// Where in the file, when known.
  public var location: TextLocation?
  /// What is wrong, and what would be right.
  public var message: String

  /// An error at `location` of `file`.
  public init(file: String, location: TextLocation?, message: String) {
    self.file = file
    self.location = location
    self.message = message
  }

  /// `fixture-workbench.json:2:24: "dates" is "iso"; allowed: ...`.
  public var description: String {
    TextLocation.message(message, in: file, at: location)
  }
}
