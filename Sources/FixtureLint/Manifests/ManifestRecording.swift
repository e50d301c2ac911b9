import Foundation
import WorkbenchContext

extension ManifestPage {
  /// Records this folder's manifest: adds a line for each fixture that fails and has
  /// none, drops the lines of fixtures that no longer exist, keeps every other line as it is, and
  /// writes the file atomically when anything changed. A manifest with lines that make no sense
  /// is left alone, so nothing written by hand is lost.
  mutating func record(in context: AppContext, upkeep: String?) -> [ManifestChange] {
    let added = fixtures.keys.sorted().compactMap { name -> ExpectedFailureManifest.Entry? in
      guard manifest.entry(for: name) == nil, let failure = fixtures[name]?.failure else { return nil }
      return ExpectedFailureManifest.Entry(fixture: name, path: failure.path.description)
    }
    let dropped = staleEntries
    guard !added.isEmpty || !dropped.isEmpty else { return [] }
    guard isSound else {
      if fileFindings.isEmpty {
        fileFindings.append(
          LintFinding(
            .error, .manifestSyntax,
            message: "recording left this file as it was; fix the lines above, then record again"))
      }
      return []
    }
    let kept = manifest.entries.filter { fixtures[$0.fixture] != nil }
    let text = ExpectedFailureManifest(entries: kept + added).text(upkeep: upkeep)
    do {
      try context.files.replace(place.path, Data(text.utf8))
    } catch {
      fileFindings.append(
        LintFinding(
          .error, .unwritable, message: "cannot write the file: \(error.localizedDescription); it was left as it was"))
      return []
    }
    manifest = ExpectedFailureManifest(parsing: text)
    exists = true
    return dropped.map { ManifestChange(.dropped, manifest: place.file, entry: $0) }
      + added.map { ManifestChange(.added, manifest: place.file, entry: $0) }
  }
}
