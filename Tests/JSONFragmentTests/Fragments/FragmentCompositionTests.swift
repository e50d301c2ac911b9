import Foundation
import JSONFragment
import Testing

struct FragmentCompositionTests {
  @Test func writesKeysInDeclaredOrderAndLeavesAbsentOnesOut() {
    #expect(
      TrainerFragment().jsonString(style: .compact)
        == #"{"name":"Ash","rank":"rookie","favorite_badge":{"name":"Boulder","gym":"Pewter"},"badges":[{"name":"Boulder","gym":"Pewter"},{"name":"Cascade","gym":"Cerulean"}],"nicknames":["Satoshi","Red"],"wins":3}"#
    )
  }

  @Test func nullAndAbsentAreDifferentPayloads() {
    var fragment = BadgeFragment()
    fragment.gym = .null
    #expect(fragment.jsonString(style: .compact) == #"{"name":"Boulder","gym":null}"#)
    fragment.gym = .absent
    #expect(fragment.jsonString(style: .compact) == #"{"name":"Boulder"}"#)
  }

  @Test func rawFieldsWriteAnyJSON() throws {
    var fragment = BadgeFragment()
    fragment.name = .raw(42)
    fragment.gym = try .raw(json: #"{"city": "Pewter"}"#)
    #expect(fragment.jsonString(style: .compact) == #"{"name":42,"gym":{"city":"Pewter"}}"#)
    #expect(throws: JSONParseError.self) { try Field<String>.raw(json: "[1,") }
  }

  @Test func byAddingAppendsMembersOfTheSameModel() {
    let payload = BadgeFragment().byAdding(PlainJSONFragment("opened", 1998)).byAdding(
      PlainJSONFragment<Trainer.Badge>("leader", "Brock"))
    #expect(
      payload.toJSON().string(style: .compact) == #"{"name":"Boulder","gym":"Pewter","opened":1998,"leader":"Brock"}"#)
  }

  @Test func aLongByAddingChainStaysCheapAndIsFreedWithoutRecursion() {
    var chain = ComposedFragment<Trainer.Badge>(PlainJSONFragment("k0", 0))
    for index in 1..<200_000 {
      chain = chain.byAdding(PlainJSONFragment("k\(index)", index))
    }
    #expect(chain.members.count == 200_000)
    #expect(chain.members.last == JSONMember("k199999", 199_999))
  }

  @Test func plainFragmentsFromJSONTextMustBeObjects() throws {
    let fragment = try PlainJSONFragment<Trainer.Badge>(json: #"{"a": [1, 2]}"#)
    #expect(fragment.members == [JSONMember("a", [1, 2])])
    #expect(throws: PlainFragmentError.self) { try PlainJSONFragment<Trainer.Badge>(json: "[1]") }
  }

  @Test func arraysOfFragmentsBecomeDocuments() throws {
    let document = [BadgeFragment(), BadgeFragment(name: "Thunder", gym: .null)].toJSONArray()
    #expect(document.string(style: .compact) == #"[{"name":"Boulder","gym":"Pewter"},{"name":"Thunder","gym":null}]"#)
    let badges = try JSONDecoder().decode([Trainer.Badge].self, from: document.data())
    #expect(document.compare(to: badges).isMatch)
  }

  @Test func doubleAndFloatValuesAreWrittenShortestAndReadBackExactly() throws {
    #expect(0.1.jsonValue.compactText == "0.1")
    let latitude = Float(25.771171)
    let written = JSONValue.array([latitude.jsonValue]).compactText
    #expect(try JSONDecoder().decode([Float].self, from: Data(written.utf8)) == [latitude])
    #expect(Double.infinity.jsonValue == .null)
    #expect(URL(string: "https://example.com/a?b=c")!.jsonValue == "https://example.com/a?b=c")
  }
}
