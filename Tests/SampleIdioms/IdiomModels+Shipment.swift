extension IdiomModels {
  /// A shipment whose references are read from a number or a string: an optional one, and one in
  /// each parcel of an array; its carrier and each parcel's handler are kept as an enum with a
  /// case for each.
  public struct Shipment: Decodable, Equatable, Sendable {
    public struct Parcel: Decodable, Equatable, Sendable {
      public var code: Identifier
      public var weight: Double
      public var handler: Carrier?
    }

    public var id: Int
    public var reference: Identifier?
    public var carrier: Carrier
    public var parcels: [Parcel]
  }

  /// A carrier known by its number or by its name: a case for each JSON type it is sent as.
  public enum Carrier: Decodable, Equatable, Sendable {
    case number(Int)
    case name(String)

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let number = try? container.decode(Int.self) {
        self = .number(number)
      } else {
        self = .name(try container.decode(String.self))
      }
    }
  }
}
