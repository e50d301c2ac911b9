extension IdiomModels {
  /// A shipment whose references are read from a number or a string: an optional one, and one in
  /// each parcel of an array.
  public struct Shipment: Decodable, Equatable, Sendable {
    public struct Parcel: Decodable, Equatable, Sendable {
      public var code: Identifier
      public var weight: Double
    }

    public var id: Int
    public var reference: Identifier?
    public var parcels: [Parcel]
  }
}
