import PackageDiscovery
import Testing

/// The instantiations of a package's generic types the launcher registers: those its code
/// writes, those a user asks for, each model that meets a generic's constraints, and, past the
/// most a launcher holds, which are left out first.
extension LauncherPlanTests {
  @Test func aGenericWithoutArgumentsIsListedNotRegistered() throws {
    let plan = try plan()
    #expect(plan.genericsWithoutArguments == ["Page<Item>"])
    #expect(!plan.mainSource.contains(".model(Page"))
  }

  @Test func aGenericATypealiasNamesIsStillInstantiatedWithTheModelsNoTypealiasNames() throws {
    let decodable = "s:Se"
    var forecast = FoundModel(module: "WeatherModels", typeName: "Forecast", kind: .structure)
    forecast.conformances = [decodable]
    var station = FoundModel(module: "WeatherModels", typeName: "Station", kind: .structure)
    station.conformances = [decodable]
    var page = FoundModel(module: "WeatherModels", typeName: "Page", kind: .structure, genericParameters: ["Item"])
    page.parameterConformances = [decodable]
    let plan = try LauncherPlan(
      manifest: manifest, models: [forecast, station, page],
      aliases: [FoundTypealias(module: "WeatherModels", name: "ForecastPage", aliased: "Page<WeatherModels.Forecast>")],
      configuration: WorkbenchConfiguration(), packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    let module = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(module.aliases == ["ForecastPage"])
    #expect(module.envelopes == ["Page<Station>", "Page<String>", "Page<Int>"])
  }

  @Test func anInstantiationAskedForIsRegisteredBesideTheOnesThePlanMakes() throws {
    var plan = try plan(WorkbenchConfiguration(generics: ["Page<Forecast>"]))
    plan.register(
      asked: ["Page<Page<Forecast>>", "Page<Forecast>", "Single<Forecast>", "WeatherModels.Page<Station>"],
      among: models)
    let module = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(module.models.filter { $0 == "Page<Forecast>" }.count == 1, "one registered already stays one")
    #expect(module.models.suffix(2) == ["Page<Page<Forecast>>", "WeatherModels.Page<Station>"])
    #expect(module.envelopes == ["Page<Page<Forecast>>", "WeatherModels.Page<Station>"], "left out if they fail")
    #expect(plan.mainSource.contains(".model(Page<Page<Forecast>>.self"), "\(plan.mainSource)")
    #expect(!plan.mainSource.contains("Single<"), "no generic type of the package is Single")
  }

  @Test func anInstantiationAskedForNamesTheGenericItMakes() throws {
    var plan = try plan()
    #expect(plan.genericsWithoutArguments == ["Page<Item>"])
    plan.register(asked: ["Page<Forecast>"], among: models)
    #expect(plan.genericsWithoutArguments.isEmpty)
    #expect(LauncherPlan.generic(instantiatedBy: "Page <Forecast>", among: models)?.typeName == "Page")
    #expect(LauncherPlan.generic(instantiatedBy: "Forecast", among: models) == nil)
  }

  /// Two hundred `Decodable` models and two generic types, `Page` and `Single`, that take any.
  static func twoHundredModelsAndTwoEnvelopes() -> (models: [FoundModel], page: FoundModel, single: FoundModel) {
    let decodable = "s:Se"
    let models = (0..<200).map { index in
      var model = FoundModel(module: "WeatherModels", typeName: "Model\(index)", kind: .structure)
      model.conformances = [decodable]
      return model
    }
    var page = FoundModel(module: "WeatherModels", typeName: "Page", kind: .structure, genericParameters: ["Item"])
    page.parameterConformances = [decodable]
    var single = FoundModel(module: "WeatherModels", typeName: "Single", kind: .structure, genericParameters: ["Item"])
    single.parameterConformances = [decodable]
    return (models, page, single)
  }

  @Test func pastTheMostInstantiationsAGenericATypealiasNamesIsLeftOutFirst() throws {
    let (plain, page, single) = Self.twoHundredModelsAndTwoEnvelopes()
    let plan = try LauncherPlan(
      manifest: manifest, models: plain + [page, single],
      aliases: [FoundTypealias(module: "WeatherModels", name: "FirstPage", aliased: "Page<Model0>")],
      configuration: WorkbenchConfiguration(), packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    let module = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(module.envelopes.count == 202, "Single of each model, of String and of Int")
    #expect(module.envelopes.allSatisfy { $0.hasPrefix("Single<") })
    #expect(plan.notes.contains { $0.contains("left out: Page<Item>") }, "\(plan.notes)")
  }

  @Test func pastTheMostInstantiationsThoseThePackagesCodeWritesAreStillRegistered() throws {
    let (plain, page, single) = Self.twoHundredModelsAndTwoEnvelopes()
    let written = WrittenInstantiations(
      generics: ["Page", "Single"],
      sources: ["func lists() async throws -> Page<WeatherModels.Model7> { try await get() }"])
    let plan = try LauncherPlan(
      manifest: manifest, models: plain + [page, single],
      aliases: [FoundTypealias(module: "WeatherModels", name: "FirstPage", aliased: "Page<Model0>")],
      written: written, configuration: WorkbenchConfiguration(), packageRoot: "/src/Weather",
      workbenchRoot: "/src/FixtureWorkbench")
    let module = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(module.envelopes.first == "Page<Model7>")
    #expect(module.envelopes.count == 203)
    #expect(plan.notes.contains { $0.contains("left out: Page<Item> (but the instantiations") }, "\(plan.notes)")
  }

  /// LastFM's `SearchResults<ArtistSearchResult>`, where `typealias ArtistSearchResult = GeoTopArtist`.
  @Test func anInstantiationTheCodeWritesWithATypealiasOfAModelIsRegisteredUnderThatSpelling() throws {
    let decodable = "s:Se"
    var artist = FoundModel(module: "WeatherModels", typeName: "GeoTopArtist", kind: .structure)
    artist.conformances = [decodable]
    var track = FoundModel(module: "WeatherModels", typeName: "Track", kind: .structure)
    track.conformances = [decodable]
    var results = FoundModel(
      module: "WeatherModels", typeName: "SearchResults", kind: .structure, genericParameters: ["T"])
    results.parameterConformances = [decodable]
    let written = WrittenInstantiations(
      generics: ["SearchResults"], sources: ["func search() async throws -> SearchResults<ArtistSearchResult> { }"])
    let plan = try LauncherPlan(
      manifest: manifest, models: [artist, track, results],
      aliases: [
        FoundTypealias(module: "WeatherModels", name: "ArtistSearchResult", aliased: "GeoTopArtist"),
        // Not written as an argument: no model of its own.
        FoundTypealias(module: "WeatherModels", name: "Song", aliased: "Track"),
      ],
      written: written, configuration: WorkbenchConfiguration(), packageRoot: "/src/Weather",
      workbenchRoot: "/src/FixtureWorkbench")
    let module = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(module.aliases == ["SearchResults<ArtistSearchResult>"])
    #expect(!module.envelopes.contains("SearchResults<GeoTopArtist>"))
    #expect(module.envelopes.contains("SearchResults<Track>"))
    #expect(
      plan.mainSource.contains(
        #".model(SearchResults<ArtistSearchResult>.self, name: "SearchResults<ArtistSearchResult>")"#))
  }

  @Test func anEnvelopeOfAnOptionalModelTheCodeWritesIsRegistered() throws {
    let (plain, page, single) = Self.twoHundredModelsAndTwoEnvelopes()
    let written = WrittenInstantiations(
      generics: ["Page", "Single"], sources: ["private typealias Several = Single<Model3?>"])
    let plan = try LauncherPlan(
      manifest: manifest, models: plain + [page, single], written: written, configuration: WorkbenchConfiguration(),
      packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    let module = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(module.envelopes.first == "Single<Model3?>", "\(module.envelopes.prefix(3))")
    #expect(module.envelopes.count == 203)
  }

  @Test func aGenericOfTwoParametersIsMadeWithTheArgumentsTheCodeWrites() throws {
    let envelope = FoundModel(
      module: "WeatherModels", typeName: "Envelope", kind: .structure, genericParameters: ["Data", "Meta"])
    let written = WrittenInstantiations(
      generics: ["Envelope"],
      sources: [
        "func forecast() -> Envelope<Forecast, Station> { }", "func raw() -> Envelope<Forecast, String> { }",
        "func any<T: Decodable>() -> Envelope<T, Station> { }",
      ])
    let plan = try LauncherPlan(
      manifest: manifest, models: models + [envelope], written: written, configuration: WorkbenchConfiguration(),
      packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    let module = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(
      module.envelopes.sorted() == [
        "Envelope<WeatherModels.Forecast, Station>", "Envelope<WeatherModels.Forecast, String>",
      ])
    #expect(!plan.genericsWithoutArguments.contains("Envelope<Data, Meta>"))
  }

  @Test func pastTheMostInstantiationsTheNarrowestGenericIsRegisteredFirst() throws {
    let (decodable, identifiable) = ("s:Se", "s:s12IdentifiableP")
    let plain = (0..<200).map { index in
      var model = FoundModel(module: "WeatherModels", typeName: "Model\(index)", kind: .structure)
      model.conformances = index < 150 ? [decodable, identifiable] : [decodable]
      return model
    }
    var wide = FoundModel(module: "WeatherModels", typeName: "Wide", kind: .structure, genericParameters: ["Item"])
    wide.parameterConformances = [decodable]
    var narrow = FoundModel(module: "WeatherModels", typeName: "Narrow", kind: .structure, genericParameters: ["Item"])
    narrow.parameterConformances = [decodable, identifiable]
    let plan = try LauncherPlan(
      manifest: manifest, models: plain + [wide, narrow], configuration: WorkbenchConfiguration(),
      packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    let module = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(module.envelopes.count == 150)
    #expect(module.envelopes.allSatisfy { $0.hasPrefix("Narrow<") })
  }

  @Test func aPropertyWrapperIsNoEnvelope() throws {
    var forecast = FoundModel(module: "WeatherModels", typeName: "Forecast", kind: .structure)
    forecast.conformances = ["s:Se"]
    var wrapper = FoundModel(
      module: "WeatherModels", typeName: "DefaultEmpty", kind: .structure, genericParameters: ["Element"])
    wrapper.parameterConformances = ["s:Se"]
    wrapper.isPropertyWrapper = true
    let plan = try LauncherPlan(
      manifest: manifest, models: [forecast, wrapper], configuration: WorkbenchConfiguration(),
      packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    let module = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(module.envelopes.isEmpty)
    #expect(module.genericsWithoutArguments.isEmpty)
  }

  @Test func aGenericIsInstantiatedWithEachModelThatMeetsItsConstraints() throws {
    let (decodable, sendable) = ("s:Se", "s:s8SendableP")
    var forecast = FoundModel(module: "WeatherModels", typeName: "Forecast", kind: .structure)
    forecast.conformances = [decodable, sendable]
    var station = FoundModel(module: "WeatherModels", typeName: "Station", kind: .structure)
    station.conformances = [decodable]
    var page = FoundModel(module: "WeatherModels", typeName: "Page", kind: .structure, genericParameters: ["Item"])
    page.parameterConformances = [decodable, sendable]
    let plan = try LauncherPlan(
      manifest: manifest, models: [forecast, station, page], configuration: WorkbenchConfiguration(),
      packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    let module = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(module.envelopes == ["Page<Forecast>", "Page<String>", "Page<Int>"])
    #expect(plan.mainSource.contains(".model(Page<Forecast>.self)"))
    #expect(!plan.mainSource.contains("Page<Station>"))
    #expect(plan.genericsWithoutArguments.isEmpty)
    // Built without them when one does not compile.
    #expect(!plan.withoutEnvelopes.mainSource.contains("Page<Forecast>"))
    #expect(plan.withoutEnvelopes.modules.first { $0.name == "WeatherModels" }?.models == ["Forecast", "Station"])
  }

  /// A list of ids is an envelope of plain values: Twitch's `deleteVideos.json`,
  /// `{"data": ["1535513785"]}`, is a `HelixResponsePayload<String>` its code never writes out.
  /// Only where `String` and `Int` meet the parameter's constraints.
  @Test func aGenericIsMadeWithPlainValuesWhereTheyMeetItsConstraints() throws {
    let decodable = "s:Se"
    var forecast = FoundModel(module: "WeatherModels", typeName: "Forecast", kind: .structure)
    forecast.conformances = [decodable, "s:13WeatherModels10IdentifiedP"]
    var page = FoundModel(module: "WeatherModels", typeName: "Page", kind: .structure, genericParameters: ["Item"])
    page.parameterConformances = [decodable, "s:SH"]
    var identified = FoundModel(
      module: "WeatherModels", typeName: "ByID", kind: .structure, genericParameters: ["Item"])
    identified.parameterConformances = ["s:13WeatherModels10IdentifiedP"]
    let plan = try LauncherPlan(
      manifest: manifest, models: [forecast, page, identified], configuration: WorkbenchConfiguration(),
      packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    let module = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(module.envelopes == ["ByID<Forecast>", "Page<String>", "Page<Int>"])
    #expect(plan.mainSource.contains(".model(Page<String>.self)"))
  }
}
