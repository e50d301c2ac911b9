import FixtureEngine
import Foundation
import JSONFragment
import ModelProbe
import Testing

/// A fixture that is a bare value (`"open"`, `2`) decodes as a raw-value enum or another
/// single-value model, which can be a model of its own.
struct TopLevelValueTests {
  enum State: String, Decodable, Sendable, CaseIterable { case open, closed }
  enum Tier: Int, Decodable, Sendable, CaseIterable {
    case free = 1
    case pro = 2
  }

  @Test func aRawValueEnumIsAModelOfABareValue() {
    let model = WorkspaceModel.model(State.self)
    #expect(model.inspect(Data(#""open""#.utf8)).decodes)
    let wrong = model.inspect(Data(#""lost""#.utf8))
    #expect(!wrong.decodes)
    #expect(wrong.trace?.failures.map(\.kind) == [.unknownEnumValue])
    #expect(model.schema().root == .enumeration(name: "TopLevelValueTests.State", cases: ["open", "closed"]))
  }

  @Test func anIntEnumIsAModelOfABareNumber() {
    let model = WorkspaceModel.model(Tier.self)
    #expect(model.inspect(Data("2".utf8)).decodes)
    #expect(!model.inspect(Data("3".utf8)).decodes)
  }
}
