import FixtureEngine
import Foundation
import PayloadSources

/// A payload for the editor to open in the background.
public enum PayloadToOpen: Sendable {
  /// A file, named `name` on screen (`charizard.json`).
  case file(path: String, name: String)
  /// Bytes read already (standard input, a URL).
  case bytes(Data, name: String)
  /// The model's first fixture.
  case firstFixture
  /// Many payloads (files, folders, NDJSON logs, HAR captures), stepped through with `[` and `]`;
  /// `name` says what they are on screen (`log.ndjson`).
  case set(PayloadSet, name: String)

  /// What the title shows while it opens.
  var description: String {
    switch self {
    case .file(_, let name), .bytes(_, let name), .set(_, let name): name
    case .firstFixture: "the first fixture"
    }
  }
}
