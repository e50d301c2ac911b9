import Foundation
import JSONCore
import Testing

@testable import ModelProbe

/// A recursive model (argparser's `CommandInfoV0` and its subcommands): below the first level the
/// schema says only "the type above again", so the types of the keys there are found by following
/// it back; an enum's value there is changed to another case, and maps.
struct RecursiveTypeMappingTests {
  enum Kind: String, Decodable, CaseIterable {
    case group, leaf
  }

  struct Command: Decodable {
    var name: String
    var kind: Kind
    var subcommands: [Command]?
  }

  @Test func anEnumBelowTheFirstLevelOfARecursiveTypeMaps() throws {
    let payload = try JSONParser.parse(
      Data(
        #"{"name": "math", "kind": "leaf", "subcommands": [{"name": "add", "kind": "leaf", "subcommands": []}]}"#.utf8))
    let schema = SchemaDiscovery.discover(Command.self, options: .init(), stoppingAt: nil, sample: payload, seen: [])
    #expect(schema.type(following: "subcommands[0].kind") == schema.type(following: "kind"))
    #expect(schema.type(following: "subcommands[0].subcommands[0].name") == .string)
    let map = KeyPropertyMapper.map(Command.self, schema: schema, samples: [payload])
    let model = try JSONDecoder().decode(Command.self, from: Data(JSONPrinter.bytes(of: payload, style: .compact)))
    let results = ModelComparison(schema: schema, map: map, options: .init()).compare(payload: payload, model: model)
    #expect(results.count == 4)
    #expect(results.allSatisfy { $0.verdict == .match }, "\(results.filter { $0.verdict != .match })")
  }
}
