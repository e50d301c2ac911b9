import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one thread with no signal blocked, which takes every signal sent to the process, so that
/// the handlers libdispatch installs for its signal sources (a child's exit for `Process`) and our
/// own (`^C` in `lint --watch`) run: the role dispatch_main() gives the main thread it parks.
enum SignalThread {
  static func start() {
    let thread = Thread {
      var none = sigset_t()
      sigemptyset(&none)
      pthread_sigmask(SIG_SETMASK, &none, nil)
      while true { sigsuspend(&none) }
    }
    thread.name = "signals"
    thread.start()
  }
}
