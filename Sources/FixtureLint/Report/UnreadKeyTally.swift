import FixtureEngine
import JSONCore
import ModelProbe

/// The warnings for keys a model never reads, one per key of a model however many fixtures and
/// array elements have it: the first place keeps the warning, with how many fixtures and places
/// have the key; the others lose theirs. A key in 25 fixtures is one line that CI can read, not 25.
enum UnreadKeyTally {
  /// `fixtures` with each model's unread key warned about once, at its first place.
  static func tallied(_ fixtures: [FixtureLint]) -> [FixtureLint] {
    struct Tally {
      var fixtures: Set<String> = []
      var places = 0
    }
    let key = { (fixture: FixtureLint, path: JSONPath) in
      "\(fixture.fixture.modelName ?? "")\u{0}\(path.withIndexesZeroed)"
    }
    var tallies: [String: Tally] = [:]
    for fixture in fixtures {
      for finding in fixture.findings where finding.kind == .keyNeverRead {
        guard let path = finding.path else { continue }
        tallies[key(fixture, path), default: Tally()].fixtures.insert(fixture.file)
        tallies[key(fixture, path), default: Tally()].places += 1
      }
    }
    var warned: Set<String> = []
    return fixtures.map { fixture in
      var fixture = fixture
      fixture.findings = fixture.findings.compactMap { finding in
        guard finding.kind == .keyNeverRead, let path = finding.path, let tally = tallies[key(fixture, path)] else {
          return finding
        }
        guard warned.insert(key(fixture, path)).inserted else { return nil }
        guard tally.places > 1 else { return finding }
        var first = finding
        let fixtures = tally.fixtures.count
        let spread =
          fixtures > 1
          ? "\(fixtures) fixtures have it (\(tally.places) places)" : "\(tally.places) places of this fixture have it"
        first.message = "\(path.withIndexesZeroed): the model never reads this key; \(spread), this is the first"
        return first
      }
      return fixture
    }
  }
}
