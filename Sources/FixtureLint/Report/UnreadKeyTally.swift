import FixtureEngine
import JSONCore
import ModelProbe

/// The warnings for keys a model never reads. Keys a model does not read are normal in an API
/// client, so by default they are one line per model (``LintReport/unread``) and each key's
/// warning is a note. When they are listed (`--unread`), each key is warned about once per model
/// however many fixtures and array elements have it: the first place keeps the warning, with how
/// many fixtures and places have the key; the others lose theirs.
enum UnreadKeyTally {
  /// `fixtures` with each model's unread keys said as `listing` asks, and how much each model reads.
  static func tallied(_ fixtures: [FixtureLint], listing: Bool) -> (fixtures: [FixtureLint], unread: [ModelUnread]) {
    let unread = readings(fixtures)
    guard listing else {
      let quiet = fixtures.map { fixture in
        var fixture = fixture
        fixture.findings = fixture.findings.map { finding in
          guard finding.kind == .keyNeverRead else { return finding }
          var note = finding
          note.severity = .note
          return note
        }
        return fixture
      }
      return (quiet, unread)
    }
    return (listed(fixtures), [])
  }

  /// How much of its fixtures each model that leaves keys unread reads, by model name.
  private static func readings(_ fixtures: [FixtureLint]) -> [ModelUnread] {
    var byModel: [String: ModelUnread] = [:]
    for fixture in fixtures {
      guard let model = fixture.fixture.modelName, let reading = fixture.reading else { continue }
      var entry = byModel[model] ?? ModelUnread(model: model, fixtures: 0, read: 0, keys: 0, unreadKeys: [])
      entry.fixtures += 1
      entry.read += reading.read
      entry.keys += reading.keys
      for finding in fixture.findings where finding.kind == .keyNeverRead {
        if let path = finding.path { entry.unreadKeys.insert(path.withIndexesZeroed.description) }
      }
      byModel[model] = entry
    }
    return byModel.values.filter { !$0.unreadKeys.isEmpty }.sorted { $0.model < $1.model }
  }

  private static func listed(_ fixtures: [FixtureLint]) -> [FixtureLint] {
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

extension ModelUnread {
  /// The one line a report gives the models that leave keys unread, when the keys are not listed:
  /// `24 models leave keys unread; --unread lists them`. Real APIs send more than a client
  /// models, so this is a note, not a warning.
  public static func note(for models: [ModelUnread]) -> String? {
    guard !models.isEmpty else { return nil }
    let who = models.count == 1 ? "1 model leaves" : "\(models.count) models leave"
    return "\(who) keys unread; --unread lists them"
  }
}

/// How much of its fixtures' keys one model reads, where it leaves some unread: one line of lint's
/// report (`Ticket reads 41 of the 96 keys its 3 fixtures hold; --unread lists the 12 it never reads`).
public struct ModelUnread: Sendable, Hashable {
  /// The model's name.
  public var model: String
  /// How many of its fixtures were decoded.
  public var fixtures: Int
  /// The keys it reads, over those fixtures.
  public var read: Int
  /// The keys those fixtures hold.
  public var keys: Int
  /// The keys it never reads, each once, array indexes as `[0]`.
  public var unreadKeys: Set<String>

  /// `Ticket reads 41 of the 96 keys its 3 fixtures hold; --unread lists the 12 it never reads`.
  public var message: String {
    let held = fixtures == 1 ? "its fixture holds" : "its \(fixtures) fixtures hold"
    let count = unreadKeys.count
    return
      "\(model) reads \(read) of the \(keys) keys \(held); --unread lists the \(count) \(count == 1 ? "key" : "keys") it never reads"
  }
}
