/// The data model of the adapter article.
struct DataModel: Decodable, Equatable {
  let id: Int
  let name: String
}

struct Move: Decodable, Equatable {
  let name: String
  let power: Int
}

struct Moveset: Decodable, Equatable {
  let owner: String
  let moves: [Move]
}
