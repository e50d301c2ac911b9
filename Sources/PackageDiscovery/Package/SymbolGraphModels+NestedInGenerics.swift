import JSONCore

/// A `Decodable` type declared inside a generic type (`Response` in `_LibraryItems<Item>`): it has
/// a name only with the generic type's arguments, so it is a model only where a typealias gives
/// them (`typealias LibraryItems = _LibraryItems<PlexMediaItem>` makes `LibraryItems.Response`).
public struct NestedInGeneric: Sendable, Hashable {
  /// The generic type's name inside its module, outer types first (`Plex.Request._LibraryItems`).
  public var generic: String
  /// The nested type, named by its whole path (`Plex.Request._LibraryItems.Response`).
  public var model: FoundModel

  /// A nested type of `generic`.
  public init(generic: String, model: FoundModel) {
    self.generic = generic
    self.model = model
  }

  /// The models `aliases` make of these nested types: each typealias of the same module that
  /// names an instantiation of their generic type, as its own scope resolves the name, gives
  /// each of them under the alias's name (`Plex.Request.LibraryItems.Response`).
  public static func models(_ nested: [NestedInGeneric], through aliases: [FoundTypealias]) -> [FoundModel] {
    var made: [FoundModel] = []
    for alias in aliases {
      guard let base = alias.genericBase else { continue }
      let scopes = alias.name.split(separator: ".").dropLast().map(String.init)
      let candidates = (0...scopes.count).reversed().map { (scopes.prefix($0) + [base]).joined(separator: ".") }
      guard let generic = candidates.first(where: { name in nested.contains { $0.generic == name } }) else { continue }
      for entry in nested where entry.generic == generic && entry.model.module == alias.module {
        var model = entry.model
        model.typeName = alias.name + entry.model.typeName.dropFirst(generic.count)
        model.isNamedThroughAlias = true
        made.append(model)
      }
    }
    return made.sorted()
  }
}

extension SymbolGraphModels {
  /// The `Decodable` types of the symbol graph in `bytes` declared inside a generic type, at any
  /// depth, with the nearest generic type that holds them; generic ones are left out.
  /// - Throws: `JSONParseError` when the bytes are not JSON.
  public static func nestedInGenerics(inSymbolGraph bytes: [UInt8]) throws(JSONParseError) -> [NestedInGeneric] {
    let graph = try JSONParser.parse(bytes)
    guard case .string(let module)? = graph["module"]?["name"], case .array(let symbols)? = graph["symbols"] else {
      return []
    }
    let (conformances, owners) = conformancesAndOwners(in: graph)
    let held = heldTypes(symbols, owners: owners) { conformances[$0]?.contains(decodable) == true }
    // A type nested in a generic one lists the parameters it inherits: a type is generic of its
    // own when it lists more than the type that holds it.
    var parameterCounts: [[String]: Int] = [:]
    for symbol in symbols {
      if case .array(let parameters)? = symbol["swiftGenerics"]?["parameters"] {
        parameterCounts[strings(symbol["pathComponents"])] = parameters.count
      }
    }
    let generic = Set(
      parameterCounts.filter { path, count in count > (parameterCounts[Array(path.dropLast())] ?? 0) }.keys)
    var found: [NestedInGeneric] = []
    for symbol in symbols {
      guard case .string(let precise)? = symbol["identifier"]?["precise"],
        let conforms = conformances[precise], conforms.contains(decodable),
        case .string(let kindName)? = symbol["kind"]?["identifier"], let kind = kind(kindName),
        !generic.contains(strings(symbol["pathComponents"]))
      else { continue }
      let path = strings(symbol["pathComponents"])
      guard let depth = (1..<max(path.count, 1)).reversed().first(where: { generic.contains(Array(path.prefix($0))) })
      else { continue }
      var access = "internal"
      if case .string(let level)? = symbol["accessLevel"] { access = level }
      var model = FoundModel(module: module, typeName: path.joined(separator: "."), kind: kind, accessLevel: access)
      model.conformances = conforms
      model.isValue = kind == .enumeration && conforms.contains(rawRepresentable)
      model.isHeldByAnotherModel = held.contains(precise)
      found.append(NestedInGeneric(generic: path.prefix(depth).joined(separator: "."), model: model))
    }
    return found
  }
}
