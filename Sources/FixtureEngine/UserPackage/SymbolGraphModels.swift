import JSONFragment

/// Finds the `Decodable` types of a module in the symbol graph the compiler writes for it
/// (`swift package dump-symbol-graph --minimum-access-level internal`).
///
/// A type is a model when a `conformsTo` relationship ties it to `Swift.Decodable` (precise
/// identifier `s:Se`; `Codable` types and types conforming through a protocol carry it too).
/// Protocols are not models, and neither are enums with raw values (`enum Sky: String`): they are
/// values inside models, never a payload of their own.
///
/// The graph is read with the project's own JSON parser: the reader needs five fields of it, and a
/// dependency for them (SymbolKit) would be built into every user's launcher.
public enum SymbolGraphModels {
  /// The precise identifier of `Swift.Decodable`.
  static let decodable = "s:Se"
  /// The precise identifier of `Swift.RawRepresentable`.
  static let rawRepresentable = "s:SY"

  /// The models of the symbol graph in `bytes`, sorted by name.
  /// - Throws: ``JSONParseError`` when the bytes are not JSON.
  public static func models(inSymbolGraph bytes: [UInt8]) throws(JSONParseError) -> [FoundModel] {
    let graph = try JSONParser.parse(bytes)
    guard case .string(let module)? = graph["module"]?["name"] else { return [] }
    var conformances: [String: Set<String>] = [:]
    if case .array(let relationships)? = graph["relationships"] {
      for relationship in relationships {
        guard case .string("conformsTo")? = relationship["kind"], case .string(let source)? = relationship["source"],
          case .string(let target)? = relationship["target"]
        else { continue }
        conformances[source, default: []].insert(target)
      }
    }
    var models: [FoundModel] = []
    guard case .array(let symbols)? = graph["symbols"] else { return [] }
    for symbol in symbols {
      guard case .string(let precise)? = symbol["identifier"]?["precise"],
        let conforms = conformances[precise], conforms.contains(decodable),
        case .string(let kindName)? = symbol["kind"]?["identifier"],
        let kind = kind(kindName),
        case .array(let path)? = symbol["pathComponents"]
      else { continue }
      if kind == .enumeration, conforms.contains(rawRepresentable) { continue }
      let components = path.compactMap { component -> String? in
        if case .string(let text) = component { return text }
        return nil
      }
      var parameters: [String] = []
      if case .array(let generics)? = symbol["swiftGenerics"]?["parameters"] {
        parameters = generics.compactMap { parameter in
          if case .string(let name)? = parameter["name"] { return name }
          return nil
        }
      }
      var access = "internal"
      if case .string(let level)? = symbol["accessLevel"] { access = level }
      models.append(
        FoundModel(
          module: module, typeName: components.joined(separator: "."), kind: kind, accessLevel: access,
          genericParameters: parameters))
    }
    return models.sorted()
  }

  private static func kind(_ identifier: String) -> FoundModel.Kind? {
    switch identifier {
    case "swift.struct": .structure
    case "swift.enum": .enumeration
    case "swift.class": .class
    default: nil
    }
  }
}
