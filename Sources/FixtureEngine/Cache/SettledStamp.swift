import Foundation

/// Whether a stamp of the real disk (`size seconds.nanoseconds`) can stand for what it stamps: a
/// file's time is read from a coarse clock, so a file written just after another may leave a
/// stamp as it was. A stamp of a time more than a second ago is settled; one with no time (a file
/// system that gives none) never is.
enum SettledStamp {
  /// Whether `stamp` says a time more than a second ago.
  static func isSettled(_ stamp: String) -> Bool {
    guard let time = stamp.split(separator: " ").last.flatMap({ Double($0) }) else { return false }
    return time < Date().timeIntervalSince1970 - 1
  }
}
