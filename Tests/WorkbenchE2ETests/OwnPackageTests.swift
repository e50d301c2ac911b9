import Foundation
import Testing

/// The installed `workbench` in a user's package that has no workbench code: it finds the models,
/// builds its launcher under the package's `.build/`, and every command and the app work on them.
/// One test, in steps, since each builds on the last (about two minutes on a warm `.build`; the
/// first run builds the launcher against this package, a few minutes more).
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct OwnPackageTests {
  typealias Sample = OwnPackageSample

  @Test(.timeLimit(.minutes(30)))
  func theInstalledWorkbenchWorksOnAPackageWithNoGlue() throws {
    try Sample.prepare()
    let swift = try #require(Sample.swift, "swift is not on PATH")

    // The first run finds the models and writes nothing: there is nothing to configure.
    let first = try Sample.workbench("schema", "--model", "Forecast")
    try #require(first.status == 0, "\(first.output.suffix(3000))")
    #expect(!first.output.contains("wrote fixture-workbench.json"), "\(first.output.suffix(2000))")
    // A module that imports a C target is read, and the C target itself is not tried.
    #expect(!first.output.contains("could not read the symbol graph"), "\(first.output.suffix(2000))")
    // A generic type is instantiated with the package's models, with no configuration.
    #expect(!first.output.contains("Page<Item> is generic"), "\(first.output.suffix(2000))")
    #expect(
      first.output.contains("sky   Forecast.Sky  required  clear | cloudy | rain"), "\(first.output.suffix(2000))")
    #expect(
      !FileManager.default.fileExists(atPath: Sample.folder.appendingPathComponent("fixture-workbench.json").path))

    // `init` writes the file, then keeps the one it finds unless forced, and prints the test
    // target's lines either way.
    let wrote = try Sample.workbench("init")
    #expect(wrote.status == 0 && wrote.output.contains("wrote fixture-workbench.json"), "\(wrote.output)")
    let kept = try Sample.workbench("init")
    #expect(kept.status == 0, "\(kept.output)")
    #expect(kept.output.contains("kept fixture-workbench.json (workbench init --force replaces it)"), "\(kept.output)")
    #expect(kept.output.contains(#"name: "WeatherModelsTests""#), "\(kept.output)")
    #expect(
      kept.output.contains(#".product(name: "JSONFragment", package: "\#(Sample.root.lastPathComponent)")"#),
      "\(kept.output)")
    let forced = try Sample.workbench("init", "--force")
    #expect(forced.status == 0 && forced.output.contains("wrote fixture-workbench.json"), "\(forced.output)")

    // A generic instantiation and a per-model date strategy in the configuration.
    try Sample.write(
      #"{"models": {"Station": {"dates": "secondsSince1970"}}, "generics": ["Page<Forecast>"]}"# + "\n",
      to: "fixture-workbench.json")
    let page = try Sample.workbench("schema", "--model", "Page<Forecast>")
    #expect(page.status == 0, "\(page.output.suffix(2000))")
    #expect(page.output.contains("WeatherModels > Page<Forecast>"), "\(page.output)")
    #expect(page.output.contains("items"))
    // An instantiation that nothing registers is compiled into the launcher when it is named, in
    // any spelling, and kept there (until the sample's build folder goes: forgotten first, as if new).
    try? FileManager.default.removeItem(
      at: Sample.folder.appendingPathComponent(".build/fixture-workbench/launcher/asked-generics.json"))
    let nested = try Sample.workbench("schema", "--model", "WeatherModels.Page<WeatherModels.Page<Forecast>>")
    #expect(nested.status == 0, "\(nested.output.suffix(2000))")
    #expect(nested.output.contains("Page<Page<Forecast>> is not registered yet"), "\(nested.output.suffix(2000))")
    #expect(nested.output.contains("WeatherModels > Page<Page<Forecast>>"), "\(nested.output.suffix(2000))")
    let registered = try Sample.workbench("schema", "--model", "Page<Page<Forecast>>")
    #expect(
      registered.status == 0 && !registered.output.contains("not registered yet"), "\(registered.output.suffix(2000))")
    let unknown = try Sample.workbench("schema", "--model", "Page<Nowhere>")
    #expect(unknown.status == 2, "\(unknown.output.suffix(2000))")
    #expect(unknown.output.contains("Page<Nowhere> does not compile in the launcher"), "\(unknown.output.suffix(2000))")

    // The launcher only hosts the models: it lists them for the installed workbench, and has no
    // command of its own.
    let launcher = Sample.folder.appendingPathComponent(
      ".build/fixture-workbench/launcher/.build/debug/workbench-launcher")
    let catalog = try Sample.run(launcher.path, ["catalog"])
    #expect(catalog.status == 0, "\(catalog.output)")
    #expect(catalog.output.contains(#""name":"Page<Forecast>""#), "\(catalog.output)")
    #expect(catalog.output.contains(#""moduleName":"WeatherModels""#), "\(catalog.output)")
    let direct = try Sample.run(launcher.path, ["lint"])
    #expect(direct.status == 2, "\(direct.output)")
    #expect(direct.output.contains("run `workbench` in that folder"), "\(direct.output)")

    // A raw-value enum that is not CaseIterable: the launcher lists its cases from the symbol graph.
    let station = try Sample.workbench("schema", "--model", "Station")
    #expect(station.output.contains("Station.Mast  optional  lattice | tube"), "\(station.output)")

    // An internal model, inspected with the configured dates; lint over the test target's fixtures.
    let opened = try Sample.workbench(
      "inspect", "Tests/WeatherModelsTests/Fixtures/Station/opened.json", "--model", "Station")
    #expect(opened.status == 0, "\(opened.output)")
    #expect(opened.output.contains("verdict: decodes"), "\(opened.output)")
    let iso = try Sample.workbench(
      "inspect", "Tests/WeatherModelsTests/Fixtures/Station/opened.json", "--model", "Station", "--dates", "iso8601")
    #expect(iso.status == 1, "--dates wins over the file: \(iso.output)")
    let lint = try Sample.workbench("lint", "--workspace", "WeatherModels")
    #expect(lint.status == 0, "\(lint.output)")
    #expect(lint.output.contains("2 fixtures"), "\(lint.output)")

    // A payload whose dates are text in a format: the hint names the format, `--dates` takes it.
    let plain = #"{"id": "s2", "name": "Pier", "openedAt": "2026-11-02 10:00:00"}"# + "\n"
    try Sample.write(plain, to: "plain-station.json")
    let hinted = try Sample.workbench("inspect", "plain-station.json", "--model", "Station")
    #expect(hinted.status == 1, "\(hinted.output)")
    #expect(hinted.output.contains("pass --dates 'yyyy-MM-dd HH:mm:ss'"), "\(hinted.output)")
    let formatted = try Sample.workbench(
      "inspect", "plain-station.json", "--model", "Station", "--dates", "yyyy-MM-dd HH:mm:ss")
    #expect(formatted.status == 0, "\(formatted.output)")

    // The app on that payload: D steps through the named strategies to the hinted format, and
    // saves it for Station in the configuration, which keeps the rest.
    do {
      let dates = try TmuxSession(
        "open WeatherModels --model Station --payload plain-station.json", width: 100, height: 30,
        executable: Sample.installed, folder: Sample.folder)
      defer { dates.kill() }
      try dates.waitForEditor(showing: "does not decode ✗")
      try dates.send("D")
      try dates.waitFor(#"save "dates": "iso8601" for Station"#)
      try dates.send("D", "D", "D")
      try dates.waitFor(#"save "dates": "yyyy-MM-dd HH:mm:ss" for Station in fixture-workbench.json? y/n"#)
      try dates.send("y")
      try dates.waitFor("saved \"dates\"")
      try dates.send("q")
      try dates.waitFor("EXITED 0")
    }
    let saved = try String(contentsOf: Sample.folder.appendingPathComponent("fixture-workbench.json"), encoding: .utf8)
    #expect(saved.contains(#""Station": {"#) && saved.contains(#""dates": "yyyy-MM-dd HH:mm:ss""#), "\(saved)")
    #expect(saved.contains("Page<Forecast>"), "the rest of the file is kept: \(saved)")

    // The internal model exported from its placeholder payload, its dates in the saved format.
    let stationExport = try Sample.workbench("export", "--model", "Station", "--name", "pier")
    #expect(stationExport.status == 0, "\(stationExport.output)")
    #expect(!stationExport.output.contains("note:"), "the test target has the libraries: \(stationExport.output)")

    // The app: pick a model, toggle a field, export a test into the test target.
    let session = try TmuxSession(executable: Sample.installed, folder: Sample.folder)
    defer { session.kill() }
    try session.waitFor("WeatherKit")
    try session.send("Enter")
    try session.waitFor("Station")
    try session.send("Enter")
    try session.waitForEditor(showing: "forecast.json")
    try session.send("j", "j", "j", "n")
    try session.waitFor("\"note\": null")
    try session.send("x")
    try session.waitFor("What to export:")
    try session.send("j", "Enter")
    try session.waitFor("Name:")
    try session.send("C-u", "oslo", "Enter")
    try session.waitFor("Generated")
    try session.send("Enter")
    try session.waitFor("wrote")
    try session.send("q")
    try session.waitFor("EXITED 0")
    let generated = Sample.folder.appendingPathComponent("Tests/WeatherModelsTests/Generated")
    let exported = try FileManager.default.contentsOfDirectory(atPath: generated.path)
    #expect(exported.contains { $0.hasSuffix(".swift") }, "\(exported)")

    // The export compiles in the user's test target and passes.
    let tests = try Sample.run(swift, ["test"])
    #expect(tests.status == 0, "\(tests.output.suffix(4000))")

    // A new model in the sources is picked up by the next run.
    try Sample.write(
      "public struct Alarm: Decodable {\n  public var level: Int\n}\n", to: "Sources/WeatherKit/Alarm.swift")
    let alarm = try Sample.workbench("schema", "--model", "Alarm")
    #expect(alarm.status == 0, "\(alarm.output.suffix(2000))")
    #expect(alarm.output.contains("level  Int  required"), "\(alarm.output)")
    let alarmExport = try Sample.workbench("export", "--model", "Alarm", "--dry-run")
    #expect(alarmExport.status == 0, "\(alarmExport.output)")
    #expect(
      alarmExport.output.contains(
        "note: no test target depends on WeatherKit to compile exported tests"),
      "\(alarmExport.output)")

    // A package that does not build: the compiler's error, status 2, nothing of the package written.
    try Sample.write(
      "public struct Broken: Decodable {\n  var x: Int = \"no\"\n}\n", to: "Sources/WeatherKit/Broken.swift")
    let before = Sample.sourceFiles()
    let broken = try Sample.workbench("schema", "--model", "Alarm")
    #expect(broken.status == 2)
    #expect(
      broken.output.contains("Broken.swift:2:16: error: cannot convert value of type 'String'"), "\(broken.output)")
    #expect(broken.output.contains("Weather does not build"))
    #expect(broken.output.contains("; the whole build log is in "), "\(broken.output)")
    #expect(Sample.sourceFiles() == before)
  }
}
