/// The `JSONDecoder` model of one generated record; it decodes every field, nested ones included.
struct Person: Decodable {
  /// The record's nested object.
  struct Address: Decodable {
    let street: String
    let city: String
    let zip: String
    let geo: Geo
  }

  /// The object nested in ``Address``.
  struct Geo: Decodable {
    let lat: Double
    let lon: Double
  }

  let id: Int
  let guid: String
  let isActive: Bool
  let balance: Double
  let age: Int
  let score: Double
  let name: String
  let email: String
  let nickname: String?
  let bio: String
  let registered: String
  let address: Address
  let tags: [String]
  let visits: [Int]
  let managerId: Int?
  let verified: Bool
}
