import Foundation

/// Running a command for which a folder of mode 555 is read-only, as it is for any user but root.
///
/// Root ignores file permissions through two capabilities. As root, the command runs through
/// `setpriv` with both dropped from its bounding set: it stays root, so it still reaches everything
/// root owns (the build folder, the workspaces, a clone in a folder of mode 700), but a folder root
/// owns with mode 555 is read-only to it. Another user needs nothing.
public enum ReadOnlyFolders {
  /// The words to put before a command, or why no folder can be read-only to the tests.
  public static let launcher: Result<[String], Unavailable> = {
    guard getuid() == 0 else { return .success([]) }
    let setpriv = "/usr/bin/setpriv"
    guard FileManager.default.isExecutableFile(atPath: setpriv) else {
      return .failure(
        Unavailable(description: "the tests run as root and \(setpriv) is missing, so no folder is read-only to them"))
    }
    return .success([setpriv, "--bounding-set=-dac_override,-dac_read_search", "--"])
  }()

  /// Whether a folder can be made read-only to the tests' commands.
  public static var available: Bool { (try? launcher.get()) != nil }

  /// Why no folder can be read-only to the tests.
  public struct Unavailable: Error, CustomStringConvertible {
    public let description: String
  }
}
