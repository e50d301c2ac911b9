#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's peak resident set size so far, from `getrusage(RUSAGE_SELF)`.
///
/// It is a high-water mark: it only ever grows, which is why each case runs in its own process
/// and reads it once after making its input (the baseline) and once after the operation (the peak).
enum PeakMemory {
  /// Peak resident set size in KiB.
  static func residentKiB() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
      return usage.ru_maxrss  // KiB on Linux
    #else
      getrusage(RUSAGE_SELF, &usage)
      return usage.ru_maxrss / 1024  // bytes on Darwin
    #endif
  }
}
