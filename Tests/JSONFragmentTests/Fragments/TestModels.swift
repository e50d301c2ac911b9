import JSONFragment

/// Models with nesting and arrays, and their fragments, as a user's test target would have them.
struct Trainer: Decodable, Equatable {
  struct Badge: Decodable, Equatable {
    var name: String
    var gym: String?
  }

  enum Rank: String, Decodable, CaseIterable {
    case rookie, veteran, champion
  }

  var name: String
  var rank: Rank
  var favoriteBadge: Badge?
  var badges: [Badge]
  var nicknames: [String]
  var rivalName: String?
  var wins: Int

  enum CodingKeys: String, CodingKey {
    case name, rank, badges, nicknames, wins
    case favoriteBadge = "favorite_badge"
    case rivalName = "rival_name"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    rank = try container.decode(Rank.self, forKey: .rank)
    favoriteBadge = try container.decodeIfPresent(Badge.self, forKey: .favoriteBadge)
    badges = try container.decode([Badge].self, forKey: .badges)
    nicknames = try container.decode([String].self, forKey: .nicknames)
    rivalName = try container.decodeIfPresent(String.self, forKey: .rivalName)
    wins = try container.decodeIfPresent(Int.self, forKey: .wins) ?? 0
  }
}

extension Trainer.Rank: JSONRepresentable {}

struct BadgeFragment: ModelJSONFragment {
  typealias Model = Trainer.Badge
  var name: Field<String> = "Boulder"
  var gym: Field<String> = "Pewter"

  static let keys: FragmentKeys<Self> = [
    .init("name", \.name, model: \.name),
    .init("gym", \.gym, model: \.gym),
  ]
}

struct TrainerFragment: ModelJSONFragment {
  typealias Model = Trainer
  var name: Field<String> = "Ash"
  var rank: Field<Trainer.Rank> = .value(.rookie)
  var favoriteBadge: Field<BadgeFragment> = .value(BadgeFragment())
  var badges: Field<[BadgeFragment]> = .value([BadgeFragment(), BadgeFragment(name: "Cascade", gym: "Cerulean")])
  var nicknames: Field<[String]> = .value(["Satoshi", "Red"])
  var rivalName: Field<String> = .absent
  var wins: Field<Int> = 3
  var debugToken: Field<String> = .absent

  static let keys: FragmentKeys<Self> = [
    .init("name", \.name, model: \.name),
    .init("rank", \.rank, model: \.rank),
    .init("favorite_badge", \.favoriteBadge, model: \.favoriteBadge),
    .init("badges", \.badges, model: \.badges),
    .init("nicknames", \.nicknames, model: \.nicknames),
    .init("rival_name", \.rivalName, model: \.rivalName),
    .init("wins", \.wins, model: \.wins, whenMissing: 0),
    .init("debug_token", \.debugToken),
  ]
}
