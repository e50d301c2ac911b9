import JSONFragment

/// The payload of one ``DataModel``.
public struct DataModelFragment: ModelJSONFragment, Sendable {
  public typealias Model = DataModel

  public var id: Field<Int> = 1
  public var name: Field<String> = "valid name"

  public init() {}

  public static let keys: FragmentKeys<Self> = [
    .init("id", \.id, model: \.id),
    .init("name", \.name, model: \.name),
  ]
}
