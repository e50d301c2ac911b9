import JSONCore
import JSONTrace

extension SchemaType {
  /// Every key this type's objects ask for, as the model spells it where the schema was learned
  /// with keys as they are. A map's keys are data, not the model's spelling: they are not listed.
  package var objectKeys: Set<String> {
    switch self {
    case .object(_, let fields): fields.reduce(into: Set(fields.map(\.key))) { $0.formUnion($1.type.objectKeys) }
    case .array(let element): element.objectKeys
    default: []
    }
  }
}

extension DecodingOptions {
  /// These options with, under `convertFromWords` and where none are named, the spellings
  /// of `type`'s CodingKeys that are not the camelCase of their words (`userID`, an explicit
  /// `order_id`), learned from the keys the model asks for: so that `JSONDecoder` reads `user_id`
  /// as `userID` as the tracer does.
  package func spellingKeys<Model: Decodable>(of type: Model.Type) -> DecodingOptions {
    guard keys == .convertFromWords, keySpellings.isEmpty, packageDecoder == nil else { return self }
    let asked = SchemaDiscovery.discover(type, options: DecodingOptions(dates: dates)).root.objectKeys
    var options = self
    options.keySpellings = WordKeys.uncommon(asked)
    return options
  }
}
