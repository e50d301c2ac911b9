import Foundation
import PackageDiscovery
import Testing
import WorkbenchContext

/// The app's `D` saves a model's date strategy in `fixture-workbench.json`, keeping the rest.
struct ConfigurationDatesSavingTests {
  let path = "/pkg/fixture-workbench.json"

  func saved(_ text: String, model: String = "Order") throws -> (InMemoryFileSystem, WorkbenchConfiguration) {
    let files = InMemoryFileSystem([path: Data(text.utf8)])
    try WorkbenchConfiguration.saveDates(.secondsSince1970, forModel: model, inFileAt: path, files: files.fileSystem)
    let written = String(decoding: try #require(files.contents(of: path)), as: UTF8.self)
    return (files, try WorkbenchConfiguration(parsing: written))
  }

  @Test func addsTheModelsEntryAndKeepsTheRest() throws {
    let (_, configuration) = try saved(
      #"""
      {"decoding": {"keys": "convertFromSnakeCase", "dates": "iso8601"},
       "models": {"exclude": ["Alert"], "Station": {"keys": "useDefaultKeys"}},
       "generics": ["Page<Order>"], "fixtures": ["Tests/T/Fixtures"], "exports": "Tests/T/Generated"}
      """#)
    #expect(configuration.models["Order"] == .init(dates: .secondsSince1970))
    #expect(configuration.models["Station"] == .init(keys: .useDefaultKeys))
    #expect(configuration.decoding == .init(keys: .convertFromSnakeCase, dates: .iso8601))
    #expect(configuration.exclude == ["Alert"])
    #expect(configuration.generics == ["Page<Order>"])
    #expect(configuration.fixtures == ["Tests/T/Fixtures"])
    #expect(configuration.exports == "Tests/T/Generated")
    #expect(configuration.decoding(for: "Order").dates == .secondsSince1970)
    #expect(configuration.decoding(for: "Order").keys == .convertFromSnakeCase)
  }

  @Test func changesOnlyTheDatesOfAModelThatHasAnEntry() throws {
    let (_, configuration) = try saved(#"{"models": {"Order": {"keys": "convertFromSnakeCase", "dates": "iso8601"}}}"#)
    #expect(configuration.models["Order"] == .init(keys: .convertFromSnakeCase, dates: .secondsSince1970))
  }

  @Test func aBrokenFileIsLeftAsItWas() {
    let files = InMemoryFileSystem([path: Data(#"{"decoding": 3}"#.utf8)])
    #expect(throws: ConfigurationError.self) {
      try WorkbenchConfiguration.saveDates(.iso8601, forModel: "Order", inFileAt: path, files: files.fileSystem)
    }
    #expect(files.contents(of: path) == Data(#"{"decoding": 3}"#.utf8))
  }

  @Test func aMissingFileIsAnError() {
    #expect(throws: ConfigurationError.self) {
      try WorkbenchConfiguration.saveDates(
        .iso8601, forModel: "Order", inFileAt: path, files: InMemoryFileSystem().fileSystem)
    }
  }
}
