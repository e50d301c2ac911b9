import Foundation

/// The files an export would write, each with what writing it would do, worked out before anything
/// is written so the user can be asked about overwrites.
public struct ExportPlan: Sendable, Hashable {
  /// One file of the plan.
  public struct File: Sendable, Hashable {
    /// What writing the file does.
    public enum Status: Sendable, Hashable {
      /// No file is there yet.
      case new
      /// The file is there with exactly these contents: nothing to write.
      case unchanged
      /// The file is there with other contents: writing replaces them.
      case changed
    }

    /// The absolute path.
    public var path: String
    /// The bytes to write.
    public var contents: Data
    /// What writing it does.
    public var status: Status
  }

  /// Every file, in the order they are written.
  public var files: [File]
  /// The number of scenario cases, for a matrix.
  public var caseCount: Int?

  /// Files whose different contents would be replaced.
  public var overwrites: [File] { files.filter { $0.status == .changed } }
  /// Files that writing would create or change.
  public var pendingWrites: [File] { files.filter { $0.status != .unchanged } }
}
