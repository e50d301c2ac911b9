import FixtureEngine
import Foundation
import JSONFragment
import ModelProbe
import Testing

/// Models whose `init(from:)` traps or never returns, run in workers of the built `workbench`:
/// each stop is a stop that says where and why, and the workbench goes on.
@Suite(.serialized)
struct ModelWorkerTests {
  static let wild = Self.registry(WorkspaceRegistry.bundled)

  static func registry(_ registry: WorkspaceRegistry) -> WorkspaceRegistry {
    registry.runningModels(
      in: ModelWorker(executable: WorkbenchBinaryTests.binary.path, arguments: ["worker"], environment: [:]))
  }

  private func model(_ name: String) throws -> WorkspaceModel {
    try Self.wild.workspace(named: "Wild").model(named: name)
  }

  private func payload(_ name: String) throws -> Data {
    try Data(
      contentsOf: WorkbenchBinaryTests.packageRoot.appendingPathComponent("Workspaces/Wild/Payloads/\(name)"))
  }

  @Test func aValidatingInitAcceptsThePlausiblePlaceholdersAndIsLearnedWhole() throws {
    let schema = try model("Station").schema()
    #expect(schema.stops.isEmpty, "\(schema.stops)")
    #expect(
      schema.fieldPaths.map(\.path.description) == [
        "id", "name", "installed_at", "calibration", "offsets", "grid", "homepage",
      ])
  }

  @Test func aModelWithFixturesIsLearnedOverTheFirstOne() throws {
    #expect(try model("Station").schema().learnedFrom == "Fixtures/central-park.json")
    #expect(try model("Post").schema().learnedFrom == "Fixtures/Post/image.json")
    #expect(try model("Reading").schema().learnedFrom == nil)
  }

  @Test func fatalErrorInADefaultBranchIsAFindingForLearningAndForTheProbe() throws {
    let schema = try model("Reading").schema()
    #expect(schema.fieldPaths.map(\.path) == ["value", "unit"])
    #expect(
      schema.stops.map(\.description) == [
        #"Reading.init(from:) stopped at Reading.swift:20: Fatal error: unknown unit text, while learning the model with unit = "text""#,
        "Reading.init(from:) stopped at Reading.swift:20: Fatal error: unknown unit sentinel-3, while probing which property each key feeds",
      ])
  }

  @Test func aRealPayloadThatTrapsIsAStoppedVerdictAndTheNextPayloadDecodes() throws {
    let station = try model("Station")
    let trapped = station.inspect(try payload("station-empty-id.json"))
    guard case .stopped(let stop) = trapped.verdict else {
      Issue.record("expected a stopped verdict, got \(trapped.verdict)")
      return
    }
    #expect(
      stop.description
        == "Station.init(from:) stopped at Station.swift:23: Precondition failed: station ids are never empty, while decoding the payload"
    )
    let central = try Data(
      contentsOf: WorkbenchBinaryTests.packageRoot.appendingPathComponent("Workspaces/Wild/Fixtures/central-park.json"))
    #expect(station.inspect(central).verdict == .decodes)
    let pokemon = try Self.wild.workspace(named: "Pokedex").model(named: "Pokemon")
    #expect(pokemon.inspect(Data(#"{"baseType":"fire","name":"Charizard","pokedexIndex":6}"#.utf8)).decodes)
  }

  @Test func aModelWithNothingLearnedIsLearnedByTheWorkerThatInspectsIt() throws {
    let workers = ModelWorker(executable: WorkbenchBinaryTests.binary.path, arguments: ["worker"], environment: [:])
    let station = try WorkspaceRegistry.bundled.runningModels(in: workers).workspace(named: "Wild")
      .model(named: "Station")
    let central = try Data(
      contentsOf: WorkbenchBinaryTests.packageRoot.appendingPathComponent("Workspaces/Wild/Fixtures/central-park.json"))
    let inspected = station.inspect(central)
    #expect(inspected.decodes, "\(inspected.verdict)")
    #expect(inspected.learned == nil, "the learned model is taken out of the inspection")
    #expect(workers.learnerProcessIdentifier == nil, "the learner was started")
    // The learner, learning first, learns the same model, and the inspection compares the same.
    let first = try Self.registry(WorkspaceRegistry.bundled).workspace(named: "Wild").model(named: "Station")
    #expect(station.propertyMap() == first.propertyMap())
    #expect(station.schema() == first.schema())
    #expect(workers.learnerProcessIdentifier == nil, "what the inspection learned was asked again")
    let compared = first.inspect(central).comparison
    #expect(!compared.isEmpty)
    #expect(inspected.comparison == compared)
  }

  @Test func aModelWhoseCodeStopsWhileItIsLearnedIsInspectedAsOneLearnedFirstIs() throws {
    let workers = ModelWorker(executable: WorkbenchBinaryTests.binary.path, arguments: ["worker"], environment: [:])
    let reading = try WorkspaceRegistry.bundled.runningModels(in: workers).workspace(named: "Wild")
      .model(named: "Reading")
    // Learning it stops its code (a fixture's unit is "text"): the payload, which decodes, is not blamed.
    let payload = Data(#"{"value": 20.5, "unit": "celsius", "stations": 4}"#.utf8)
    let inspected = reading.inspect(payload)
    let first = try Self.registry(WorkspaceRegistry.bundled).workspace(named: "Wild").model(named: "Reading")
    _ = first.schema()
    let expected = first.inspect(payload)
    #expect(inspected.verdict == expected.verdict)
    #expect(inspected.comparison == expected.comparison)
    #expect(reading.schema().stops.count == 2)
  }

  @Test func aPayloadThatNeverEndsIsStoppedAtItsTimeLimit() throws {
    let cursor = try model("FeedCursor")
    let started = ContinuousClock.now
    let stuck = cursor.inspect(try payload("cursor-that-never-ends.json"))
    guard case .stopped(let stop) = stuck.verdict else {
      Issue.record("expected a stopped verdict, got \(stuck.verdict)")
      return
    }
    #expect(stop.stop.hasPrefix("did not return within"))
    #expect(stop.description.hasSuffix("(it may never return), while decoding the payload"))
    #expect(ContinuousClock.now - started < .seconds(30))
    #expect(cursor.inspect(Data(#"{"position": 0, "skip": 250}"#.utf8)).decodes)
  }

  @Test func aWorkerKilledFromOutsideIsRestartedAndTheModelIsNotBlamed() throws {
    // Workers of their own, started through a link of a name no other test uses, so that only
    // they are killed.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("killed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("workbench-killed-from-outside")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: WorkbenchBinaryTests.binary)
    let registry = WorkspaceRegistry.bundled.runningModels(
      in: ModelWorker(executable: link.path, arguments: ["worker"], environment: [:]))
    let cursor = try registry.workspace(named: "Wild").model(named: "FeedCursor")
    #expect(cursor.inspect(Data(#"{"position": 0, "skip": 250}"#.utf8)).decodes)
    // While the worker decodes a payload that never ends, something outside kills it.
    let pkill = Process()
    pkill.executableURL = URL(fileURLWithPath: "/usr/bin/pkill")
    pkill.arguments = ["-KILL", "-f", link.path]
    let killer = Thread {
      Thread.sleep(forTimeInterval: 1)
      try? pkill.run()
      pkill.waitUntilExit()
    }
    killer.start()
    let stuck = cursor.inspect(try payload("cursor-that-never-ends.json"))
    guard case .stopped(let stop) = stuck.verdict else {
      Issue.record("expected a stopped verdict, got \(stuck.verdict)")
      return
    }
    #expect(pkill.terminationStatus == 0, "pkill found the worker to kill")
    // Asked again on a new worker, the payload runs into its own time limit: that is the model's.
    #expect(stop.stop.hasPrefix("did not return within"), "\(stop)")
    #expect(!stop.description.contains("signal 9"), "\(stop)")
  }

  @Test func modelsThatDoNotTrapAreLearnedAsInProcess() throws {
    for name in ["Post", "Notice", "Page<Forecast>", "Forecast"] {
      let hosted = try model(name)
      let local = try WorkspaceRegistry.bundled.workspace(named: "Wild").model(named: name)
      // Not the enums: this test process links the generated exports' JSONRepresentable
      // conformances, which the worker's executable does not have.
      let (learned, expected) = (hosted.schema(), local.schema())
      #expect(learned.root == expected.root, "\(name)")
      #expect(learned.unlearned == expected.unlearned, "\(name)")
      #expect(learned.branchings == expected.branchings, "\(name)")
      #expect(learned.enums.keys.sorted() == expected.enums.keys.sorted(), "\(name)")
      #expect(hosted.propertyMap() == local.propertyMap(), "\(name)")
    }
  }

  @Test func aPayloadThatTrapsInABatchIsOneStoppedRecordAndTheOthersDecode() throws {
    let station = try model("Station")
    let good = try Data(
      contentsOf: WorkbenchBinaryTests.packageRoot.appendingPathComponent("Workspaces/Wild/Fixtures/central-park.json"))
    let fields = SummaryField.fields(of: station.schema())
    let records = station.observe([good, try payload("station-empty-id.json"), good], fields: fields)
    #expect(records.map(\.decodes) == [true, false, true])
    guard case .stopped(let stop) = records[1].verdict else {
      Issue.record("expected a stopped record, got \(records[1].verdict)")
      return
    }
    #expect(stop.description.contains("Precondition failed: station ids are never empty"))
    #expect(records[0].states.count == fields.count)
  }
}
