import FixtureEngine
import FixtureExport
import Foundation
import JSONCore
import JSONTrace
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct WordKeyedTicket: Decodable, Sendable, Equatable {
  let ticketId: String
  let ownerID: Int
  let legacyCode: String

  enum CodingKeys: String, CodingKey {
    case ticketId, ownerID
    case legacyCode = "legacy_code"
  }
}

/// An exported test of a model whose keys were inferred to be read by their words names the
/// CodingKeys that are not plain camelCase, so that the test's `JSONDecoder` reads the payload it
/// came from as the workbench did.
struct WordKeysExportTests {
  @Test func theExportedDecodingNamesTheUncommonSpellingsAndDecodesThePayload() throws {
    var workspace = Workspace("FixtureExportTests", directory: "/ws", models: [.model(WordKeyedTicket.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    let payload = #"{"ticket-id": "t1", "owner-id": 4, "legacy_code": "L"}"#
    let files = InMemoryFileSystem(["/ws/Fixtures/word-keyed-ticket.json": Data(payload.utf8)])
    let model = try workspace.choosingPackageDecoders(in: .test(files: files)).model(named: "WordKeyedTicket")
    #expect(model.decoding.keys == .convertFromWords)
    let test = SwiftCodeExporter(model: model).stateTest(
      named: "ticket", payload: try JSONParser.parse(payload), framework: .swiftTesting
    ).contents
    #expect(test.contains(#"DecodingOptions(keySpellings: ["legacy_code", "ownerID"])"#), "\(test)")
    let options = DecodingOptions(keySpellings: ["legacy_code", "ownerID"])
    #expect(
      try options.makeDecoder().decode(WordKeyedTicket.self, from: Data(payload.utf8))
        == WordKeyedTicket(ticketId: "t1", ownerID: 4, legacyCode: "L"))
  }
}
