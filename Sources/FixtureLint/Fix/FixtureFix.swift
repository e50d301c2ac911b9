import FixtureEngine
import Foundation
import JSONCore

/// What `lint --fix` found for one fixture that does not decode as its model: the edit that makes
/// it decode, or the fields it leaves to a person, and why.
public struct FixtureFix: Sendable {
  /// Repaired, or not.
  public enum Outcome: Sendable {
    /// The text that decodes, and each repair made to get it.
    case repaired(text: [UInt8], notes: [RepairNote])
    /// The fields no repair was found for (empty when the text is not JSON the model can be
    /// asked about), with what was tried.
    case needsYou([UnrepairedField], summary: String)
  }

  /// The fixture.
  public var fixture: FixtureFile
  /// The text as it was read.
  public var original: [UInt8]
  /// Repaired, or not.
  public var outcome: Outcome
  /// For a fixture meant to fail, the manifest line that follows its repair.
  public var manifestChange: ManifestPathChange?

  /// The repaired text, when there is one.
  public var repairedText: [UInt8]? {
    if case .repaired(let text, _) = outcome { return text }
    return nil
  }

  /// The repairs made, when the fixture was repaired.
  public var notes: [RepairNote] {
    if case .repaired(_, let notes) = outcome { return notes }
    return []
  }

  /// The repair as `diff -u` shows it, with the file named `file`; `nil` when not repaired.
  public func diff(naming file: String) -> String? {
    repairedText.map {
      UnifiedDiff(
        file: file, old: String(decoding: original, as: UTF8.self), new: String(decoding: $0, as: UTF8.self)
      ).text
    }
  }
}
