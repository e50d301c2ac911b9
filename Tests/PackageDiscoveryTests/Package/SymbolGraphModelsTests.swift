import PackageDiscovery
import Testing

/// Models found in a symbol graph as `swift package dump-symbol-graph` writes it (fields trimmed to
/// those it has for these declarations).
struct SymbolGraphModelsTests {
  static func symbol(
    _ precise: String, _ kind: String, _ path: [String], access: String = "public", generics: String = ""
  )
    -> String
  {
    let components = path.map { "\"\($0)\"" }.joined(separator: ", ")
    let swiftGenerics = generics.isEmpty ? "" : #", "swiftGenerics": {"parameters": [\#(generics)]}"#
    return """
      {"kind": {"identifier": "swift.\(kind)", "displayName": "x"}, "identifier": {"precise": "\(precise)", "interfaceLanguage": "swift"},
       "pathComponents": [\(components)], "names": {"title": "\(path.joined(separator: "."))"}, "accessLevel": "\(access)"\(swiftGenerics)}
      """
  }

  static func conforms(_ source: String, _ target: String) -> String {
    #"{"kind": "conformsTo", "source": "\#(source)", "target": "\#(target)"}"#
  }

  static let graph = """
    {"metadata": {}, "module": {"name": "WeatherModels"},
     "symbols": [
      \(symbol("s:F", "struct", ["Forecast"])),
      \(symbol("s:FS", "enum", ["Forecast", "Sky"])),
      \(symbol("s:St", "struct", ["Station"], access: "internal")),
      \(symbol("s:P", "struct", ["Page"], generics: #"{"name": "Item", "index": 0, "depth": 0}"#)),
      \(symbol("s:A", "enum", ["Alert"])),
      \(symbol("s:R", "class", ["Reading"], access: "internal")),
      \(symbol("s:M", "protocol", ["Model"])),
      \(symbol("s:V", "struct", ["ViaProtocol"])),
      \(symbol("s:N", "struct", ["NotAModel"])),
      \(symbol("s:Fc", "property", ["Forecast", "city"]))
     ],
     "relationships": [
      \(conforms("s:F", "s:Se")), \(conforms("s:F", "s:SE")),
      \(conforms("s:FS", "s:SY")), \(conforms("s:FS", "s:Se")),
      \(conforms("s:St", "s:Se")), \(conforms("s:P", "s:Se")), \(conforms("s:A", "s:Se")),
      \(conforms("s:R", "s:Se")), \(conforms("s:M", "s:Se")),
      \(conforms("s:V", "s:M")), \(conforms("s:V", "s:Se")),
      \(conforms("s:N", "s:SE")),
      {"kind": "memberOf", "source": "s:Fc", "target": "s:F"}
     ]}
    """

  @Test func everyDecodableStructEnumAndClassIsAModelInternalOnesToo() throws {
    let models = try SymbolGraphModels.models(inSymbolGraph: Array(Self.graph.utf8))
    #expect(
      models.map(\.displayName) == [
        "Alert", "Forecast", "Page<Item>", "Reading", "Station", "ViaProtocol", "Forecast.Sky",
      ])
    // A raw-value enum is a model for bare-value fixtures, listed after the others.
    #expect(models.map(\.isValue) == [false, false, false, false, false, false, true])
    #expect(models.allSatisfy { $0.module == "WeatherModels" })
    #expect(models.first { $0.typeName == "Station" }?.accessLevel == "internal")
    #expect(models.first { $0.typeName == "Reading" }?.kind == .class)
  }

  @Test func aGenericTypeSaysItNeedsArguments() throws {
    let models = try SymbolGraphModels.models(inSymbolGraph: Array(Self.graph.utf8))
    #expect(models.filter(\.isGeneric).map(\.typeName) == ["Page"])
    #expect(models.first { $0.typeName == "Page" }?.genericParameters == ["Item"])
  }

  /// `APIResponse<T>.Link`: the graph gives a nested type its parent's parameters, and it cannot
  /// be named without the parent's argument, so it is no model of its own.
  @Test func aTypeNestedInAGenericOneIsNoModel() throws {
    let parameter = #"{"name": "T", "index": 0, "depth": 0}"#
    let graph = """
      {"metadata": {}, "module": {"name": "Auth"},
       "symbols": [
        \(Self.symbol("s:R", "struct", ["APIResponse"], generics: parameter)),
        \(Self.symbol("s:Rl", "enum", ["APIResponse", "Link"], generics: parameter)),
        \(Self.symbol("s:K", "struct", ["Keys"])),
        \(Self.symbol("s:Kk", "struct", ["Keys", "Key"]))
       ],
       "relationships": [
        \(Self.conforms("s:R", "s:Se")), \(Self.conforms("s:Rl", "s:Se")), \(Self.conforms("s:Rl", "s:SY")),
        \(Self.conforms("s:K", "s:Se")), \(Self.conforms("s:Kk", "s:Se")),
        {"kind": "memberOf", "source": "s:Rl", "target": "s:R"}, {"kind": "memberOf", "source": "s:Kk", "target": "s:K"}
       ]}
      """
    let models = try SymbolGraphModels.models(inSymbolGraph: Array(graph.utf8))
    #expect(models.map(\.displayName).sorted() == ["APIResponse<T>", "Keys", "Keys.Key"])
  }

  @Test func aTypeWithAWrappedValueIsAPropertyWrapper() throws {
    let graph = """
      {"metadata": {}, "module": {"name": "Agenda"},
       "symbols": [
        \(Self.symbol("s:D", "struct", ["DefaultEmpty"], generics: #"{"name": "Element", "index": 0, "depth": 0}"#)),
        \(Self.symbol("s:Dw", "property", ["DefaultEmpty", "wrappedValue"])),
        \(Self.symbol("s:P", "struct", ["Page"], generics: #"{"name": "Item", "index": 0, "depth": 0}"#)),
        \(Self.symbol("s:Pi", "property", ["Page", "items"]))
       ],
       "relationships": [
        \(Self.conforms("s:D", "s:Se")), \(Self.conforms("s:P", "s:Se")),
        {"kind": "memberOf", "source": "s:Dw", "target": "s:D"}, {"kind": "memberOf", "source": "s:Pi", "target": "s:P"}
       ]}
      """
    let models = try SymbolGraphModels.models(inSymbolGraph: Array(graph.utf8))
    #expect(models.filter(\.isPropertyWrapper).map(\.typeName) == ["DefaultEmpty"])
  }

  @Test func aGenericTypesConstraintsAreHeldAgainstEachModelsConformances() throws {
    let constrained = #"""
      {"metadata": {}, "module": {"name": "Shop"},
       "symbols": [
        {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s:O"}, "pathComponents": ["Order"]},
        {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s:L"}, "pathComponents": ["Line"]},
        {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s:S"}, "pathComponents": ["Single"],
         "swiftGenerics": {"parameters": [{"name": "Resource", "index": 0, "depth": 0}],
          "constraints": [{"kind": "conformance", "lhs": "Resource", "rhs": "Decodable", "rhsPrecise": "s:Se"},
                          {"kind": "conformance", "lhs": "Resource", "rhs": "Sendable", "rhsPrecise": "s:s8SendableP"}]}},
        {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s:K"}, "pathComponents": ["Keyed"],
         "swiftGenerics": {"parameters": [{"name": "Item", "index": 0, "depth": 0}],
          "constraints": [{"kind": "sameType", "lhs": "Item.ID", "rhs": "String", "rhsPrecise": "s:SS"}]}}
       ],
       "relationships": [
        {"kind": "conformsTo", "source": "s:O", "target": "s:Se"}, {"kind": "conformsTo", "source": "s:O", "target": "s:s8SendableP"},
        {"kind": "conformsTo", "source": "s:L", "target": "s:Se"},
        {"kind": "conformsTo", "source": "s:S", "target": "s:Se"}, {"kind": "conformsTo", "source": "s:K", "target": "s:Se"}
       ]}
      """#
    let models = try SymbolGraphModels.models(inSymbolGraph: Array(constrained.utf8))
    let named = { (name: String) in models.first { $0.typeName == name } }
    let single = try #require(named("Single"))
    #expect(single.parameterConformances == ["s:Se", "s:s8SendableP"])
    #expect(try single.accepts(#require(named("Order"))))
    #expect(try !single.accepts(#require(named("Line"))))
    // A constraint that cannot be held against conformances instantiates nothing.
    #expect(try named("Keyed")?.accepts(#require(named("Order"))) == false)
  }

  @Test func aNestedTypeIsNamedThroughItsParent() throws {
    let graph = """
      {"module": {"name": "M"}, "symbols": [\(Self.symbol("s:RA", "struct", ["Release", "Asset"]))],
       "relationships": [\(Self.conforms("s:RA", "s:Se"))]}
      """
    #expect(try SymbolGraphModels.models(inSymbolGraph: Array(graph.utf8)).map(\.typeName) == ["Release.Asset"])
  }

  @Test func modelsThatAnotherModelHoldsComeAfterThoseNoneHolds() throws {
    func member(_ precise: String, _ kind: String, _ path: [String], holding type: String) -> String {
      let symbol = Self.symbol(precise, kind, path).dropLast()
      return symbol
        + #", "declarationFragments": [{"kind": "keyword", "spelling": "let"}, {"kind": "text", "spelling": ": ["}, "#
        + #"{"kind": "typeIdentifier", "spelling": "x", "preciseIdentifier": "\#(type)"}]}"#
    }
    let graph = """
      {"module": {"name": "M"}, "symbols": [
        \(Self.symbol("s:D", "struct", ["Day"])), \(Self.symbol("s:F", "struct", ["Forecast"])),
        \(Self.symbol("s:A", "struct", ["Alert"])), \(Self.symbol("s:N", "struct", ["Node"])),
        \(Self.symbol("s:P", "enum", ["Post"])), \(Self.symbol("s:L", "struct", ["Link"])),
        \(Self.symbol("s:X", "struct", ["Settings"])), \(Self.symbol("s:Z", "struct", ["Zone"])),
        \(member("s:Fd", "property", ["Forecast", "days"], holding: "s:D")),
        \(member("s:Nc", "property", ["Node", "children"], holding: "s:N")),
        \(member("s:Pl", "enum.case", ["Post", "link"], holding: "s:L")),
        \(member("s:Xz", "property", ["Settings", "zone"], holding: "s:Z"))
       ],
       "relationships": [
        \(["s:D", "s:F", "s:A", "s:N", "s:P", "s:L", "s:Z"].map { Self.conforms($0, "s:Se") }.joined(separator: ", ")),
        {"kind": "memberOf", "source": "s:Fd", "target": "s:F"}, {"kind": "memberOf", "source": "s:Nc", "target": "s:N"},
        {"kind": "memberOf", "source": "s:Pl", "target": "s:P"}, {"kind": "memberOf", "source": "s:Xz", "target": "s:X"}
       ]}
      """
    // A type that holds itself is still a payload of its own; Settings is no model, so Zone is.
    #expect(
      try SymbolGraphModels.models(inSymbolGraph: Array(graph.utf8)).map(\.typeName) == [
        "Alert", "Forecast", "Node", "Post", "Zone", "Day", "Link",
      ])
  }

  /// A typealias symbol as the compiler writes it: its declaration spelled in fragments.
  static func alias(
    _ precise: String, _ path: [String], _ fragments: [(kind: String, spelling: String)], generics: String = ""
  )
    -> String
  {
    let spelled = fragments.map { #"{"kind": "\#($0.kind)", "spelling": "\#($0.spelling)"}"# }.joined(separator: ", ")
    let components = path.map { "\"\($0)\"" }.joined(separator: ", ")
    let swiftGenerics = generics.isEmpty ? "" : #", "swiftGenerics": {"parameters": [\#(generics)]}"#
    return """
      {"kind": {"identifier": "swift.typealias", "displayName": "Type Alias"}, "identifier": {"precise": "\(precise)", "interfaceLanguage": "swift"},
       "pathComponents": [\(components)], "declarationFragments": [\(spelled)], "accessLevel": "public"\(swiftGenerics)}
      """
  }

  @Test func typealiasesThatNameAnInstantiationAreFound() throws {
    let head: [(kind: String, spelling: String)] = [("keyword", "typealias"), ("text", " ")]
    let graph = """
      {"metadata": {}, "module": {"name": "Shop"},
       "symbols": [
        \(Self.alias("s:OP", ["OrderPage"], head + [("identifier", "OrderPage"), ("text", " = "), ("typeIdentifier", "PagedResult"), ("text", "<"), ("typeIdentifier", "OrderSummary"), ("text", ">")])),
        \(Self.alias("s:OI", ["Order", "Items"], head + [("identifier", "Items"), ("text", " = "), ("typeIdentifier", "Page"), ("text", "<"), ("typeIdentifier", "LineItem"), ("text", ">")])),
        \(Self.alias("s:ID", ["Identifier"], head + [("identifier", "Identifier"), ("text", " = "), ("typeIdentifier", "String")])),
        \(Self.alias("s:SC", ["Sites"], head + [("identifier", "Sites"), ("text", " = ["), ("typeIdentifier", "Site"), ("text", "]")])),
        \(Self.alias("s:GP", ["Pages"], head + [("identifier", "Pages"), ("text", "<"), ("genericParameter", "T"), ("text", "> = "), ("typeIdentifier", "Page"), ("text", "<"), ("typeIdentifier", "T"), ("text", ">")], generics: #"{"name": "T", "index": 0, "depth": 0}"#))
       ],
       "relationships": []}
      """
    #expect(
      try SymbolGraphModels.typealiases(inSymbolGraph: Array(graph.utf8)) == [
        FoundTypealias(module: "Shop", name: "Identifier", aliased: "String"),
        FoundTypealias(module: "Shop", name: "Order.Items", aliased: "Page<LineItem>"),
        FoundTypealias(module: "Shop", name: "OrderPage", aliased: "PagedResult<OrderSummary>"),
        FoundTypealias(module: "Shop", name: "Sites", aliased: "[Site]"),
      ])
  }

  @Test func aGraphWithoutModelsHasNone() throws {
    #expect(
      try SymbolGraphModels.models(inSymbolGraph: Array(#"{"module": {"name": "M"}, "symbols": []}"#.utf8)).isEmpty)
  }
}
