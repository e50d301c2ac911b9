/// A catalog entry, as the catalog API sends it (the model of the adapter article).
public struct DataModel: Decodable, Equatable, Sendable {
  /// The entry's id.
  public var id: Int
  /// The entry's name.
  public var name: String

  /// An entry made of its parts.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}
