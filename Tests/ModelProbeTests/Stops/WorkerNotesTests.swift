import Foundation
import JSONCore
import JSONFragment
import Testing
import Wild

@testable import ModelProbe

/// What a worker's notes say about where a model stopped, and learning without handing out the
/// value that stopped it: in this process, with no worker.
struct WorkerNotesTests {
  @Test func theNotesSinceTheLastRequestNameTheInnermostTypeAndTheLastValue() throws {
    let given = String(
      decoding: try JSONEncoder().encode(WorkerNotes.Given(path: "items[0].id", value: #""""#)), as: UTF8.self)
    let old = String(decoding: try JSONEncoder().encode(WorkerNotes.Given(path: "old", value: "1")), as: UTF8.self)
    let standardError = [
      note("begin"), note("enter Old"), note("given " + old), note("begin"), note("enter Page<Station>"),
      "model code printing", note("enter Station"), note("leave"), note("enter Station"), note("given " + given),
      "Station.swift:23: Precondition failed: station ids are never empty",
    ].joined(separator: "\n")
    let place = WorkerNotes.whereItStopped(in: standardError)
    #expect(place.typeName == "Station")
    #expect(place.given == WorkerNotes.Given(path: "items[0].id", value: #""""#))
  }

  func note(_ text: String) -> String { WorkerNotes.marker + text }

  @Test func aGivenNoteReadsBackAsWritten() throws {
    let notes = [
      WorkerNotes.Given(path: "items[0].id", value: #""""#),
      WorkerNotes.Given(
        path: JSONPath([.key("a \"quoted\" key"), .index(12), .key("ünï")]), value: #"{"x":[1,null]}"#),
      WorkerNotes.Given(path: .root, value: "-0.5e3"),
    ]
    for given in notes {
      #expect(try JSONDecoder().decode(WorkerNotes.Given.self, from: Data(given.noteText.utf8)) == given)
    }
  }

  @Test func aModelRunningSinceEarlyInTheRequestIsToBlame() {
    let standardError = [
      note("begin\t1000000000"), note("enter Forecast\t1100000000"), note("leave"),
      note("enter Forecast\t1200000000"),
    ].joined(separator: "\n")
    let place = WorkerNotes.whereItStopped(in: standardError)
    #expect(place.typeName == "Forecast")
    #expect(place.modelCallsReturned == 1)
    #expect(place.runningSince == 0.2)
    #expect(place.blamesTheModel(afterSeconds: 8))
    #expect(place.blamesTheModel(afterSeconds: nil))
  }

  @Test func manyCallsThatReturnedOrNoneRunningAreTheWorkbenchsOwnTime() {
    let calls = (0..<300).flatMap { index in
      [note("enter Forecast\t\(1_000_000_000 + UInt64(index) * 25_000_000)"), note("leave")]
    }
    let idle = ([note("begin\t1000000000")] + calls).joined(separator: "\n")
    let idlePlace = WorkerNotes.whereItStopped(in: idle)
    #expect(idlePlace.modelCallsReturned == 300)
    #expect(!idlePlace.blamesTheModel(afterSeconds: 8))
    #expect(!idlePlace.blamesTheModel(afterSeconds: nil))

    let late = idle + "\n" + note("enter Forecast\t8500000000")
    #expect(!WorkerNotes.whereItStopped(in: late).blamesTheModel(afterSeconds: 8))
    #expect(WorkerNotes.whereItStopped(in: late).blamesTheModel(afterSeconds: nil))
  }

  @Test func withoutNotesOfARequestTheModelIsToBlame() {
    #expect(WorkerNotes.whereItStopped(in: "").blamesTheModel(afterSeconds: 8))
    #expect(WorkerNotes.whereItStopped(in: note("begin\t5")).blamesTheModel(afterSeconds: 8))
    let old = [note("begin"), note("enter Old"), note("leave")].joined(separator: "\n")
    #expect(WorkerNotes.whereItStopped(in: old).blamesTheModel(afterSeconds: 8))
  }

  @Test func aStopOfTheWorkbenchsOwnWorkSaysSo() throws {
    let stop = ModelStop(
      typeName: "Forecast", stop: "did not finish within 7.8 s; the model's code returned each of the 300 times it ran",
      activity: "decoding the payload", inModelCode: false)
    #expect(
      stop.description
        == "the workbench's own work on Forecast did not finish within 7.8 s; the model's code returned each of the 300 times it ran, while decoding the payload: not the model's doing; please report it"
    )
    let written = try JSONEncoder().encode(stop)
    #expect(try JSONDecoder().decode(ModelStop.self, from: written) == stop)
    let older = Data(#"{"typeName": "Station", "stop": "did not return", "activity": "learning the model"}"#.utf8)
    #expect(try JSONDecoder().decode(ModelStop.self, from: older).inModelCode)
  }

  @Test func learningStopsBeforeTheValueThatStoppedTheModel() {
    let schema = SchemaDiscovery.discover(Station.self, options: .init(dates: .secondsSince1970), stoppingAt: "id")
    #expect(schema.fieldPaths.map(\.path) == ["id"])
    #expect(schema.unlearned.map(\.description) == ["id: \(DiscoverySession.stoppedHere)"])
  }

  @Test func findingsAndInspectionsTravelUnchanged() throws {
    let stop = ModelStop(
      typeName: "Station", stop: "stopped at Station.swift:23: Precondition failed", activity: "learning the model",
      given: #"id = """#)
    var schema = SchemaDiscovery.discover(Station.self, options: .init(dates: .secondsSince1970), stoppingAt: "id")
    schema.stops = [stop]
    let learned = LearnedModel(schema: schema, map: PropertyMap(properties: ["id": [.property("id")]], unmapped: []))
    let data = try JSONEncoder().encode(learned)
    #expect(try JSONDecoder().decode(LearnedModel.self, from: data) == learned)
  }
}
