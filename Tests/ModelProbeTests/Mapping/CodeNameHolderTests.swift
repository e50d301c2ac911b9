import FixtureEngine
import Foundation
import ModelProbe
import Testing

/// A string read as a code by its name in another case style (`"ABORTED"`), the only one of its
/// kind in the payload, so no other value the model accepts can be tried there: it is placed by the
/// case the model holds, and compared with it.
struct CodeNameHolderTests {
  struct Code: Hashable, Sendable, CustomStringConvertible {
    enum Wrapped: UInt8, Hashable, Sendable {
      case ok
      case aborted
      case notFound
    }
    var wrapped: Wrapped
    var description: String { "\(wrapped)" }
  }

  struct CodeName: Decodable, Sendable {
    struct Unknown: Error {}
    var code: Code

    init(from decoder: any Decoder) throws {
      let names: [String: Code.Wrapped] = ["OK": .ok, "ABORTED": .aborted, "NOT_FOUND": .notFound]
      guard let wrapped = names[try decoder.singleValueContainer().decode(String.self)] else { throw Unknown() }
      code = Code(wrapped: wrapped)
    }
  }

  struct Policy: Decodable, Sendable {
    var attempts: Int
    var codes: Set<Code>

    enum CodingKeys: String, CodingKey {
      case attempts
      case codes
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      attempts = try container.decode(Int.self, forKey: .attempts)
      codes = Set(try container.decode([CodeName].self, forKey: .codes).map(\.code))
    }
  }

  @Test func aLoneCodeNameIsPlacedByTheCaseTheModelHolds() {
    let inspection = WorkspaceModel.model(Policy.self).inspect(Data(#"{"attempts": 3, "codes": ["NOT_FOUND"]}"#.utf8))
    #expect(inspection.decodes)
    let verdicts = Dictionary(uniqueKeysWithValues: inspection.comparison.map { ("\($0.path)", $0.verdict) })
    #expect(verdicts["attempts"] == .match)
    let code = verdicts["codes[0]"]
    #expect(code == .match || code == .normalized("an enum case read from its name"), "\(inspection.comparison)")
  }
}
