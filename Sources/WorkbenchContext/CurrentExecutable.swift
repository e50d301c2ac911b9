import Foundation

/// The path of the running executable, for starting a copy of it (a worker).
public enum CurrentExecutable {
  /// The resolved path of this process's executable.
  public static let path: String? = {
    #if os(Linux)
      // Bundle.main is not used: it traps for a user who cannot read the build folder.
      if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return resolved
      }
    #endif
    return CommandLine.arguments.first.map { URL(fileURLWithPath: $0).standardized.path }
  }()
}
