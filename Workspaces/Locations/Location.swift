/// A place on the map, as the locations API sends it (the model of the reflection-testing article):
/// some places have names and addresses, others are only a point.
public struct Location: Decodable, Equatable, Sendable {
  /// The server's id; every location has one.
  public var locationId: Int
  /// The display name, missing for dropped pins.
  public var name: String?
  /// Latitude in degrees.
  public var latitude: Float?
  /// Longitude in degrees.
  public var longitude: Float?
  /// The mailing address, when known.
  public var address: Address?

  /// A location made of its parts.
  public init(
    locationId: Int, name: String? = nil, latitude: Float? = nil, longitude: Float? = nil, address: Address? = nil
  ) {
    self.locationId = locationId
    self.name = name
    self.latitude = latitude
    self.longitude = longitude
    self.address = address
  }
}

/// A mailing address.
public struct Address: Decodable, Equatable, Sendable {
  /// Street and number.
  public var street: String
  /// City.
  public var city: String
  /// Postal code, where the country has them.
  public var postalCode: String?
  /// ISO 3166 country code.
  public var country: String

  /// An address made of its parts.
  public init(street: String, city: String, postalCode: String? = nil, country: String) {
    self.street = street
    self.city = city
    self.postalCode = postalCode
    self.country = country
  }
}
