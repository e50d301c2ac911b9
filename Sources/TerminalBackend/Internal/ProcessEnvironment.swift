#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Reads the process environment (for error messages only; curses reads it itself).
enum ProcessEnvironment {
  static func value(of name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
