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

  @Test func genericArgumentsAreReadBare() {
    #expect(Workspace.genericArguments(of: "Page<[Shop.Item], Meta>") == ["Item", "Meta"])
    #expect(Workspace.genericArguments(of: "Account").isEmpty)
    #expect(Workspace.bareName("[Shop.Item]") == "Item")
  }
}
