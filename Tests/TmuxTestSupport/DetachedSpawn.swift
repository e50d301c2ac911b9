import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a program that leaves a daemon behind (the tmux server) the clean way: stdio on
/// /dev/null, no other descriptor of this test process inherited, no signal blocked or ignored.
///
/// Foundation's `Process` would do neither: the daemon could keep a pipe of a test running in
/// parallel open (which then waits forever for its end), and it would inherit the signal mask of
/// a Swift concurrency thread, where SIGTERM and SIGCHLD are blocked (so `kill-server` does
/// nothing and the server outlives the test).
public enum DetachedSpawn {
  /// Runs `executable` with `arguments` and `environment`, waits for it to exit and returns
  /// whether it exited with status 0.
  public static func run(_ executable: String, _ arguments: [String], environment: [String: String]) -> Bool {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      // posix_spawn_file_actions_addclosefrom_np is not visible to Swift: close what is open now.
      let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    #endif
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid = pid_t()
    guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else { return false }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return false }
    }
    return status == 0
  }
}
