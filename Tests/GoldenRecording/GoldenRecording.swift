import Foundation

/// The one switch that writes every golden file the tests compare with anew (frames, the bundled
/// inspections, the committed exports, the README's key table): `WORKBENCH_RECORD=1 ./dev test`,
/// then review the diff.
public enum GoldenRecording {
  public static let variable = "WORKBENCH_RECORD"

  /// Whether this run writes the goldens.
  public static var isOn: Bool { ProcessInfo.processInfo.environment[variable] == "1" }
}
