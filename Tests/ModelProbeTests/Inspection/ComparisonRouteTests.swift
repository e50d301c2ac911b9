import FixtureEngine
import Foundation
import JSONFragment
import Testing

/// A model registered with a fragment is compared through the fragment's keys; a model without
/// one through the property map learned by the probe.
struct ComparisonRouteTests {
  /// A score whose `init(from:)` falls back to a default level, and stores its label trimmed.
  struct Score: Decodable, Equatable {
    var player: String
    var level: Int
    var label: String

    enum CodingKeys: String, CodingKey {
      case player = "player_name"
      case level, label
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      player = try container.decode(String.self, forKey: .player)
      level = try container.decodeIfPresent(Int.self, forKey: .level) ?? 1
      label = try container.decode(String.self, forKey: .label).trimmingCharacters(in: .whitespaces)
    }
  }

  struct ScoreFragment: ModelJSONFragment {
    typealias Model = Score
    var player: Field<String> = "ada"
    var level: Field<Int> = 3
    var label: Field<String> = "gold"

    static let keys: FragmentKeys<Self> = [
      .init("player_name", \.player, model: \.player),
      .init("level", \.level, model: \.level, whenMissing: 1),
      .init("label", \.label, model: \.label),
    ]
  }

  static let withFragment = WorkspaceModel.fragment(ScoreFragment.self)
  static let withoutFragment = WorkspaceModel.model(Score.self)

  private func lines(_ model: WorkspaceModel, _ json: String) -> [String] {
    let inspection = model.inspect(Data(json.utf8))
    #expect(inspection.decodes)
    return inspection.comparison.map { result in
      switch result.verdict {
      case .match: "OK \(result.path) \(result.expected)"
      case .mismatch: "FAIL \(result.path) \(result.expected) \(result.actual)"
      case .normalized(let rule): "~ \(result.path) (\(rule))"
      case .notCompared(let reason): "-- \(result.path) (\(reason))"
      }
    }
  }

  @Test func theFragmentChecksTheFallbackOfAnAbsentKey() {
    #expect(
      lines(Self.withFragment, #"{"player_name": "ada", "label": "gold"}"#) == [
        "OK player_name \"ada\"", "OK label \"gold\"", "OK level 1",
      ])
  }

  @Test func theFragmentChecksTheFallbackOfANull() {
    #expect(
      lines(Self.withFragment, #"{"player_name": "ada", "level": null, "label": "gold"}"#) == [
        "OK player_name \"ada\"", "OK level 1", "OK label \"gold\"",
      ])
  }

  @Test func withoutAFragmentAnAbsentKeyIsNotCompared() {
    #expect(
      lines(Self.withoutFragment, #"{"player_name": "ada", "label": "gold"}"#) == [
        "OK player_name \"ada\"", "OK label \"gold\"",
      ])
  }

  @Test func bothRoutesTieKeysToPropertiesAndSeeADifference() {
    let json = #"{"player_name": "ada", "level": 4, "label": " gold "}"#
    #expect(
      lines(Self.withFragment, json) == [
        "OK player_name \"ada\"", "OK level 4", #"FAIL label " gold " "gold""#,
      ])
    #expect(lines(Self.withoutFragment, json).prefix(2) == ["OK player_name \"ada\"", "OK level 4"])
  }

  @Test func theFragmentRouteHonoursTheLimit() {
    let inspection = Self.withFragment.inspect(
      Data(#"{"player_name": "ada", "label": "gold"}"#.utf8), comparisonLimit: 2)
    #expect(inspection.comparison.map(\.path) == ["player_name", "label"])
  }
}
