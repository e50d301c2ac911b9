import Foundation

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

extension PeakMemory {
  /// The largest peak resident set size (VmHWM, KiB) among this process's running children (the
  /// model worker), read from `/proc`; 0 where there is no `/proc`.
  static func childrenResidentKiB() -> Int {
    let me = getpid()
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return 0 }
    var peak = 0
    for entry in entries where Int32(entry) != nil {
      guard let stat = procText("/proc/\(entry)/stat"),
        let close = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 2, Int32(fields[1]) == me,
        let status = procText("/proc/\(entry)/status"),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
      else { continue }
      peak = max(peak, Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0)
    }
    return peak
  }

  /// A `/proc` file's text: read to its end, since `/proc` files say they are empty.
  private static func procText(_ path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
  }
}
