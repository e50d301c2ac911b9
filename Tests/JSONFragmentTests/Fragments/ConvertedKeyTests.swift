import Foundation
import JSONFragment
import Testing

private struct Ticket {
  /// Read from `42` or `"wo_12"`, kept as text.
  var id: String
  /// Read from `3` or `"3"`, kept as a number.
  var seats: Int
  var reference: String?
}

private struct TicketFragment: ModelJSONFragment {
  typealias Model = Ticket
  var id: Field<JSONValue> = .value(42)
  var seats: Field<JSONValue> = .value("3")
  var reference: Field<JSONValue> = .absent

  static let keys: FragmentKeys<Self> = [
    .init("id", \.id, convertedTo: \.id),
    .init("seats", \.seats, convertedTo: \.seats),
    .init("reference", \.reference, convertedTo: \.reference),
  ]
}

/// A value the model accepts as more than one JSON type is written as the JSON it is and compared
/// with the property the model converts it into, as the same scalar.
struct ConvertedKeyTests {
  private let ticket = Ticket(id: "42", seats: 3, reference: nil)

  private func mismatches(_ fragment: TicketFragment, _ ticket: Ticket) -> [String] {
    fragment.compare(to: ticket, at: JSONPath()).filter { $0.verdict != .match }.map(\.path.description)
  }

  @Test func aNumberAndTheTextOfItMatch() {
    #expect(mismatches(TicketFragment(), ticket) == [])
    var fragment = TicketFragment()
    fragment.id = .value("42")
    fragment.seats = .value(3)
    #expect(mismatches(fragment, ticket) == [])
    fragment.id = .value("wo_12")
    #expect(mismatches(fragment, Ticket(id: "wo_12", seats: 3)) == [])
  }

  @Test func aChangedValueIsAMismatchWhateverItsType() {
    var fragment = TicketFragment()
    fragment.id = .value(43)
    fragment.seats = .value("4")
    #expect(mismatches(fragment, ticket) == ["id", "seats"])
    fragment = TicketFragment()
    fragment.id = .value(true)
    #expect(mismatches(fragment, ticket) == ["id"])
  }

  @Test func anOptionalOneIsNilWhenAbsentAndComparedWhenSent() {
    var fragment = TicketFragment()
    #expect(mismatches(fragment, Ticket(id: "42", seats: 3, reference: "r9")) == ["reference"])
    fragment.reference = .value(9)
    #expect(mismatches(fragment, Ticket(id: "42", seats: 3, reference: "9")) == [])
    #expect(mismatches(fragment, Ticket(id: "42", seats: 3, reference: nil)) == ["reference"])
  }

  @Test func theValueIsWrittenAsItIs() throws {
    let json = try #require(String(data: TicketFragment().jsonData(), encoding: .utf8))
    #expect(json.contains(#""id":42"#) && json.contains(#""seats":"3""#), "\(json)")
  }

  @Test func aPayloadIsComparedTheSameWay() throws {
    let payload = try JSONParser.parse(Data(#"{"id": "42", "seats": 4}"#.utf8))
    let results = TicketFragment.compare(payload: payload, to: ticket)
    #expect(results.filter { $0.verdict == .mismatch }.map(\.path.description) == ["seats"])
  }
}
