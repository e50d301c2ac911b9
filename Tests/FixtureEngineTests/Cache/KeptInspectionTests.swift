import Foundation
import Locations
import ModelProbe
import Testing
import WorkbenchContext

@testable import FixtureEngine

/// A lint's inspection of a fixture is kept for the next run under the fixture's path: the next
/// run takes it as kept, and inspects again when the bytes, the model or the build changed.
struct KeptInspectionTests {
  static let cacheFolder = "/ws/.build/fixture-workbench/cache"
  static let path = "/ws/Fixtures/location-cvs.json"
  static let broken = Data(#"{"name": "CVS"}"#.utf8)

  func caches(_ files: InMemoryFileSystem, build: String = "b1") -> PackageCaches {
    PackageCaches(
      folder: Self.cacheFolder, workspace: FixtureFitTests.places, launcherBuild: build, files: files.fileSystem)
  }

  func message(_ inspection: PayloadInspection) -> String? {
    guard case .fails(let diagnosis) = inspection.verdict else { return nil }
    return diagnosis.message
  }

  /// The kept file with every "locationId" in it spelled `spelled`: what the next run reads, if it
  /// reads the file.
  func editKept(_ files: InMemoryFileSystem, to spelled: String) throws {
    let kept = Self.cacheFolder + "/Places-inspections.json"
    let text = String(decoding: try #require(files.contents(of: kept)), as: UTF8.self)
    #expect(text.contains("locationId"))
    try files.fileSystem.replace(kept, Data(text.replacingOccurrences(of: "locationId", with: spelled).utf8))
  }

  @Test func theNextRunTakesTheKeptInspection() throws {
    let files = InMemoryFileSystem()
    let location = try FixtureFitTests.places.model(named: "Location")
    let cache = caches(files).inspections
    let first = location.lintInspection(of: Self.broken, at: Self.path, cache: cache)
    #expect(message(first)?.contains("locationId") == true)
    #expect(first.trace?.failures.first?.location != nil, "located in the text")
    cache.flush()
    try editKept(files, to: "keptId")
    let kept = location.lintInspection(of: Self.broken, at: Self.path, cache: caches(files).inspections)
    #expect(message(kept)?.contains("keptId") == true)
    #expect(kept.trace?.failures.map(\.location) == first.trace?.failures.map(\.location))
    // Other bytes, another model at the same path, or another build: inspected again.
    let other = Data(#"{"name": "CVS", "city": "Springfield"}"#.utf8)
    let changed = location.lintInspection(of: other, at: Self.path, cache: caches(files).inspections)
    #expect(message(changed)?.contains("locationId") == true)
    let address = try FixtureFitTests.places.model(named: "Address")
    #expect(address.lintInspection(of: Self.broken, at: Self.path, cache: caches(files).inspections).decodes == false)
    let rebuilt = location.lintInspection(of: Self.broken, at: Self.path, cache: caches(files, build: "b2").inspections)
    #expect(message(rebuilt)?.contains("locationId") == true)
  }

  @Test func withNoCacheNothingIsKept() throws {
    let files = InMemoryFileSystem()
    let location = try FixtureFitTests.places.model(named: "Location")
    let inspection = location.lintInspection(of: Self.broken, at: Self.path, cache: nil)
    #expect(message(inspection)?.contains("locationId") == true)
    #expect(files.paths.isEmpty)
  }
}
