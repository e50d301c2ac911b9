import Catalog
import Foundation
import JSONFragment
import Testing

@testable import FuzzTargets

/// Inputs the tracing decoder's fuzzer found where `JSONDecoder` decodes bytes that are not JSON.
/// They are Foundation's leniencies, not bugs of ours: the tests pin Foundation's behavior (a
/// failure here means Foundation changed; drop the leniency from `FoundationLeniency` then) and
/// that the fuzz target accepts them.
struct FoundationLeniencyTests {
  static let dataModel = DecoderAgreement.bundled.first { $0.name == "DataModel" }!

  @Test(arguments: [
    // Found first: a leading zero in a member no model property reads.
    #"{"id": 1, "name": "Workbench", "size": 08000602}"#,
    // Found second: a leading zero in the second of two duplicate keys; JSONDecoder reads the first.
    #"{"id": 1, "name": "Workbench", "id": 09171008}"#,
  ])
  func jsonDecoderChecksOnlyTheValuesTheModelReads(_ text: String) throws {
    let data = Data(text.utf8)
    #expect((try? JSONDecoder().decode(DataModel.self, from: data)) != nil)
    #expect(throws: JSONParseError.self) { try JSONParser.parse(data) }
    #expect(!FoundationLeniency.foundationParses(data))
    #expect(Self.dataModel.disagreement(on: data) == nil)
  }

  /// Found third: bytes that are not UTF-8 in a string no model property reads.
  @Test func jsonDecoderChecksTheEncodingOnlyOfStringsTheModelReads() throws {
    let data = Data(#"{"id": 1, "name": "Workbench", "city": "Miami"#.utf8 + [0xD7, 0xFF] + #""}"#.utf8)
    #expect((try? JSONDecoder().decode(DataModel.self, from: data)) != nil)
    #expect(throws: JSONParseError.self) { try JSONParser.parse(data) }
    #expect(!FoundationLeniency.foundationParses(data))
    #expect(Self.dataModel.disagreement(on: data) == nil)
  }

  @Test(arguments: [#"{"id": 1, "name": "Workbench",}"#, #"{"id": 1, "name": "Workbench", "tags": ["a",  ]}"#])
  func foundationAcceptsTrailingCommas(_ text: String) throws {
    let data = Data(text.utf8)
    #expect((try? JSONDecoder().decode(DataModel.self, from: data)) != nil)
    #expect(throws: JSONParseError.self) { try JSONParser.parse(data) }
    #expect(FoundationLeniency.foundationParses(data))
    #expect(Self.dataModel.disagreement(on: data) == nil)
  }

  @Test func aByteOrderMarkIsRemoved() {
    let cleaned = FoundationLeniency.withoutTrailingCommasAndMark(Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)))
    #expect(cleaned == Array("[1]".utf8))
  }
}
