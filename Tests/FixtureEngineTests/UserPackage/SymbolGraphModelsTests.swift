import FixtureEngine
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
    #expect(models.map(\.displayName) == ["Alert", "Forecast", "Page<Item>", "Reading", "Station", "ViaProtocol"])
    #expect(models.allSatisfy { $0.module == "WeatherModels" })
    #expect(models.first { $0.typeName == "Station" }?.accessLevel == "internal")
    #expect(models.first { $0.typeName == "Reading" }?.kind == .class)
  }

  @Test func aGenericTypeSaysItNeedsArguments() throws {
    let models = try SymbolGraphModels.models(inSymbolGraph: Array(Self.graph.utf8))
    #expect(models.filter(\.isGeneric).map(\.typeName) == ["Page"])
    #expect(models.first { $0.typeName == "Page" }?.genericParameters == ["Item"])
  }

  @Test func aNestedTypeIsNamedThroughItsParent() throws {
    let graph = """
      {"module": {"name": "M"}, "symbols": [\(Self.symbol("s:RA", "struct", ["Release", "Asset"]))],
       "relationships": [\(Self.conforms("s:RA", "s:Se"))]}
      """
    #expect(try SymbolGraphModels.models(inSymbolGraph: Array(graph.utf8)).map(\.typeName) == ["Release.Asset"])
  }

  @Test func aGraphWithoutModelsHasNone() throws {
    #expect(
      try SymbolGraphModels.models(inSymbolGraph: Array(#"{"module": {"name": "M"}, "symbols": []}"#.utf8)).isEmpty)
  }
}
