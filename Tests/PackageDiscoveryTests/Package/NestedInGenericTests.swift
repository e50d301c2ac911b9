import PackageDiscovery
import Testing

/// A `Decodable` type declared inside a generic request type (PlexKit's
/// `_LibraryItems<MediaItem>.Response`, spelled by its tests through
/// `typealias LibraryItems = _LibraryItems<PlexMediaItem>`) is a model under the alias's name.
struct NestedInGenericTests {
  typealias Graph = SymbolGraphModelsTests

  /// A type nested in a generic one lists the parameter it inherits, as the compiler writes it.
  static let inherited = #"{"name": "MediaItem", "index": 0, "depth": 0}"#

  static let graph = """
    {"metadata": {}, "module": {"name": "PlexKit"},
     "symbols": [
      \(Graph.symbol("s:R", "enum", ["Plex", "Request"])),
      \(Graph.symbol("s:L", "struct", ["Plex", "Request", "_LibraryItems"], generics: #"{"name": "MediaItem", "index": 0, "depth": 0}"#)),
      \(Graph.symbol("s:LR", "struct", ["Plex", "Request", "_LibraryItems", "Response"], generics: inherited)),
      \(Graph.symbol("s:LRC", "struct", ["Plex", "Request", "_LibraryItems", "Response", "MediaContainer"], generics: inherited)),
      \(Graph.symbol("s:LRCd", "property", ["Plex", "Request", "_LibraryItems", "Response", "mediaContainer"]).dropLast())
        , "declarationFragments": [{"kind": "typeIdentifier", "spelling": "MediaContainer", "preciseIdentifier": "s:LRC"}]},
      \(Graph.symbol("s:I", "struct", ["Plex", "Request", "Identity"])),
      \(Graph.symbol("s:IR", "struct", ["Plex", "Request", "Identity", "Response"])),
      \(Graph.symbol("s:M", "struct", ["PlexMediaItem"]))
     ],
     "relationships": [
      \(Graph.conforms("s:LR", "s:Se")), \(Graph.conforms("s:LRC", "s:Se")), \(Graph.conforms("s:IR", "s:Se")),
      \(Graph.conforms("s:M", "s:Se")),
      {"kind": "memberOf", "source": "s:L", "target": "s:R"}, {"kind": "memberOf", "source": "s:LR", "target": "s:L"},
      {"kind": "memberOf", "source": "s:LRC", "target": "s:LR"}, {"kind": "memberOf", "source": "s:LRCd", "target": "s:LR"}, {"kind": "memberOf", "source": "s:I", "target": "s:R"},
      {"kind": "memberOf", "source": "s:IR", "target": "s:I"}
     ]}
    """

  @Test func typesNestedInAGenericTypeAreNoModelsOfTheirOwnAtAnyDepth() throws {
    let models = try SymbolGraphModels.models(inSymbolGraph: Array(Self.graph.utf8))
    #expect(models.map(\.typeName).sorted() == ["Plex.Request.Identity.Response", "PlexMediaItem"])
    let nested = try SymbolGraphModels.nestedInGenerics(inSymbolGraph: Array(Self.graph.utf8))
    #expect(nested.map(\.generic) == ["Plex.Request._LibraryItems", "Plex.Request._LibraryItems"])
    #expect(
      nested.map(\.model.typeName) == [
        "Plex.Request._LibraryItems.Response", "Plex.Request._LibraryItems.Response.MediaContainer",
      ])
  }

  @Test func anAliasOfTheGenericTypeNamesThem() throws {
    let nested = try SymbolGraphModels.nestedInGenerics(inSymbolGraph: Array(Self.graph.utf8))
    let aliases = [
      // Resolved from the alias's own scope, as Swift resolves it.
      FoundTypealias(module: "PlexKit", name: "Plex.Request.LibraryItems", aliased: "_LibraryItems<PlexMediaItem>"),
      // A generic type of that name elsewhere gives nothing.
      FoundTypealias(module: "PlexKit", name: "Other.Items", aliased: "_Items<PlexMediaItem>"),
      // An alias in another module names another type.
      FoundTypealias(module: "Elsewhere", name: "Plex.Request.More", aliased: "_LibraryItems<PlexMediaItem>"),
    ]
    let models = NestedInGeneric.models(nested, through: aliases)
    #expect(
      models.map(\.typeName) == [
        "Plex.Request.LibraryItems.Response", "Plex.Request.LibraryItems.Response.MediaContainer",
      ])
    #expect(models.allSatisfy { !$0.isGeneric && $0.module == "PlexKit" && $0.conformances.contains("s:Se") })
    // The response's container is a part of it, as a held model is.
    #expect(models.map(\.isHeldByAnotherModel) == [false, true])
    // Registered under the alias's name: the type's own name is the generic one.
    #expect(models.allSatisfy { $0.isNamedThroughAlias })
    // In a module of the plan tests' package.
    let moved = models.map { model in
      var model = model
      model.module = "WeatherModels"
      return model
    }
    let plan = try LauncherPlan(
      manifest: LauncherPlanTests().manifest, models: moved, configuration: WorkbenchConfiguration(),
      packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    #expect(
      plan.mainSource.contains(
        #".model(Plex.Request.LibraryItems.Response.self, name: "Plex.Request.LibraryItems.Response")"#))
    #expect(!plan.mainSource.contains(".model(Plex.Request.LibraryItems.Response.self),"))
  }
}
