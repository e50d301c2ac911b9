import FixtureEngine
import FixtureExport
import Foundation
import JSONCore
import JSONTrace
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct ImportedDecoderLine: Decodable, Sendable { let userCode: String }

/// An exported test that decodes by a package's decoder declared in another module imports that
/// module: it names the decoder.
struct DecoderImportTests {
  func exportedTest(decoderModule: String) throws -> String {
    var workspace = Workspace("FixtureExportTests", directory: "/ws", models: [.model(ImportedDecoderLine.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    let decoder = PackageDecoder("Session.jsonDecoder") {
      let decoder = JSONDecoder()
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      return decoder
    }
    workspace.packageDecodings = ["Session.jsonDecoder": DecodingOptions(packageDecoder: decoder)]
    workspace.decoderModules = ["Session.jsonDecoder": decoderModule]
    let payload = #"{"user_code": "CG"}"#
    let files = InMemoryFileSystem(["/ws/Fixtures/imported-decoder-line.json": Data(payload.utf8)])
    let model = try workspace.choosingPackageDecoders(in: .test(files: files)).model(named: "ImportedDecoderLine")
    #expect(model.foundDecoder == "Session.jsonDecoder")
    return SwiftCodeExporter(model: model).stateTest(
      named: "line", payload: try JSONParser.parse(payload), framework: .swiftTesting
    ).contents
  }

  @Test func theDecodersModuleIsImportedBesideTheModels() throws {
    let test = try exportedTest(decoderModule: "Sessions")
    #expect(test.contains("@testable import FixtureExportTests\n@testable import Sessions\n"))
    #expect(test.contains(#"PackageDecoder("Session.jsonDecoder") { Session.jsonDecoder }"#))
  }

  @Test func aDecoderOfTheModelsOwnModuleImportsNothingMore() throws {
    let test = try exportedTest(decoderModule: "FixtureExportTests")
    #expect(test.contains("@testable import FixtureExportTests\n\n"))
  }
}
