import Foundation
import Testing

@testable import JSONFragment

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

  /// A flag the model reads leniently from `1`, `0` or `"0"` into a `Bool`: the export of a
  /// payload that sends it so passes on that payload.
  @Test func aFlagSentAsANumberOrTextMatchesTheBoolItIsReadAs() {
    let sent: [(JSONValue, Bool)] = [(1, true), (0, false), ("0", false), ("1", true), ("yes", true), (true, true)]
    for (json, flag) in sent {
      #expect(FieldComparison.converted(json, flag, at: JSONPath()).verdict == .match, "\(json)")
      #expect(FieldComparison.converted(json, !flag, at: JSONPath()).verdict == .mismatch, "\(json)")
    }
    #expect(FieldComparison.converted(2, true, at: JSONPath()).verdict == .mismatch)
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

/// A reference the model keeps as a type of its own: an enum case carrying the value it was read
/// as, or a struct keeping its text.
private enum Reference: Equatable {
  case number(Int)
  case text(String)
  case labelled(value: String)
  case none
}

private struct Code {
  var text: String
}

private struct Parcel {
  var reference: Reference
  var code: Code?
}

private struct ParcelFragment: ModelJSONFragment {
  typealias Model = Parcel
  var reference: Field<JSONValue> = .value(42)
  var code: Field<JSONValue> = .value("p-1")

  static let keys: FragmentKeys<Self> = [
    .init("reference", \.reference, convertedTo: \.reference),
    .init("code", \.code, convertedTo: \.code),
  ]
}

/// The value an enum case carries, or the one a struct keeps, is the scalar compared.
struct ConvertedOwnTypeKeyTests {
  private func mismatches(_ fragment: ParcelFragment, _ parcel: Parcel) -> [String] {
    fragment.compare(to: parcel, at: JSONPath()).filter { $0.verdict != .match }.map(\.path.description)
  }

  @Test func theValueACaseCarriesIsCompared() {
    #expect(mismatches(ParcelFragment(), Parcel(reference: .number(42), code: Code(text: "p-1"))) == [])
    var fragment = ParcelFragment()
    fragment.reference = .value("r-9")
    #expect(mismatches(fragment, Parcel(reference: .text("r-9"), code: Code(text: "p-1"))) == [])
    #expect(mismatches(fragment, Parcel(reference: .number(9), code: Code(text: "p-1"))) == ["reference"])
    fragment.code = .value("p-2")
    #expect(mismatches(fragment, Parcel(reference: .text("r-9"), code: Code(text: "p-1"))) == ["code"])
  }

  @Test func aCaseThatCarriesNothingHoldsNoScalar() {
    #expect(mismatches(ParcelFragment(), Parcel(reference: .none, code: Code(text: "p-1"))) == ["reference"])
    #expect(JSONValue.held(by: Reference.none) == nil)
    #expect(JSONValue.held(by: Reference.number(3)) == 3)
    #expect(JSONValue.held(by: Reference.labelled(value: "r-1")) == "r-1")
    #expect(JSONValue.held(by: Optional(Code(text: "x"))) == "x")
  }
}
