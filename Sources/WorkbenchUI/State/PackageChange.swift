import FixtureEngine
import ModelProbe

/// What the package watch tells the app: the package's code or fixtures changed on disk.
public enum PackageChange: Sendable {
  /// Sources changed (`Merchant.swift changed`), and the models are being built again.
  case rebuilding(String)
  /// The models were built again: the workspaces as they are now.
  case rebuilt(WorkspaceRegistry)
  /// The package does not build: the compiler's first errors (`file:line:column: message`).
  case buildFailed([String])
  /// Fixture files changed on disk (absolute paths).
  case filesChanged([String])
}

/// The editor's model as it was before its code changed: what the note after the rebuild
/// compares with.
public struct RebuiltModel: Sendable {
  /// The model's name.
  public var name: String
  /// What was learned of it.
  public var schema: ModelSchema
  /// How many fields failed in the payload on screen (0 when it decoded), if it was decoded.
  public var failures: Int?
  /// What changed in its keys, once it is learned again (`due_at is now optional`).
  public var keyChanges: [String] = []
  /// The models the rebuild added or removed (`new: Coupon`), if any.
  public var modelsNote: String?
}
