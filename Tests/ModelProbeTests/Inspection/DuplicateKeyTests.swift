import Foundation
import JSONFragment
import ModelProbe
import Testing

struct DuplicateKeyTests {
  @Test func repeatsAreFoundInDocumentOrderWithTheFirstMembersLocation() throws {
    let text = """
      {"name": "Mew", "moves": [{"power": 1, "power": 2, "power": 3}],
       "name": "Mewtwo", "stats": {"hp": 1}}
      """
    let data = Data(text.utf8)
    let found = DuplicateKey.find(in: try JSONParser.parse(data), bytes: data)
    #expect(
      found == [
        DuplicateKey(path: "name", count: 2, location: TextLocation(line: 1, column: 10)),
        DuplicateKey(path: "moves[0].power", count: 3, location: TextLocation(line: 1, column: 37)),
      ])
    #expect(
      found[1].description
        == "1:37: warning: moves[0].power appears 3 times in one object; JSONDecoder reads the first (here) and ignores the others; remove the repeats"
    )
  }

  @Test func aPayloadWithoutRepeatsHasNone() throws {
    let data = Data(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]"#.utf8)
    #expect(DuplicateKey.find(in: try JSONParser.parse(data), bytes: data).isEmpty)
  }

  /// What the warning claims: JSONDecoder reads the first member.
  @Test func jsonDecoderReadsTheFirstMember() throws {
    struct Named: Decodable { var name: String }
    #expect(
      try JSONDecoder().decode(Named.self, from: Data(#"{"name": "first", "name": "second"}"#.utf8)).name == "first")
  }
}
