import Foundation

/// A word as a POSIX shell reads it back unchanged, for commands a message tells a person to run.
enum ShellWord {
  private static let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-/:=+,@%")

  /// `iso8601` as it is; `yyyy-MM-dd HH:mm` in single quotes, with each `'` written as `'\''`.
  static func quoted(_ word: String) -> String {
    if !word.isEmpty, word.allSatisfy(plain.contains) { return word }
    return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
