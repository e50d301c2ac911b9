import JSONFragment

/// A model with required and optional keys, for the tests of the one-call expectations.
struct Profile: Decodable, Equatable {
  let id: Int
  let displayName: String
  let nickname: String?
}

struct ProfileFragment: ModelJSONFragment {
  typealias Model = Profile
  var id: Field<Int> = 1
  var displayName: Field<String> = "Ash"
  var nickname: Field<String> = "Red"

  static let keys: FragmentKeys<Self> = [
    .init("id", \.id, model: \.id),
    .init("display_name", \.displayName, model: \.displayName),
    .init("nickname", \.nickname, model: \.nickname),
  ]
}
