import JSONCore

/// Finds the `Decodable` types of a module in the symbol graph the compiler writes for it
/// (`swift package dump-symbol-graph --minimum-access-level internal`).
///
/// A type is a model when a `conformsTo` relationship ties it to `Swift.Decodable` (precise
/// identifier `s:Se`; `Codable` types and types conforming through a protocol carry it too).
/// Protocols are not models. Enums with raw values (`enum Sky: String`) are values inside models
/// more often than payloads of their own: they are models listed last, for a fixture that is a
/// bare value (`"clear"`).
///
/// The graph is read with the project's own JSON parser: the reader needs five fields of it, and a
/// dependency for them (SymbolKit) would be built into every user's launcher.
public enum SymbolGraphModels {
  /// The precise identifier of `Swift.Decodable`.
  static let decodable = "s:Se"
  /// The precise identifier of `Swift.RawRepresentable`.
  static let rawRepresentable = "s:SY"

  /// The models of the symbol graph in `bytes`: first those no other model holds (the payloads'
  /// own types), then those another model's property or enum case holds, then the raw-value
  /// enums, each group sorted by name. The first model is the one a fixture directly in a fixture folder is for, when its name
  /// names no model.
  /// - Throws: `JSONParseError` when the bytes are not JSON.
  public static func models(inSymbolGraph bytes: [UInt8]) throws(JSONParseError) -> [FoundModel] {
    let graph = try JSONParser.parse(bytes)
    guard case .string(let module)? = graph["module"]?["name"] else { return [] }
    let (conformances, owners) = conformancesAndOwners(in: graph)
    var models: [FoundModel] = []
    guard case .array(let symbols)? = graph["symbols"] else { return [] }
    let wrappers = Set(
      symbols.compactMap { symbol -> String? in
        guard case .string(let precise)? = symbol["identifier"]?["precise"],
          case .array(let path)? = symbol["pathComponents"], path.last == .string("wrappedValue")
        else { return nil }
        return owners[precise]
      })
    let held = heldTypes(symbols, owners: owners) { conformances[$0]?.contains(decodable) == true }

    let generic = Set(
      symbols.compactMap { symbol -> String? in
        guard case .string(let precise)? = symbol["identifier"]?["precise"],
          case .array(let parameters)? = symbol["swiftGenerics"]?["parameters"], !parameters.isEmpty
        else { return nil }
        return precise
      })
    func hasGenericOwner(_ precise: String) -> Bool {
      var owner = owners[precise]
      while let current = owner {
        if generic.contains(current) { return true }
        owner = owners[current]
      }
      return false
    }
    for symbol in symbols {
      guard case .string(let precise)? = symbol["identifier"]?["precise"],
        let conforms = conformances[precise], conforms.contains(decodable),
        // A type nested in a generic one (`APIResponse<T>.Link`), at any depth, is named only with
        // the parent's argument (``nestedInGenerics(inSymbolGraph:)``).
        !hasGenericOwner(precise),
        case .string(let kindName)? = symbol["kind"]?["identifier"],
        let kind = kind(kindName),
        case .array(let path)? = symbol["pathComponents"]
      else { continue }
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
      var model = FoundModel(
        module: module, typeName: components.joined(separator: "."), kind: kind, accessLevel: access,
        genericParameters: parameters)
      model.conformances = conforms
      if parameters.count == 1 { model.parameterConformances = parameterConformances(symbol, parameter: parameters[0]) }
      model.isHeldByAnotherModel = held.contains(precise)
      model.isValue = kind == .enumeration && conforms.contains(rawRepresentable)
      model.isPropertyWrapper = wrappers.contains(precise)
      models.append(model)
    }
    let rank = { (model: FoundModel) in model.isValue ? 2 : model.isHeldByAnotherModel ? 1 : 0 }
    return models.sorted { (rank($0), $0) < (rank($1), $1) }
  }

  /// The protocols a generic type's one `parameter` must conform to, by precise identifier; `nil`
  /// when a constraint of another kind, or on another type, cannot be checked against a model.
  private static func parameterConformances(_ symbol: JSONValue, parameter: String) -> Set<String>? {
    guard case .array(let constraints)? = symbol["swiftGenerics"]?["constraints"] else { return [] }
    var required: Set<String> = []
    for constraint in constraints {
      guard case .string("conformance")? = constraint["kind"], case .string(parameter)? = constraint["lhs"],
        case .string(let precise)? = constraint["rhsPrecise"]
      else { return nil }
      required.insert(precise)
    }
    return required
  }

  /// The types that a stored property or an enum case of another model names, by precise
  /// identifier (`Day` in `Forecast`'s `let days: [Day]`).
  static func heldTypes(_ symbols: [JSONValue], owners: [String: String], isModel: (String) -> Bool)
    -> Set<String>
  {
    var held: Set<String> = []
    for symbol in symbols {
      guard case .string(let kind)? = symbol["kind"]?["identifier"],
        kind == "swift.property" || kind == "swift.enum.case",
        case .string(let precise)? = symbol["identifier"]?["precise"], let owner = owners[precise], isModel(owner),
        case .array(let fragments)? = symbol["declarationFragments"]
      else { continue }
      for fragment in fragments {
        guard case .string("typeIdentifier")? = fragment["kind"],
          case .string(let type)? = fragment["preciseIdentifier"],
          type != owner
        else { continue }
        held.insert(type)
      }
    }
    return held
  }

  /// The typealiases of the symbol graph in `bytes` that name a generic instantiation
  /// (`typealias OrderPage = PagedResult<OrderSummary>`), an array or a map of one type
  /// (`typealias SiteCollection = [SiteLanguageContent]`) or another type by its name
  /// (`typealias ArtistSearchResult = GeoTopArtist`), sorted by name. Generic typealiases
  /// (`typealias Page<T> = ...`) are left out: they name no one type.
  /// - Throws: `JSONParseError` when the bytes are not JSON.
  public static func typealiases(inSymbolGraph bytes: [UInt8]) throws(JSONParseError) -> [FoundTypealias] {
    let graph = try JSONParser.parse(bytes)
    guard case .string(let module)? = graph["module"]?["name"], case .array(let symbols)? = graph["symbols"] else {
      return []
    }
    var found: [FoundTypealias] = []
    for symbol in symbols {
      guard case .string("swift.typealias")? = symbol["kind"]?["identifier"],
        case .array(let fragments)? = symbol["declarationFragments"]
      else { continue }
      if case .array(let parameters)? = symbol["swiftGenerics"]?["parameters"], !parameters.isEmpty { continue }
      let declaration = fragments.compactMap { fragment -> String? in
        if case .string(let spelling)? = fragment["spelling"] { return spelling }
        return nil
      }.joined()
      guard let equals = declaration.range(of: " = ") else { continue }
      let alias = FoundTypealias(
        module: module, name: strings(symbol["pathComponents"]).joined(separator: "."),
        aliased: String(declaration[equals.upperBound...]).trimmingCharacters(in: .whitespaces))
      if alias.genericBase != nil || alias.collectionElement != nil || alias.namedType != nil { found.append(alias) }
    }
    return found.sorted()
  }

  /// The static properties of type `JSONDecoder` in the symbol graph in `bytes` (the module's own,
  /// or the one of its extensions of Foundation's types), as expressions that read them
  /// (`JSONDecoder.storefront`, `API.decoder`): a package's own decoders, which the date hint
  /// suggests naming as `"decoder"`.
  /// - Throws: `JSONParseError` when the bytes are not JSON.
  public static func decoders(inSymbolGraph bytes: [UInt8]) throws(JSONParseError) -> [String] {
    try staticProperties(ofType: "JSONDecoder", inSymbolGraph: bytes)
  }

  /// The static properties of type `DateFormatter` in the symbol graph in `bytes`, as expressions
  /// that read them (`DateFormatter.api`, `Formats.timestamp`): the date forms the package reads.
  /// - Throws: `JSONParseError` when the bytes are not JSON.
  public static func dateFormatters(inSymbolGraph bytes: [UInt8]) throws(JSONParseError) -> [String] {
    try staticProperties(ofType: "DateFormatter", inSymbolGraph: bytes)
  }

  private static func staticProperties(ofType wanted: String, inSymbolGraph bytes: [UInt8]) throws(JSONParseError)
    -> [String]
  {
    let graph = try JSONParser.parse(bytes)
    guard case .array(let symbols)? = graph["symbols"] else { return [] }
    var found: [String] = []
    for symbol in symbols {
      guard case .string("swift.type.property")? = symbol["kind"]?["identifier"],
        case .array(let fragments)? = symbol["declarationFragments"]
      else { continue }
      let declaration = fragments.compactMap { fragment -> String? in
        if case .string(let spelling)? = fragment["spelling"] { return spelling }
        return nil
      }.joined()
      let words = declaration.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "=" }).map(String.init)
      guard words.contains("static") || words.contains("class"),
        let type = declaration.range(of: ": ").map({ declaration[$0.upperBound...] }),
        type.hasPrefix(wanted),
        type.dropFirst(wanted.count).first.map({ !($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") }) ?? true
      else { continue }
      found.append(strings(symbol["pathComponents"]).joined(separator: "."))
    }
    return found.sorted()
  }

  /// The precise identifier of `Swift.CaseIterable`.
  static let caseIterable = "s:s12CaseIterableP"

  /// The `Decodable` enums of the symbol graph in `bytes` whose cases a decoder cannot list from
  /// the type, with their cases, sorted by name: raw-value enums that are not `CaseIterable`, and
  /// enums with no raw values (keyed by case). Left out, since a listing of their cases could not
  /// compile or be complete: generic enums, enums inside a generic type or a type the graph lacks,
  /// and raw-value enums with a case that has associated values.
  /// - Throws: `JSONParseError` when the bytes are not JSON.
  public static func valueEnums(inSymbolGraph bytes: [UInt8]) throws(JSONParseError) -> [FoundValueEnum] {
    let graph = try JSONParser.parse(bytes)
    guard case .string(let module)? = graph["module"]?["name"], case .array(let symbols)? = graph["symbols"] else {
      return []
    }
    var conformances: [String: Set<String>] = [:]
    var members: [String: [String]] = [:]
    if case .array(let relationships)? = graph["relationships"] {
      for relationship in relationships {
        guard case .string(let kind)? = relationship["kind"], case .string(let source)? = relationship["source"],
          case .string(let target)? = relationship["target"]
        else { continue }
        if kind == "conformsTo" { conformances[source, default: []].insert(target) }
        if kind == "memberOf" { members[target, default: []].append(source) }
      }
    }
    var byIdentifier: [String: JSONValue] = [:]
    var generic: Set<[String]> = []
    var paths: Set<[String]> = []
    for symbol in symbols {
      guard case .string(let precise)? = symbol["identifier"]?["precise"] else { continue }
      byIdentifier[precise] = symbol
      let path = strings(symbol["pathComponents"])
      paths.insert(path)
      if case .array(let parameters)? = symbol["swiftGenerics"]?["parameters"], !parameters.isEmpty {
        generic.insert(path)
      }
    }
    var found: [FoundValueEnum] = []
    for symbol in symbols {
      guard case .string("swift.enum")? = symbol["kind"]?["identifier"],
        case .string(let precise)? = symbol["identifier"]?["precise"], let conforms = conformances[precise],
        conforms.contains(decodable)
      else { continue }
      let hasRawValues = conforms.contains(rawRepresentable)
      if hasRawValues, conforms.contains(caseIterable) { continue }
      let path = strings(symbol["pathComponents"])
      let enclosing = (1...path.count).map { Array(path.prefix($0)) }
      guard enclosing.allSatisfy({ paths.contains($0) && !generic.contains($0) }) else { continue }
      var cases: [String] = []
      var plain = true
      for member in members[precise] ?? [] {
        guard let symbol = byIdentifier[member], case .string("swift.enum.case")? = symbol["kind"]?["identifier"] else {
          continue
        }
        let declaration = strings(symbol["declarationFragments"], field: "spelling").joined()
        if declaration.contains("(" as Character) { plain = false }
        // A case with associated values is named with its labels (`every(days:)`).
        if let name = strings(symbol["pathComponents"]).last?.prefix(while: { $0 != "(" }) {
          cases.append(String(name))
        }
      }
      guard plain || !hasRawValues, !cases.isEmpty else { continue }
      found.append(
        FoundValueEnum(
          module: module, typeName: path.joined(separator: "."), cases: cases, isKeyedByCase: !hasRawValues))
    }
    return found.sorted()
  }

  /// The protocols each symbol of `graph` conforms to, and the type each is a member of, by
  /// precise identifier.
  static func conformancesAndOwners(in graph: JSONValue) -> (
    conformances: [String: Set<String>], owners: [String: String]
  ) {
    var conformances: [String: Set<String>] = [:]
    var owners: [String: String] = [:]
    guard case .array(let relationships)? = graph["relationships"] else { return ([:], [:]) }
    for relationship in relationships {
      guard case .string(let kind)? = relationship["kind"], case .string(let source)? = relationship["source"],
        case .string(let target)? = relationship["target"]
      else { continue }
      if kind == "conformsTo" { conformances[source, default: []].insert(target) }
      if kind == "memberOf" { owners[source] = target }
    }
    return (conformances, owners)
  }

  /// The strings of a JSON array, or of one field of each of its objects.
  static func strings(_ value: JSONValue?, field: String? = nil) -> [String] {
    guard case .array(let elements)? = value else { return [] }
    return elements.compactMap { element in
      if case .string(let text)? = field.map({ element[$0] }) ?? element { return text }
      return nil
    }
  }

  static func kind(_ identifier: String) -> FoundModel.Kind? {
    switch identifier {
    case "swift.struct": .structure
    case "swift.enum": .enumeration
    case "swift.class": .class
    default: nil
    }
  }
}
