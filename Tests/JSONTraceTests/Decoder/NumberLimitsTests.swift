import Foundation
import JSONFragment
import ModelAdapter
import Testing

/// Numbers beyond `Int64` and `Double` into `Int`, `Double` and `Decimal` properties: the tracer
/// must agree with `JSONDecoder` on whether each decodes, and name the field when it does not
/// (`JSONDecoder` only says "not valid JSON", without a path).
struct NumberLimitsTests {
  struct Whole: Decodable { var value: Int }
  struct Real: Decodable { var value: Double }
  struct Exact: Decodable { var value: Decimal }

  enum Verdict: Equatable, CustomStringConvertible {
    case decodes
    case fails(String)

    var description: String {
      switch self {
      case .decodes: "decodes"
      case .fails(let message): "fails: \(message)"
      }
    }
  }

  /// What this platform's `JSONDecoder` and the tracer make of each number, checked below.
  static let table: [(number: String, whole: Verdict, real: Verdict, exact: Verdict)] = [
    (
      "1e400", .fails("1e400 does not fit in Int"), .fails("1e400 does not fit in Double"),
      .fails("1e400 is not a Decimal")
    ),
    (
      "-1e400", .fails("-1e400 does not fit in Int"), .fails("-1e400 does not fit in Double"),
      .fails("-1e400 is not a Decimal")
    ),
    (
      "123456789012345678901234567890", .fails("123456789012345678901234567890 does not fit in Int"), .decodes, .decodes
    ),
    ("9223372036854775808", .fails("9223372036854775808 does not fit in Int"), .decodes, .decodes),
    ("9223372036854775807", .decodes, .decodes, .decodes),
  ]

  static func decoderVerdict<Model: Decodable>(_ type: Model.Type, _ data: Data) -> Bool {
    (try? JSONDecoder().decode(type, from: data)) != nil
  }

  static func tracerVerdict<Model: Decodable>(_ type: Model.Type, _ data: Data) throws -> Verdict {
    let trace = try TracingDecoder.trace(type, from: data).trace
    guard let failure = trace.failures.first else { return .decodes }
    #expect(trace.failures.count == 1)
    #expect(failure.path == "value")
    #expect(failure.kind == .invalidValue)
    #expect(failure.location == TextLocation(line: 1, column: 11))
    return .fails(failure.message)
  }

  @Test(arguments: table.indices)
  func theTracerAgreesWithJSONDecoderAndNamesTheField(index: Int) throws {
    let row = Self.table[index]
    let data = Data(#"{"value": \#(row.number)}"#.utf8)
    for (verdict, decodes, traced) in [
      (row.whole, Self.decoderVerdict(Whole.self, data), try Self.tracerVerdict(Whole.self, data)),
      (row.real, Self.decoderVerdict(Real.self, data), try Self.tracerVerdict(Real.self, data)),
      (row.exact, Self.decoderVerdict(Exact.self, data), try Self.tracerVerdict(Exact.self, data)),
    ] {
      #expect(decodes == (verdict == .decodes), "JSONDecoder on \(row.number): expected \(verdict)")
      #expect(traced == verdict, "the tracer on \(row.number)")
    }
  }

  @Test func theAdaptersDiagnosisSaysWhyJSONDecoderCallsValidJSONInvalid() throws {
    let data = Data(#"{"value": 1e400}"#.utf8)
    let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Whole.self, from: data) }
    let diagnosis = DecodingDiagnosis(error, payload: data)
    #expect(diagnosis.path == .root)
    #expect(
      diagnosis.message.hasPrefix(
        "JSONDecoder refuses the payload as not valid JSON, though it is JSON: it does so when a number does not fit"))
  }
}
