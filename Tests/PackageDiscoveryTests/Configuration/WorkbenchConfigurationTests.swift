import ModelAdapter
import PackageDiscovery
import Testing

/// Reading `fixture-workbench.json`: every key optional, and an error that says where and what is allowed.
struct WorkbenchConfigurationTests {
  private func read(_ text: String) throws(ConfigurationError) -> WorkbenchConfiguration {
    try WorkbenchConfiguration(parsing: text)
  }

  private func error(_ text: String) -> String {
    do {
      _ = try read(text)
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func anEmptyObjectIsTheDefaults() throws {
    let configuration = try read("{}")
    #expect(configuration == WorkbenchConfiguration())
    #expect(configuration.decoding(for: "Forecast") == DecodingOptions())
    #expect(configuration.fixtures == nil)
    #expect(configuration.exports == nil)
  }

  @Test func theIssuesExampleReadsWhole() throws {
    let configuration = try read(
      """
      {
        "decoding": {"keys": "convertFromSnakeCase", "dates": "iso8601"},
        "models": {"Station": {"dates": "secondsSince1970"}, "exclude": ["Alert"]},
        "generics": ["Page<Forecast>"],
        "fixtures": ["Tests/WeatherModelsTests/Fixtures"],
        "exports": "Tests/WeatherModelsTests/Generated"
      }
      """)
    #expect(configuration.decoding(for: "Forecast") == DecodingOptions(keys: .convertFromSnakeCase, dates: .iso8601))
    #expect(
      configuration.decoding(for: "Station") == DecodingOptions(keys: .convertFromSnakeCase, dates: .secondsSince1970))
    #expect(configuration.generics == ["Page<Forecast>"])
    #expect(configuration.fixtures == ["Tests/WeatherModelsTests/Fixtures"])
    #expect(configuration.exports == "Tests/WeatherModelsTests/Generated")
    #expect(configuration.shows("Forecast"))
    #expect(!configuration.shows("Alert"))
  }

  @Test func anIncludeListShowsOnlyItsModels() throws {
    let configuration = try read(#"{"models": {"include": ["Forecast", "Page<Forecast>"]}}"#)
    #expect(configuration.shows("Forecast"))
    #expect(configuration.shows("Page<Forecast>"))
    #expect(!configuration.shows("Station"))
  }

  @Test func commandLineOptionsWinOverTheFile() throws {
    let configuration = try read(
      #"{"decoding": {"dates": "iso8601"}, "models": {"Station": {"keys": "convertFromSnakeCase"}}}"#)
    let overrides = WorkbenchConfiguration.Decoding(dates: .millisecondsSince1970)
    #expect(
      configuration.decoding(for: "Station", overriddenBy: overrides)
        == DecodingOptions(keys: .convertFromSnakeCase, dates: .millisecondsSince1970))
  }

  @Test func anUnknownStrategySaysWhereAndWhatIsAllowed() {
    #expect(
      error("{\n  \"decoding\": {\"dates\": \"iso\"}\n}")
        == "fixture-workbench.json:2:25: \"dates\": \"iso\" is neither a strategy nor a DateFormatter format (\"i\" is not a date field letter; put literal text in single quotes); allowed: deferredToDate, iso8601, secondsSince1970, millisecondsSince1970, or a DateFormatter format such as \"yyyy-MM-dd'T'HH:mm:ss\""
    )
    #expect(
      error(#"{"models": {"Station": {"keys": "snake"}}}"#)
        == "fixture-workbench.json:1:33: \"keys\" is \"snake\"; allowed: useDefaultKeys, convertFromSnakeCase, convertFromWords"
    )
  }

  @Test func datesMayBeADateFormatterFormat() throws {
    let configuration = try read(
      #"{"decoding": {"dates": "yyyy-MM-dd HH:mm"}, "models": {"Station": {"dates": "dd.MM.yyyy'T'"}}}"#)
    #expect(configuration.decoding(for: "Forecast").dates == .formatted("yyyy-MM-dd HH:mm"))
    #expect(configuration.decoding(for: "Station").dates == .formatted("dd.MM.yyyy'T'"))
    let again = try read(configuration.text)
    #expect(again.decoding(for: "Station").dates == .formatted("dd.MM.yyyy'T'"))
  }

  @Test func aFormatWithAnOpenQuoteSaysSo() {
    #expect(
      error(#"{"decoding": {"dates": "yyyy-MM-dd'T"}}"#)
        == "fixture-workbench.json:1:24: \"dates\": \"yyyy-MM-dd'T\" is neither a strategy nor a DateFormatter format (a single quote is not closed); allowed: deferredToDate, iso8601, secondsSince1970, millisecondsSince1970, or a DateFormatter format such as \"yyyy-MM-dd'T'HH:mm:ss\""
    )
  }

  @Test func anUnknownKeySaysWhichKeysThereAre() {
    #expect(
      error("{\"decode\": {}}")
        == "fixture-workbench.json:1:12: unknown key \"decode\"; allowed: decoding, models, generics, sources, fixtures, exports, contract"
    )
    #expect(
      error(#"{"decoding": {"date": "iso8601"}}"#)
        == "fixture-workbench.json:1:23: unknown key \"date\" in \"decoding\"; allowed: keys, dates, decoder")
  }

  @Test func aValueOfTheWrongKindSaysWhatItShouldBe() {
    #expect(
      error(#"{"generics": "Page<Forecast>"}"#)
        == "fixture-workbench.json:1:14: \"generics\" must be an array of strings, like [\"Page<Forecast>\"]; found a string"
    )
    #expect(
      error(#"{"exports": ["a"]}"#)
        == "fixture-workbench.json:1:13: \"exports\" must be a string (a folder); found an array")
    #expect(error("[]") == "fixture-workbench.json:1:1: the configuration must be a JSON object; found an array")
  }

  @Test func aGenericMustNameItsArguments() {
    #expect(
      error(#"{"generics": ["Page"]}"#)
        == "fixture-workbench.json:1:15: \"Page\" is not a generic instantiation; write it as Swift does, like \"Page<Forecast>\""
    )
  }

  @Test func invalidJSONSaysWhere() {
    #expect(error("{\n  \"exports\": \n}").hasPrefix("fixture-workbench.json:3:1: "))
  }

  @Test func aFixtureFolderMayPinModelsByFileNamePattern() throws {
    let configuration = try read(
      #"{"fixtures": ["Tests/A/Fixtures", {"folder": "Tests/A/Resources/json", "models": {"payment-state-*": "PaymentState", "order": "Order"}}]}"#
    )
    #expect(configuration.fixtures == ["Tests/A/Fixtures", "Tests/A/Resources/json"])
    #expect(
      configuration.fixturePins == [
        .init(folder: "Tests/A/Resources/json", pattern: "payment-state-*", model: "PaymentState"),
        .init(folder: "Tests/A/Resources/json", pattern: "order", model: "Order"),
      ])
    let pin = configuration.fixturePins[0]
    #expect(pin.matches("payment-state-3.json"))
    #expect(pin.matches("failing/payment-state-unknown.json"))
    #expect(!pin.matches("payment-states.json"))
    #expect(!pin.matches("a-payment-state-3.json"))
    #expect(configuration.fixturePins[1].matches("order.json"))
    #expect(!configuration.fixturePins[1].matches("order-2.json"))
    // Written back as read, so saving a date strategy keeps the pins.
    let again = try read(configuration.text)
    #expect(again.fixtures == configuration.fixtures)
    #expect(again.fixturePins == configuration.fixturePins)
    #expect(configuration.text.contains(#""payment-state-*": "PaymentState""#))
  }

  @Test func aPinThatIsNotAStringSaysWhere() {
    #expect(
      error(#"{"fixtures": [{"folder": "F", "models": {"x-*": 3}}]}"#)
        == #"fixture-workbench.json:1:49: a pattern names a model by its name, like "Order"; found a number"#)
    #expect(
      error(#"{"fixtures": [{"models": {}}]}"#).hasPrefix(
        #"fixture-workbench.json:1:15: a fixture folder given as an object needs "folder""#))
  }

  @Test func aConfigurationIsWrittenBackAsItWasRead() throws {
    let text = WorkbenchConfiguration(
      decoding: .init(keys: .convertFromSnakeCase, dates: .iso8601), generics: ["Page<Forecast>"],
      exports: "Tests/WeatherModelsTests/Generated"
    ).text
    #expect(text.hasSuffix("\n"))
    let again = try read(text)
    #expect(again.decoding(for: "X") == DecodingOptions(keys: .convertFromSnakeCase, dates: .iso8601))
    #expect(again.generics == ["Page<Forecast>"])
    #expect(again.exports == "Tests/WeatherModelsTests/Generated")
  }

  @Test func sourcesAreFoldersOfSwiftFilesAndAreWrittenBack() throws {
    let configuration = try read(#"{"sources": ["Pods/Weather/Models", "Shared"], "fixtures": ["AppTests/JSON"]}"#)
    #expect(configuration.sources == ["Pods/Weather/Models", "Shared"])
    #expect(try read(configuration.text).sources == ["Pods/Weather/Models", "Shared"])
    #expect(try read("{}").sources == nil)
    #expect(
      error(#"{"sources": "Models"}"#)
        == "fixture-workbench.json:1:13: \"sources\" must be an array of strings, like [\"Models\"]; found a string")
  }
}
