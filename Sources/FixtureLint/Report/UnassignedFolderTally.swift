import Foundation

/// One warning for a folder whose fixtures all fit no model: fixtures of types a test target
/// defines (mocks, stubs), which are no model's, said once, naming the folder, rather than once a file.
enum UnassignedFolderTally {
  /// `fixtures` with the unassigned warning of each such folder of two or more kept on its first
  /// fixture, reworded for the folder, and the others' made notes.
  static func tallied(_ fixtures: [FixtureLint], workspace: String) -> [FixtureLint] {
    let folder = { (fixture: FixtureLint) in URL(fileURLWithPath: fixture.file).deletingLastPathComponent().relativePath
    }
    let byFolder = Dictionary(grouping: fixtures, by: folder)
    let whole = Set(
      byFolder.filter { $0.value.count > 1 && $0.value.allSatisfy { $0.status == .unassigned } }.keys)
    var said: Set<String> = []
    return fixtures.map { fixture in
      let place = folder(fixture)
      guard whole.contains(place) else { return fixture }
      var fixture = fixture
      let first = said.insert(place).inserted
      fixture.findings = fixture.findings.map { finding in
        guard finding.kind == .unassigned else { return finding }
        var tallied = finding
        if first {
          let count = byFolder[place]?.count ?? 0
          tallied.message =
            "the \(count) fixtures in \(place)/ fit no model of workspace \(workspace) (mocks of types the tests define?): "
            + "they are not checked; if they are some model's, pin them in fixture-workbench.json"
            + " (\"fixtures\": [{\"folder\": \"...\", \"models\": {\"*\": \"Model\"}}])"
        } else {
          tallied.severity = .note
        }
        return tallied
      }
      return fixture
    }
  }
}
