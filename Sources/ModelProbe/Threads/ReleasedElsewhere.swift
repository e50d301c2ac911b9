import Foundation

/// Lets a large value (a decoded model, a parsed tree) be freed on a thread of its own, so that
/// the answer that no longer needs it is not kept waiting while its thousands of parts are.
enum ReleasedElsewhere {
  /// Takes `value` and lets it go on another thread; the caller must not use it after this.
  static func hand(_ value: consuming Any) {
    // The only reference is the unmanaged one the thread releases: a copy kept here could be
    // the last to go, and the value freed on this thread after all.
    let parcel = Parcel(held: Unmanaged.passRetained(Box(value: value)))
    Thread { parcel.held.release() }.start()
  }

  private final class Box {
    let value: Any

    init(value: consuming Any) {
      self.value = value
    }
  }

  /// The box, crossing to the thread that releases it.
  private struct Parcel: @unchecked Sendable {
    let held: Unmanaged<Box>
  }
}
