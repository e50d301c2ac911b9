import PackageDiscovery
import Testing

/// What a test can read of each type, from a symbol graph written at the `internal` level: a
/// `private` property is not in it.
struct ReadablePropertiesTests {
  typealias Graph = SymbolGraphModelsTests

  @Test func eachStructureAndEnumerationListsItsReadableInstanceProperties() throws {
    let graph = """
      {"metadata": {}, "module": {"name": "Auth"},
       "symbols": [
        \(Graph.symbol("s:K", "struct", ["KeySet"])),
        \(Graph.symbol("s:Kc", "property", ["KeySet", "count"])),
        \(Graph.symbol("s:J", "struct", ["KeySet", "Key"])),
        \(Graph.symbol("s:Ji", "property", ["KeySet", "Key", "id"])),
        \(Graph.symbol("s:Jt", "property", ["KeySet", "Key", "type"], access: "internal")),
        \(Graph.symbol("s:Js", "type.property", ["KeySet", "Key", "validator"])),
        \(Graph.symbol("s:E", "enum", ["Usage"])),
        \(Graph.symbol("s:C", "class", ["Session"])),
        \(Graph.symbol("s:Ct", "property", ["Session", "token"]))
       ],
       "relationships": []}
      """
    let readable = try SymbolGraphModels.readableProperties(inSymbolGraph: Array(graph.utf8))
    #expect(readable == ["KeySet": ["count"], "KeySet.Key": ["id", "type"], "Usage": []])
  }
}
