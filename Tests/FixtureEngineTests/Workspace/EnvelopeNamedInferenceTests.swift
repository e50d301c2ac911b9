import FixtureEngine
import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct EnvelopedAccount: Decodable, Sendable {
  let accountName: String
  let storeCountryCode: String
}

struct EnvelopedGroup: Decodable, Sendable {
  let groupName: String
  let autoDeploy: Bool
}

struct DataEnvelope<Resource: Decodable & Sendable>: Decodable, Sendable {
  let data: Resource
}

struct HeldItem: Decodable, Sendable {
  let itemName: String
}

/// A response that holds a list of ``HeldItem`` and is no generic envelope of it (PlexKit's
/// `Collections.Response` holds `[PlexCollection]` in `MediaContainer.Metadata`).
struct HeldItemsResponse: Decodable, Sendable {
  struct Container: Decodable, Sendable {
    let metadata: [HeldItem]
  }
  let mediaContainer: Container
}

/// Fixtures named after a model that hold it inside the package's envelope (`Account.json` is
/// `{"data": {...}}`) vote for the key strategy through the envelope of the model they name: the
/// named model alone decodes them under no strategy, so they would otherwise say nothing.
struct EnvelopeNamedInferenceTests {
  @Test func theEnvelopeOfTheNamedModelDecidesTheKeys() throws {
    var workspace = Workspace(
      "MDM", directory: "/ws",
      models: [
        .model(EnvelopedAccount.self), .model(EnvelopedGroup.self),
        .model(DataEnvelope<EnvelopedAccount>.self, name: "DataEnvelope<EnvelopedAccount>"),
        .model(DataEnvelope<EnvelopedGroup>.self, name: "DataEnvelope<EnvelopedGroup>"),
      ])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    var files: [String: String] = [:]
    for index in 1...7 {
      files["/ws/Fixtures/EnvelopedAccount_\(index).json"] =
        #"{"data": {"account_name": "A\#(index)", "store_country_code": "US"}}"#
      files["/ws/Fixtures/EnvelopedGroup_\(index).json"] =
        #"{"data": {"group_name": "G\#(index)", "auto_deploy": true}}"#
    }
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    #expect(workspace.fixtureFiles(in: context).allSatisfy { $0.assignment == .name })
    let decoding = try #require(workspace.choosingPackageDecoders(in: context).packageDecoding)
    #expect(decoding.keys == .convertFromSnakeCase)
    #expect((decoding.decodes, decoding.decodesWithout, decoding.tried) == (14, 0, 14))
  }

  /// `held_items_1.json` names a list of `HeldItem`, which only a response that holds it decodes:
  /// the response votes as an envelope would.
  @Test func aModelThatHoldsTheNamedModelDecidesTheKeys() throws {
    var workspace = Workspace(
      "Plex", directory: "/ws", models: [.model(HeldItem.self), .model(HeldItemsResponse.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    var files: [String: String] = [:]
    for index in 1...5 {
      files["/ws/Fixtures/held_items_\(index).json"] =
        #"{"media_container": {"metadata": [{"item_name": "A\#(index)"}, {"item_name": "B"}]}}"#
    }
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    #expect(workspace.fixtureFiles(in: context).allSatisfy { $0.assignment == .name && $0.modelName == "[HeldItem]" })
    let decoding = try #require(workspace.choosingPackageDecoders(in: context).packageDecoding)
    #expect(decoding.keys == .convertFromSnakeCase)
    #expect((decoding.decodes, decoding.decodesWithout, decoding.tried) == (5, 0, 5))
    #expect(try workspace.model(named: "HeldItemsResponse").wraps("[HeldItem]"))
    #expect(try !workspace.model(named: "HeldItem").wraps("[HeldItemsResponse]"))
  }

  @Test func genericArgumentsAreReadBare() {
    #expect(Workspace.genericArguments(of: "Page<[Shop.Item], Meta>") == ["Item", "Meta"])
    #expect(Workspace.genericArguments(of: "Account").isEmpty)
    #expect(Workspace.bareName("[Shop.Item]") == "Item")
  }
}
