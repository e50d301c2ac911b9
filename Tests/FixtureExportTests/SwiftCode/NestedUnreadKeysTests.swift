import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import SwiftTypeCheck
import Testing

struct QuotaResponse: Decodable, Equatable {
  var meta: Quota
  var items: [QuotaItem]
}

struct Quota: Decodable, Equatable {
  var cost: Int
}

struct QuotaItem: Decodable, Equatable {
  var name: String
}

/// A nested object holding keys the model never reads (a server's metadata beside the quota a
/// model keeps) is still its nested fragment: those keys are written as they are, and what the
/// model reads is compared, not the whole object written raw.
@Suite(.serialized)
struct NestedUnreadKeysTests {
  static let payload: JSONValue = [
    "meta": ["cost": 1, "datum": "MSL", "station": ["name": "takoradi"]],
    "items": [["name": "a", "source": "sg"]],
  ]

  @Test func theObjectIsAFragmentWithTheUnreadKeysWritten() throws {
    let exporter = SwiftCodeExporter(model: .model(QuotaResponse.self), fragmentDefaults: Self.payload)
    let files = exporter.fragmentFiles()
    let code = files.map(\.contents).joined()
    #expect(!code.contains(".raw("), "\(code)")
    #expect(code.contains(#".init("cost", \.cost, model: \.cost)"#), "\(code)")
    #expect(code.contains(#".init("datum", \.datum),  // the model does not read it"#), "\(code)")
    #expect(code.contains(#".init("source", \.source),  // the model does not read it"#), "\(code)")
    var target = GeneratedTarget()
    target.add(files)
    target.add([exporter.stateTest(named: "quota", payload: Self.payload, framework: .swiftTesting)])
    let errors = try target.typeCheckErrors()
    #expect(errors == nil, "\(errors ?? "")")
  }

  @Test func theFragmentWritesThePayloadAsItWas() throws {
    let exporter = SwiftCodeExporter(model: .model(QuotaResponse.self), fragmentDefaults: Self.payload)
    let code = exporter.fragmentFiles().map(\.contents).joined()
    // The defaults comment is the payload the fragment writes.
    #expect(
      code.contains(#"// Fragment defaults: {"meta":{"cost":1,"datum":"MSL","station":{"name":"takoradi"}}"#), "\(code)"
    )
  }
}
