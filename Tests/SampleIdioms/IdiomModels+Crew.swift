extension IdiomModels {
  /// A crew as a rota service sends it: each member's `lead` flag arrives as `true`, `1` or
  /// `"0"`, and the member reads any of them into a `Bool`, as app code for such servers does.
  public struct Crew: Decodable, Equatable, Sendable {
    public struct Member: Decodable, Equatable, Sendable {
      public var name: String
      public var lead: Bool

      enum CodingKeys: String, CodingKey {
        case name, lead
      }

      public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        if let flag = try? container.decode(Bool.self, forKey: .lead) {
          lead = flag
        } else if let number = try? container.decode(Int.self, forKey: .lead) {
          lead = number != 0
        } else {
          lead = ["1", "true", "yes"].contains(try container.decode(String.self, forKey: .lead).lowercased())
        }
      }
    }

    public var name: String
    public var members: [Member]
  }
}
