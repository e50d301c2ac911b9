import Foundation

/// A user's package of app models written with the Codable idioms app code uses: the models of
/// `Tests/SampleIdioms` (enums with associated values and synthesized `Codable`, property wrappers
/// that default and drop, `nestedContainer` flattening, a single value of two JSON types, a
/// single-value wrapper, a subclass, an enum of types each tried on the whole payload, a dictionary
/// keyed by an enum, arrays read by position, values of two JSON types in an optional and in an
/// array, a list under a key the server chooses, a flag sent as `1` or `"0"` read into a `Bool`), fixtures named in kebab case in a resources folder,
/// some of them broken in realistic ways, and the package's own test, which decodes each fixture as its
/// type. No configuration file. It lives in `.build/idioms-package`.
enum IdiomsPackageSample {
  static let root = TmuxSession.packageRoot
  static let package = SamplePackage("idioms-package")
  static var folder: URL { package.folder }
  static let sample = root.appendingPathComponent("Tests/SampleIdioms")
  static let fixtures = "Tests/AgendaTests/Fixtures"

  /// A fixture: its type, and, for a broken one, exactly the fields that stop it (repairing them
  /// makes it decode).
  struct Fixture {
    var model: String
    var failing: [String] = []
    var text: String
  }

  static let fixtureFiles: [String: Fixture] = [
    "reminder-every.json": Fixture(
      model: "IdiomModels.Reminder",
      text:
        #"{"id": 1, "schedule": {"every": {"days": 3, "skipWeekends": true}}, "title": "Water the plants", "media": {"movie": {"_0": {"title": "Heat", "runtime": 170}}}, "tags": ["home"]}"#
    ),
    "reminder-once.json": Fixture(
      model: "IdiomModels.Reminder",
      text:
        #"{"id": 2, "schedule": {"once": {"at": 1710201600}}, "title": "Call the bank", "media": {"series": {"_0": {"name": "Dark", "seasons": 3}}}, "tags": []}"#
    ),
    "reminder-never.json": Fixture(
      model: "IdiomModels.Reminder",
      text: #"{"id": 3, "schedule": {"never": {}}, "title": "Read", "tags": ["books", "slow"]}"#),
    "reminder-days-as-text.json": Fixture(
      model: "IdiomModels.Reminder", failing: ["schedule.every.days"],
      text:
        #"{"id": 4, "schedule": {"every": {"days": "three", "skipWeekends": false}}, "title": "Stretch", "tags": []}"#),
    "place.json": Fixture(
      model: "IdiomModels.Place", text: #"{"name": "Pier 4", "position": {"lat": 52.5, "lng": 13.4}, "label": "north"}"#
    ),
    "place-latitude-as-text.json": Fixture(
      model: "IdiomModels.Place", failing: ["position.lat"],
      text: #"{"name": "Dock", "position": {"lat": "52.5", "lng": 13.4}, "label": "south"}"#),
    "basket.json": Fixture(
      model: "IdiomModels.Basket",
      text:
        #"{"id": 4, "tags": ["a", "b"], "items": [{"sku": "x1", "count": 2}, {"sku": "x2"}], "note": "leave at the door"}"#
    ),
    "basket-without-tags.json": Fixture(
      model: "IdiomModels.Basket", text: #"{"id": 5, "items": [{"sku": "y1", "count": 1}], "note": "ring twice"}"#),
    "basket-note-missing.json": Fixture(
      model: "IdiomModels.Basket", failing: ["note"], text: #"{"id": 6, "tags": ["x"], "items": []}"#),
    "visit-text-id.json": Fixture(
      model: "IdiomModels.Visit", text: #"{"id": "wo_12", "site": "berlin", "count": 3, "sample": [1.5, 2.25]}"#),
    "visit-number-id.json": Fixture(
      model: "IdiomModels.Visit", text: #"{"id": 42, "site": "paris", "count": 1, "sample": []}"#),
    "visit-id-as-flag.json": Fixture(
      model: "IdiomModels.Visit", failing: ["id"], text: #"{"id": true, "site": "rome", "count": 2, "sample": [0.5]}"#),
    "policy-uploads.json": Fixture(
      model: "IdiomModels.Retry",
      text: #"{"maxAttempts": 3, "initialBackoff": "1s", "maxBackoff": "3.5s", "backoffMultiplier": 1.6}"#),
    "policy-no-backoff.json": Fixture(
      model: "IdiomModels.Retry", failing: ["maxBackoff"],
      text: #"{"maxAttempts": 4, "initialBackoff": "1s", "maxBackoff": "0s", "backoffMultiplier": 2}"#),
    "sign-in-session.json": Fixture(
      model: "IdiomModels.SignIn",
      text: #"{"access_token": "tk_81", "expires_in": 3600, "account": {"id": 7, "email": "ada@example.com"}}"#),
    "sign-in-warned.json": Fixture(
      model: "IdiomModels.SignIn",
      text:
        #"{"access_token": "tk_90", "expires_in": 60, "account": {"id": 9, "email": "bo@example.com", "is_guest": false}, "warning": {"reasons": ["length"]}}"#
    ),
    "sign-in-guest.json": Fixture(
      model: "IdiomModels.SignIn", text: #"{"id": 8, "email": "guest@example.com", "is_guest": true}"#),
    "forecast-hour-dawn.json": Fixture(
      model: "IdiomModels.ForecastHour",
      text: #"{"time": "2026-11-27T06:00:00Z", "wind": {"noaa": 4.5, "icon": 4.25}, "swell": {"noaa": 1.5}}"#),
    "chart-temperature.json": Fixture(
      model: "IdiomModels.Chart",
      text: #"{"name": "temperature", "points": [[1710201600, 18.2], [1710205200, 17.9]]}"#),
    "chart-value-as-text.json": Fixture(
      model: "IdiomModels.Chart", failing: ["points[1][1]"],
      text: #"{"name": "wind", "points": [[1710201600, 4.5], [1710205200, "5.1"], [1710208800, 6]]}"#),
    "route-harbour.json": Fixture(
      model: "IdiomModels.Route",
      text:
        #"{"id": 12, "stops": [{"name": "Pier 4", "location": [13.4, 52.5]}, {"name": "Depot"}, {"name": "Gate", "location": [13.45, 52.55]}]}"#
    ),
    "route-latitude-as-text.json": Fixture(
      model: "IdiomModels.Route", failing: ["stops[0].location[1]"],
      text: #"{"id": 13, "stops": [{"name": "Quay", "location": [13.5, "52.4"]}, {"name": "Mill"}]}"#),
    "note.json": Fixture(
      model: "IdiomModels.Note", text: #"{"id": 9, "created": "2026-01-02", "body": "pick up the keys"}"#),
    "shipment-mixed.json": Fixture(
      model: "IdiomModels.Shipment",
      text:
        #"{"id": 1, "reference": 77, "carrier": 12, "parcels": [{"code": 7, "weight": 1.5, "handler": "dock-4"}, {"code": "p-2", "weight": 0.25}]}"#
    ),
    "shipment-by-text.json": Fixture(
      model: "IdiomModels.Shipment",
      text:
        #"{"id": 2, "reference": "r-9", "carrier": "ups-ground", "parcels": [{"code": "p-3", "weight": 2.5, "handler": 31}]}"#
    ),
    "shipment-code-as-flag.json": Fixture(
      model: "IdiomModels.Shipment", failing: ["parcels[1].code"],
      text:
        #"{"id": 3, "reference": null, "carrier": "dhl", "parcels": [{"code": 8, "weight": 1}, {"code": false, "weight": 2}]}"#
    ),
    "depot-north.json": Fixture(
      model: "IdiomModels.Depot",
      text:
        #"{"name": "North", "stock": {"crates": [{"code": "c-1", "weight": 12.5, "handler": "dock-2"}, {"code": 4, "weight": 3, "handler": 7}]}}"#
    ),
    "depot-south.json": Fixture(
      model: "IdiomModels.Depot", text: #"{"name": "South", "stock": {"pallets": [{"code": 11, "weight": 40}]}}"#),
    "crew-night.json": Fixture(
      model: "IdiomModels.Crew",
      text:
        #"{"name": "Night shift", "members": [{"name": "Ada", "lead": 1}, {"name": "Bo", "lead": "0"}, {"name": "Cy", "lead": false}]}"#
    ),
    "depot-weight-as-text.json": Fixture(
      model: "IdiomModels.Depot", failing: ["stock.pallets[0].weight"],
      text: #"{"name": "East", "stock": {"pallets": [{"code": 12, "weight": "40kg"}]}}"#),
  ]

  static let manifest = SamplePackage.manifest(
    name: "Agenda", library: "Agenda", tests: "AgendaTests", resources: "Fixtures")

  /// The package's own test: each fixture decodes as its type, or fails, as the oracle says.
  static var ownTest: String {
    let cases = fixtureFiles.sorted { $0.key < $1.key }.map { file, fixture in
      "    (\"\(file.dropLast(5))\", \(fixture.failing.isEmpty), { _ = try JSONDecoder().decode(\(fixture.model).self, from: $0) }),"
    }
    return """
      import Agenda
      import Foundation
      import Testing

      struct FixtureDecodingTests {
        static let decoders: [(String, Bool, @Sendable (Data) throws -> Void)] = [
      \(cases.joined(separator: "\n"))
        ]

        @Test func everyFixtureDecodesAsItsTypeOrFailsAsExpected() throws {
          for (name, decodes, decode) in Self.decoders {
            let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
            let decoded = (try? decode(try Data(contentsOf: url))) != nil
            #expect(decoded == decodes, "\\(name)")
          }
        }
      }

      """
  }

  /// Writes the package (only files whose text changed) and removes what earlier runs exported.
  static func prepare() throws {
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("Tests/AgendaTests/Generated"))
    try? FileManager.default.removeItem(at: folder.appendingPathComponent(".build/fixture-workbench"))
    try package.write(manifest, to: "Package.swift")
    try package.write(ownTest, to: "Tests/AgendaTests/FixtureDecodingTests.swift")
    for file in [
      "IdiomModels.swift", "IdiomModels+Alternatives.swift", "IdiomModels+SourceKeyed.swift",
      "IdiomModels+Shipment.swift", "IdiomModels+Batch.swift", "IdiomModels+Crew.swift",
    ] {
      let models = try String(contentsOf: sample.appendingPathComponent(file), encoding: .utf8)
      try package.write(models, to: "Sources/Agenda/\(file)")
    }
    for (name, fixture) in fixtureFiles { try package.write(fixture.text + "\n", to: "\(fixtures)/\(name)") }
    try SamplePackageFiles.installWorkbench(in: package.installFolder)
  }
}
