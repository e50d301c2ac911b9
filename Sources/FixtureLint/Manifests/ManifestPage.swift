import Foundation
import JSONCore
import WorkbenchContext

/// One `failing` folder's manifest as lint sees it: what it says, whether it could be read, and
/// the fixtures meant to fail in that folder.
struct ManifestPage: Sendable {
  var place: ManifestPlace
  var manifest: ExpectedFailureManifest
  /// Whether the file exists (a missing manifest reads as empty).
  var exists: Bool
  /// A failed read or write.
  var fileFindings: [LintFinding] = []
  /// The checked fixtures of this folder, by their name in the manifest.
  var fixtures: [String: DecodedFixture]

  /// Reads the manifest at `place`; `fixtures` are the checks of the fixtures it covers.
  init(_ place: ManifestPlace, fixtures: [String: DecodedFixture], context: AppContext) {
    self.place = place
    self.fixtures = fixtures
    self.exists = context.files.exists(place.path)
    self.manifest = ExpectedFailureManifest()
    guard exists else { return }
    do {
      manifest = ExpectedFailureManifest(parsing: String(decoding: try context.files.read(place.path), as: UTF8.self))
    } catch {
      fileFindings.append(
        LintFinding(.error, .unreadable, message: "cannot read the file: \(error.localizedDescription)"))
    }
  }

  /// Whether the file was read and every line of it makes sense.
  var isSound: Bool { fileFindings.isEmpty && manifest.problems.isEmpty }

  /// The lines that name no fixture of the folder.
  var staleEntries: [ExpectedFailureManifest.Entry] {
    manifest.entries.filter { fixtures[$0.fixture] == nil }
  }

  /// The lint result: problems of the file and its lines, and its stale entries as warnings.
  var lint: ManifestLint {
    let problems = manifest.problems.map { problem in
      LintFinding(
        .error, .manifestSyntax, location: TextLocation(line: problem.line, column: 1), message: problem.message)
    }
    let stale = staleEntries.map { entry in
      LintFinding(
        .warning, .staleEntry, location: entry.line.map { TextLocation(line: $0, column: 1) },
        message: "\(entry.fixture) is not a fixture in this folder; delete the line")
    }
    return ManifestLint(path: place.path, file: place.file, findings: problems + fileFindings + stale)
  }
}
