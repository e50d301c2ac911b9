import JSONFragment

/// The payload of one ``Location``: the CVS on Biscayne Boulevard by default.
public struct LocationFragment: ModelJSONFragment, Sendable {
  public typealias Model = Location

  public var locationId: Field<Int> = 1
  public var name: Field<String> = "CVS"
  public var latitude: Field<Float> = 25.771171
  public var longitude: Field<Float> = -80.191777
  public var address: Field<AddressFragment> = .value(AddressFragment())

  public init() {}

  public static let keys: FragmentKeys<Self> = [
    .init("locationId", \.locationId, model: \.locationId),
    .init("name", \.name, model: \.name),
    .init("latitude", \.latitude, model: \.latitude),
    .init("longitude", \.longitude, model: \.longitude),
    .init("address", \.address, model: \.address),
  ]
}

/// The payload of one ``Address``.
public struct AddressFragment: ModelJSONFragment, Sendable {
  public typealias Model = Address

  public var street: Field<String> = "100 Biscayne Blvd"
  public var city: Field<String> = "Miami"
  public var postalCode: Field<String> = "33132"
  public var country: Field<String> = "US"

  public init() {}

  public static let keys: FragmentKeys<Self> = [
    .init("street", \.street, model: \.street),
    .init("city", \.city, model: \.city),
    .init("postalCode", \.postalCode, model: \.postalCode),
    .init("country", \.country, model: \.country),
  ]
}
