import JSONCore

extension SymbolGraphModels {
  /// Where the workbench writes the symbol graphs of a package's library modules, relative to
  /// its root: one `<Module>.symbols.json` each, rewritten with each launcher build.
  public static let folder = ".build/fixture-workbench/symbolgraph"

  /// The instance properties a test can read of each structure and enumeration of the symbol
  /// graph in `bytes` (written at the `internal` level: `private` ones are not in it), by the
  /// type's name (`JWK`, `DeviceAuthorizationFlow.Verification`). A type none of whose
  /// properties a test can read is listed with none. Classes are left out: a class's inherited
  /// properties are its superclass's symbols.
  /// - Throws: `JSONParseError` when the bytes are not JSON.
  public static func readableProperties(inSymbolGraph bytes: [UInt8]) throws(JSONParseError) -> [String: Set<String>] {
    let graph = try JSONParser.parse(bytes)
    guard case .array(let symbols)? = graph["symbols"] else { return [:] }
    var types: [String: Set<String>] = [:]
    var properties: [(type: String, name: String)] = []
    for symbol in symbols {
      guard case .string(let kind)? = symbol["kind"]?["identifier"] else { continue }
      let path = strings(symbol["pathComponents"])
      switch kind {
      case "swift.struct", "swift.enum": types[path.joined(separator: "."), default: []] = []
      case "swift.property" where path.count > 1:
        properties.append((path.dropLast().joined(separator: "."), path[path.count - 1]))
      default: continue
      }
    }
    for property in properties where types[property.type] != nil {
      types[property.type]?.insert(property.name)
    }
    return types
  }
}
