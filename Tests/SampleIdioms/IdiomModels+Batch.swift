extension IdiomModels {
  /// A list sent under the one key the server chooses (`{"parcels": [...]}`, `{"crates": [...]}`):
  /// the model reads whichever key the object holds and keeps only the list.
  public struct Batch<Element: Decodable & Equatable & Sendable>: Decodable, Equatable, Sendable {
    public var items: [Element]

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: AnyKey.self)
      guard let key = container.allKeys.first else {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no list"))
      }
      items = try container.decode([Element].self, forKey: key)
    }

    private struct AnyKey: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
  }

  /// A depot and its stock, a batch under a key of the server's choosing.
  public struct Depot: Decodable, Equatable, Sendable {
    public var name: String
    public var stock: Batch<Shipment.Parcel>
  }
}
