import PackageDiscovery
import Testing

/// Raw-value enums that are not `CaseIterable`, and enums keyed by case, found in a symbol graph
/// with their cases, and listed by the launcher so their cases are known.
struct ValueEnumsTests {
  typealias Graph = SymbolGraphModelsTests

  static func enumCase(_ precise: String, _ path: [String], declaration: String) -> String {
    let components = path.map { "\"\($0)\"" }.joined(separator: ", ")
    return """
      {"kind": {"identifier": "swift.enum.case"}, "identifier": {"precise": "\(precise)"}, "pathComponents": [\(components)],
       "declarationFragments": [{"kind": "keyword", "spelling": "case"}, {"kind": "text", "spelling": " "},
        {"kind": "identifier", "spelling": "\(declaration)"}]}
      """
  }

  static func member(_ source: String, of target: String) -> String {
    #"{"kind": "memberOf", "source": "\#(source)", "target": "\#(target)"}"#
  }

  static let graph = """
    {"module": {"name": "Shop"},
     "symbols": [
      \(Graph.symbol("s:O", "struct", ["Order"])),
      \(Graph.symbol("s:OS", "enum", ["Order", "State"])),
      \(enumCase("s:OSo", ["Order", "State", "open"], declaration: "open")),
      \(enumCase("s:OSd", ["Order", "State", "default"], declaration: "`default`")),
      \(Graph.symbol("s:K", "enum", ["Kind"])),
      \(enumCase("s:Ka", ["Kind", "a"], declaration: "a")),
      \(Graph.symbol("s:E", "enum", ["Event"])),
      \(enumCase("s:Ep", ["Event", "paid"], declaration: "paid(amount: Int)")),
      \(Graph.symbol("s:P", "struct", ["Page"], generics: #"{"name": "Item", "index": 0, "depth": 0}"#)),
      \(Graph.symbol("s:PS", "enum", ["Page", "Size"])),
      \(enumCase("s:PSs", ["Page", "Size", "small"], declaration: "small")),
      \(Graph.symbol("s:R", "enum", ["Repeat"])),
      \(enumCase("s:Re", ["Repeat", "every(days:)"], declaration: "every(days: Int)")),
      \(enumCase("s:Rn", ["Repeat", "never"], declaration: "never")),
      \(Graph.symbol("s:H", "enum", ["Hidden", "Level"])),
      \(enumCase("s:Hl", ["Hidden", "Level", "low"], declaration: "low"))
     ],
     "relationships": [
      \(Graph.conforms("s:O", "s:Se")),
      \(Graph.conforms("s:OS", "s:SY")), \(Graph.conforms("s:OS", "s:Se")),
      \(member("s:OSo", of: "s:OS")), \(member("s:OSd", of: "s:OS")),
      \(Graph.conforms("s:K", "s:SY")), \(Graph.conforms("s:K", "s:Se")), \(Graph.conforms("s:K", "s:s12CaseIterableP")),
      \(member("s:Ka", of: "s:K")),
      \(Graph.conforms("s:E", "s:SY")), \(Graph.conforms("s:E", "s:Se")), \(member("s:Ep", of: "s:E")),
      \(Graph.conforms("s:PS", "s:SY")), \(Graph.conforms("s:PS", "s:Se")), \(member("s:PSs", of: "s:PS")),
      \(Graph.conforms("s:R", "s:Se")), \(member("s:Re", of: "s:R")), \(member("s:Rn", of: "s:R")),
      \(Graph.conforms("s:H", "s:SY")), \(Graph.conforms("s:H", "s:Se")), \(member("s:Hl", of: "s:H"))
     ]}
    """

  @Test func plainRawValueEnumsThatAreNotCaseIterableAndEnumsKeyedByCaseAreListed() throws {
    let found = try SymbolGraphModels.valueEnums(inSymbolGraph: Array(Self.graph.utf8))
    #expect(
      found == [
        FoundValueEnum(module: "Shop", typeName: "Order.State", cases: ["open", "default"]),
        FoundValueEnum(module: "Shop", typeName: "Repeat", cases: ["every", "never"], isKeyedByCase: true),
      ])
  }

  @Test func theLauncherListsTheirCases() throws {
    var plan = try LauncherPlan(
      manifest: PackageManifest(
        name: "Shop", targets: [.init(name: "Shop", type: "library")],
        products: [.init(name: "Shop", targets: ["Shop"], isLibrary: true)]),
      models: [FoundModel(module: "Shop", typeName: "Order", kind: .structure)],
      configuration: WorkbenchConfiguration(),
      packageRoot: "/src/Shop", workbenchRoot: "/src/FixtureWorkbench")
    plan.valueEnums = [
      FoundValueEnum(module: "Shop", typeName: "Order.State", cases: ["open", "default"]),
      FoundValueEnum(module: "Elsewhere", typeName: "Mode", cases: ["on"]),
      FoundValueEnum(module: "Shop", typeName: "Repeat", cases: ["every", "never"], isKeyedByCase: true),
    ]
    #expect(
      plan.mainSource.hasSuffix(
        """
        extension Order.State: @retroactive CaseIterable {
          public static var allCases: [Self] { [.`open`, .`default`] }
        }

        extension Repeat: @retroactive ListedPayloadCases {
          public static var payloadCaseNames: [String] { ["every", "never"] }
        }

        """))
    #expect(!plan.mainSource.contains("Mode"), "a module the launcher does not import is left out")
  }
}
