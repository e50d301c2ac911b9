import Foundation

/// Lets a large value (a decoded model, a parsed tree) be freed on a thread of its own, so that
/// the answer that no longer needs it is not kept waiting while its thousands of parts are.
enum ReleasedElsewhere {
  /// Takes `value` and lets it go on another thread; the caller must not use it after this.
  static func hand(_ value: consuming Any) {
    let parcel = Parcel(value: value)
    Thread { _ = parcel }.start()
  }

  /// A value only released, never read, on the thread it is handed to.
  private struct Parcel: @unchecked Sendable {
    let value: Any
  }
}
