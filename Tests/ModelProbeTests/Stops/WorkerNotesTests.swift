import Foundation
import JSONFragment
import Testing
import Wild

@testable import ModelProbe

/// What a worker's notes say about where a model stopped, and learning without handing out the
/// value that stopped it: in this process, with no worker.
struct WorkerNotesTests {
  @Test func theNotesSinceTheLastRequestNameTheInnermostTypeAndTheLastValue() throws {
    func note(_ text: String) -> String { WorkerNotes.marker + text }
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
