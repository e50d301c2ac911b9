import FixtureEngine
import Foundation
import GoldenRecording
import JSONFragment
import ModelAdapter
import PackageDiscovery
import SnapshotTesting
import Testing
import Wild
import WorkbenchContext
import WorkbenchUI

/// `D` in the editor: the payload decoded with the next date strategy, the title saying which, and
/// the offer to save it in `fixture-workbench.json` when the workspace has one.
@Suite(.snapshots(record: GoldenRecording.isOn ? .all : .missing))
struct DatesKeyTests {
  /// A station (seconds since 1970, by its registration) whose date is ISO 8601 text.
  static let isoStation = Data(
    #"""
    {"id": "s1", "name": "Central", "installed_at": "2026-11-02T10:00:00Z", "calibration": "AQID",
     "offsets": {"north": 1.5}, "grid": [[1, 2]], "homepage": "https://example.com/s1"}
    """#.utf8)
  static let configurationPath = "/pkg/fixture-workbench.json"
  static let configurationText = #"{"decoding": {"keys": "useDefaultKeys"}, "exports": "Tests/T/Generated"}"#

  /// A driver on Station with the ISO-dated payload open; with a configuration file in memory
  /// when `configured`.
  func driver(
    configured: Bool, payload: Data = isoStation, name: String = "iso-station.json",
    datesFromCommandLine: DecodingOptions.Dates? = nil
  ) -> (UIDriver, InMemoryFileSystem) {
    var wild = Workspace.wild
    wild.datesFromCommandLine = datesFromCommandLine
    let files = InMemoryFileSystem([Self.configurationPath: Data(Self.configurationText.utf8)])
    if configured { wild.configurationFile = Self.configurationPath }
    var driver = UIDriver(WorkspaceRegistry([wild]), width: 100, height: 30, context: .test(files: files))
    driver.open(workspace: wild, model: "Station", payload: .bytes(payload, name: name))
    return (driver, files)
  }

  @Test func theHintSaysPressD() {
    let (driver, _) = driver(configured: false)
    #expect(driver.editor?.inspection?.datesHint == .iso8601)
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func withoutAConfigurationTheStrategyIsForThisSession() {
    var (driver, _) = driver(configured: false)
    driver.press(.character("D"))
    #expect(driver.editor?.dates == .iso8601)
    #expect(driver.editor?.inspection?.decodes == true)
    #expect(driver.state.overlay == nil)
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func withAConfigurationTheAppOffersToSave() throws {
    var (driver, files) = driver(configured: true)
    driver.press(.character("D"))
    #expect(driver.state.overlay == .saveDates(.iso8601))
    assertSnapshot(of: driver.text, as: .lines, named: "prompt")
    driver.press(.character("y"))
    #expect(driver.state.message == .info(#"saved "dates": "iso8601" for Station in fixture-workbench.json"#))
    let saved = try WorkbenchConfiguration(
      parsing: String(decoding: try #require(files.contents(of: Self.configurationPath)), as: UTF8.self))
    #expect(saved.models["Station"] == .init(dates: .iso8601))
    #expect(saved.exports == "Tests/T/Generated")
    #expect(driver.editor?.dates == .iso8601)
    assertSnapshot(of: driver.text, as: .lines, named: "saved")
  }

  @Test func dInThePromptMovesOnAndAnyOtherKeyKeepsItUnsaved() {
    var (driver, files) = driver(configured: true)
    driver.press(.character("D"), .character("D"))
    #expect(driver.editor?.dates == .millisecondsSince1970)
    #expect(driver.state.overlay == .saveDates(.millisecondsSince1970))
    driver.press(.character("n"))
    #expect(driver.state.overlay == nil)
    #expect(driver.state.message == .info("dates: millisecondsSince1970 for this session only (not saved)"))
    #expect(files.contents(of: Self.configurationPath) == Data(Self.configurationText.utf8))
  }

  @Test func aDateTypedInIsCheckedAgainstTheStrategyInUse() {
    var (driver, _) = driver(configured: false)
    driver.press(.character("D"))
    driver.select(JSONPath.root.appending(key: "installed_at"))
    driver.press(.character("e"), .control("u"))
    driver.type("2026-12-24T18:00:00Z")
    driver.press(.enter)
    #expect(driver.state.message == nil)
    #expect(driver.editor?.document.value[JSONPath.root.appending(key: "installed_at")] == "2026-12-24T18:00:00Z")
    #expect(driver.editor?.inspection?.decodes == true)
  }

  @Test func theCycleEndsBackOnTheModelsOwn() {
    var (driver, _) = driver(configured: false)
    var seen: [DecodingOptions.Dates?] = []
    for _ in 0..<4 {
      driver.press(.character("D"))
      seen.append(driver.editor?.dates)
    }
    #expect(seen == [.iso8601, .millisecondsSince1970, .deferredToDate, nil])
    #expect(driver.state.message == .info("dates: secondsSince1970, Station's own"))
    #expect(driver.editor?.inspection?.decodes == false)
  }

  @Test func aFormatTheHintNamedComesAfterTheNamedStrategiesAndSaves() throws {
    let text = String(decoding: Self.isoStation, as: UTF8.self).replacingOccurrences(
      of: "2026-11-02T10:00:00Z", with: "2026-11-02 10:00:00")
    var (driver, files) = driver(configured: true, payload: Data(text.utf8), name: "plain-station.json")
    let format = DecodingOptions.Dates.formatted("yyyy-MM-dd HH:mm:ss")
    #expect(driver.editor?.inspection?.datesHint == format)
    #expect(driver.editor?.dateCycle == [.iso8601, .millisecondsSince1970, .deferredToDate, format])
    for _ in 0..<4 {
      driver.press(.character("D"))
      if driver.editor?.dates != format { driver.press(.character("n")) }
    }
    #expect(driver.editor?.inspection?.decodes == true)
    #expect(driver.state.overlay == .saveDates(format))
    driver.press(.character("y"))
    let saved = try WorkbenchConfiguration(
      parsing: String(decoding: try #require(files.contents(of: Self.configurationPath)), as: UTF8.self))
    #expect(saved.models["Station"] == .init(dates: format))

    driver.select(JSONPath.root.appending(key: "installed_at"))
    driver.press(.character("e"), .control("u"))
    driver.type("2026-12-24T18:00:00Z")
    driver.press(.enter)
    #expect(
      driver.state.overlay
        == .prompt(
          Prompt(
            purpose: .editValue, text: "2026-12-24T18:00:00Z",
            problem: "installed_at: this date is text in the format yyyy-MM-dd HH:mm:ss, like 2026-01-01 00:00:00")))
  }

  @Test func savingWhileDatesIsGivenSaysThatItStillWins() {
    var (driver, _) = driver(configured: true, datesFromCommandLine: .secondsSince1970)
    driver.press(.character("D"), .character("y"))
    #expect(
      driver.state.message
        == .info(
          #"saved "dates": "iso8601" for Station in fixture-workbench.json; --dates secondsSince1970 still wins while it is given"#
        ))
  }
}
