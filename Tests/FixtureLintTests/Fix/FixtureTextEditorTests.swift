import JSONCore
import Testing

@testable import FixtureLint

/// Edits in a fixture's text change only the bytes they name.
struct FixtureTextEditorTests {
  static let order = """
    {
      "number": "A-1",
      "total": 12.50,
      "lines": [{"sku": "x"}]
    }

    """

  func edited(_ text: String, _ edits: FixtureEdit...) -> String {
    var editor = FixtureTextEditor(Array(text.utf8))
    for edit in edits {
      let made = editor.apply(edit)
      #expect(made, "\(edit)")
    }
    return String(decoding: editor.bytes, as: UTF8.self)
  }

  @Test func aRenamedKeyKeepsItsValueAndPlace() {
    #expect(
      edited(Self.order, .renameKey("number", to: "reference"))
        == Self.order.replacingOccurrences(of: "\"number\"", with: "\"reference\""))
  }

  @Test func aNewMemberIsWrittenAsTheLastOneIs() {
    #expect(
      edited(Self.order, .insertMember(object: .root, key: "due_at", value: "\"2024-01-01\""))
        == """
        {
          "number": "A-1",
          "total": 12.50,
          "lines": [{"sku": "x"}],
          "due_at": "2024-01-01"
        }

        """)
    #expect(
      edited(Self.order, .insertMember(object: "lines[0]", key: "qty", value: "0"))
        .contains(#"[{"sku": "x", "qty": 0}]"#))
    #expect(edited("{}", .insertMember(object: .root, key: "a", value: "1")) == #"{"a": 1}"#)
  }

  @Test func aRemovedMemberTakesItsCommaAlong() {
    #expect(edited(#"{"a": 1, "b": 2, "c": 3}"#, .removeMember("b")) == #"{"a": 1, "c": 3}"#)
    #expect(edited(#"{"a": 1, "b": 2}"#, .removeMember("a")) == #"{"b": 2}"#)
    #expect(edited(#"{"a": 1}"#, .removeMember("a")) == "{}")
  }

  @Test func aNewObjectIsLaidOutOneLevelDeeper() {
    let text = "{\n  \"id\": 1,\n  \"lat\": 48.1,\n  \"lng\": 11.5\n}\n"
    let moved = edited(
      text, .removeMember("lat"), .removeMember("lng"),
      .insertObject(
        object: .root, key: "position", members: [.init(key: "lat", text: "48.1"), .init(key: "lng", text: "11.5")]))
    #expect(moved == "{\n  \"id\": 1,\n  \"position\": {\n    \"lat\": 48.1,\n    \"lng\": 11.5\n  }\n}\n")
    #expect(
      edited(
        #"{"id": 1, "lat": 2}"#, .removeMember("lat"),
        .insertObject(object: .root, key: "p", members: [.init(key: "lat", text: "2")]))
        == #"{"id": 1, "p": {"lat": 2}}"#)
  }

  @Test func aPathNotInTheTextChangesNothing() {
    var editor = FixtureTextEditor(Array(#"{"a": 1}"#.utf8))
    let renamed = editor.apply(.renameKey("b", to: "c"))
    let inserted = editor.apply(.insertMember(object: "a", key: "x", value: "1"))
    #expect(!renamed && !inserted)
    #expect(String(decoding: editor.bytes, as: UTF8.self) == #"{"a": 1}"#)
  }

  /// Edits in many objects are made from one reading of the text, each where it was: the same
  /// bytes as one edit after another.
  @Test func editsAtOnceAreEditsOneAfterAnother() {
    let page = #"{"data": [{"lat": 1, "name": "a"}, {"lat": 2.50, "name": "b"}, {"lat": 3, "name": "c"}]}"#
    let edits: [FixtureEdit] = [
      .insertMember(object: "data[0]", key: "country", value: #""""#), .replaceValue("data[1].lat", with: #""2.50""#),
      .renameKey("data[2].name", to: "title"), .insertMember(object: "data[2]", key: "country", value: #""""#),
      .removeMember("data[1].name"),
    ]
    var atOnce = FixtureTextEditor(Array(page.utf8))
    let made = atOnce.apply(edits)
    #expect(made == 5)
    var oneByOne = FixtureTextEditor(Array(page.utf8))
    for edit in edits {
      let one = oneByOne.apply(edit)
      #expect(one, "\(edit)")
    }
    #expect(String(decoding: atOnce.bytes, as: UTF8.self) == String(decoding: oneByOne.bytes, as: UTF8.self))
    #expect(
      String(decoding: atOnce.bytes, as: UTF8.self)
        == #"{"data": [{"lat": 1, "name": "a", "country": ""}, {"lat": "2.50"}, {"lat": 3, "title": "c", "country": ""}]}"#
    )
  }

  /// Keys moved into a new object: the removals meet the insertion, so they are made in turn.
  @Test func editsThatMeetAreMadeInTurn() {
    let node = #"{"ID": "n1", "Key": "k1"}"#
    var editor = FixtureTextEditor(Array(node.utf8))
    let made = editor.apply([
      .removeMember("ID"), .removeMember("Key"),
      .insertObject(object: .root, key: "Identity", members: [.init(key: "ID", text: #""n1""#)]),
    ])
    #expect(made == 3)
    #expect(String(decoding: editor.bytes, as: UTF8.self) == #"{"Identity": {"ID": "n1"}}"#)
  }

  /// Keys moved into a new object in each of many objects: each object's edits are made on its
  /// own text, all of them from one reading of the whole.
  @Test func eachObjectsEditsAreMadeOnItsOwnText() {
    let page = """
      {"data": [
        {"id": 1, "name": "a", "source": "x"},
        {"id": 2, "name": "b", "source": "y"}
      ]}
      """
    let edits: [FixtureEdit] = (0..<2).flatMap { index -> [FixtureEdit] in
      let item = JSONPath([.key("data"), .index(index)])
      return [
        .removeMember(item.appending(key: "name")), .removeMember(item.appending(key: "source")),
        .insertObject(
          object: item, key: "station",
          members: [.init(key: "name", text: index == 0 ? #""a""# : #""b""#), .init(key: "source", text: #""s""#)]),
      ]
    }
    var atOnce = FixtureTextEditor(Array(page.utf8))
    let made = atOnce.apply(edits)
    #expect(made == 6)
    var oneByOne = FixtureTextEditor(Array(page.utf8))
    for edit in edits { oneByOne.apply(edit) }
    #expect(String(decoding: atOnce.bytes, as: UTF8.self) == String(decoding: oneByOne.bytes, as: UTF8.self))
    #expect(
      String(decoding: atOnce.bytes, as: UTF8.self).contains(#"{"id": 2, "station": {"name": "b", "source": "s"}}"#))
  }
}
