import FixtureEngine
import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct FittedServerItem: Decodable, Sendable {
  let title: String
  let addedAt: Date
}

struct FittedAccountPin: Decodable, Sendable {
  let code: String
  let clientIdentifier: String
  let expiresAt: Date
}

/// Where fixtures that no name gives to a model need another date form than the package-wide
/// choice for the model they come closest to, and at least two agree on it, that model reads its
/// dates so (PlexKit's plex.tv payloads in ISO 8601 beside its server's seconds since 1970).
struct FittedDatesInferenceTests {
  static let server = [
    "/ws/Fixtures/albums.json": #"{"title": "Abbey Road", "addedAt": 1600000000}"#,
    "/ws/Fixtures/tracks.json": #"{"title": "Help!", "addedAt": 1600000100}"#,
  ]
  static let pin = #"{"code": "x1", "clientIdentifier": "c", "expiresAt": "2020-05-30T15:14:05Z"}"#

  func chosen(_ files: [String: String]) throws -> Workspace {
    var workspace = Workspace(
      "Plex", directory: "/ws", models: [.model(FittedServerItem.self), .model(FittedAccountPin.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    let system = InMemoryFileSystem(files.mapValues { Data($0.utf8) })
    return workspace.choosingPackageDecoders(in: .test(files: system))
  }

  @Test func twoFixturesThatAgreeGiveTheirModelTheirDates() throws {
    var files = Self.server
    files["/ws/Fixtures/pin.json"] = Self.pin
    files["/ws/Fixtures/pin_no_id.json"] = Self.pin.replacingOccurrences(of: "x1", with: "x2")
    let workspace = try chosen(files)
    let pin = try workspace.model(named: "FittedAccountPin")
    #expect(pin.foundDates == .iso8601)
    #expect(pin.inspect(Data(Self.pin.utf8)).decodes)
    let item = try workspace.model(named: "FittedServerItem")
    #expect(item.foundDates != .iso8601)
    #expect(item.inspect(Data(Self.server["/ws/Fixtures/albums.json"]!.utf8)).decodes)
  }

  /// Lists of a model choose for the model they hold.
  @Test func listsOfAModelChooseForTheModel() throws {
    var files = Self.server
    files["/ws/Fixtures/resources.json"] = "[\(Self.pin)]"
    files["/ws/Fixtures/resources_no_connections.json"] = "[\(Self.pin), \(Self.pin)]"
    let workspace = try chosen(files)
    #expect(try workspace.model(named: "FittedAccountPin").foundDates == .iso8601)
    #expect(try workspace.model(named: "[FittedAccountPin]").inspect(Data("[\(Self.pin)]".utf8)).decodes)
  }

  /// A list its name gives to a model (`fitted_account_pins.json`, a `[FittedAccountPin]`)
  /// chooses the dates of the model it holds, as a fixture of the model does.
  @Test func aListNamedAfterAModelChoosesForTheModel() throws {
    var files = Self.server
    files["/ws/Fixtures/fitted_account_pins.json"] = "[\(Self.pin)]"
    let workspace = try chosen(files)
    let pin = try workspace.model(named: "FittedAccountPin")
    #expect(pin.foundDates == .iso8601)
    #expect(try workspace.model(named: "[FittedAccountPin]").inspect(Data("[\(Self.pin)]".utf8)).decodes)
    #expect(try workspace.model(named: "FittedServerItem").foundDates != .iso8601)
  }

  /// One fixture alone in another form is that fixture's fault: it stays broken.
  @Test func oneFixtureAloneChangesNothing() throws {
    var files = Self.server
    files["/ws/Fixtures/pin.json"] = Self.pin
    let pin = try chosen(files).model(named: "FittedAccountPin")
    #expect(pin.foundDates == nil)
    #expect(!pin.inspect(Data(Self.pin.utf8)).decodes)
  }

  /// A form that would break a fixture the model decodes now is not taken.
  @Test func aFormThatBreaksAFixtureThatDecodesIsNotTaken() throws {
    var files = Self.server
    files["/ws/Fixtures/pin.json"] = Self.pin
    files["/ws/Fixtures/pin_no_id.json"] = Self.pin.replacingOccurrences(of: "x1", with: "x2")
    files["/ws/Fixtures/old_pin.json"] = #"{"code": "x3", "clientIdentifier": "c", "expiresAt": 1600000000}"#
    #expect(try chosen(files).model(named: "FittedAccountPin").foundDates == nil)
  }
}
