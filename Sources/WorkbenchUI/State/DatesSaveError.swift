/// Why a date strategy could not be saved in `fixture-workbench.json`: the text to show.
public struct DatesSaveError: Error, Sendable, Equatable {
  /// What went wrong, for the status line.
  public var message: String

  /// An error that says `message`.
  public init(_ message: String) {
    self.message = message
  }
}
