import Foundation
import JSONCore
import Testing

@Suite(.enabled(if: SharedTestData.isAvailable, SharedTestData.skipMessage))
struct JSONTestSuiteTests {
  @Test func acceptsEveryYFile() throws {
    let files = try SharedTestData.suiteFiles(prefix: "y_")
    #expect(files.count == 95)
    for file in files {
      let data = try Data(contentsOf: file)
      #expect(throws: Never.self, "\(file.lastPathComponent)") { try JSONParser.parse(data) }
    }
  }

  @Test func rejectsEveryNFile() throws {
    let files = try SharedTestData.suiteFiles(prefix: "n_")
    #expect(files.count == 188)
    for file in files {
      let data = try Data(contentsOf: file)
      #expect(throws: JSONParseError.self, "\(file.lastPathComponent)") { try JSONParser.parse(data) }
    }
  }

  @Test func printingEveryYFileIsIdempotent() throws {
    for file in try SharedTestData.suiteFiles(prefix: "y_") {
      let value = try JSONParser.parse(try Data(contentsOf: file))
      for style in [JSONPrintStyle.pretty, .compact] {
        let printed = JSONPrinter.bytes(of: value, style: style)
        let reparsed = try JSONParser.parse(printed)
        #expect(reparsed == value, "\(file.lastPathComponent)")
        #expect(JSONPrinter.bytes(of: reparsed, style: style) == printed, "\(file.lastPathComponent)")
      }
    }
  }

  /// What the parser does with each implementation-defined file; a change here is a decision.
  @Test func implementationDefinedFilesBehaveAsRecorded() throws {
    let files = try SharedTestData.suiteFiles(prefix: "i_")
    #expect(files.count == ImplementationDefinedOutcome.recorded.count)
    for file in files {
      let name = file.lastPathComponent
      let outcome: ImplementationDefinedOutcome
      do {
        _ = try JSONParser.parse(try Data(contentsOf: file))
        outcome = .accepted
      } catch {
        outcome = .rejected
      }
      #expect(outcome == ImplementationDefinedOutcome.recorded[name], "\(name)")
    }
  }
}

enum ImplementationDefinedOutcome: Equatable {
  case accepted, rejected

  /// Numbers of any size are accepted: they are kept as text, never rounded. Strings that are not
  /// valid UTF-8 or hold lone surrogates are refused, with the byte offset. 500 levels of nesting
  /// are within the limit of 512, and a UTF-8 byte order mark is skipped.
  static let recorded: [String: ImplementationDefinedOutcome] = [
    "i_number_double_huge_neg_exp.json": .accepted,
    "i_number_huge_exp.json": .accepted,
    "i_number_neg_int_huge_exp.json": .accepted,
    "i_number_pos_double_huge_exp.json": .accepted,
    "i_number_real_neg_overflow.json": .accepted,
    "i_number_real_pos_overflow.json": .accepted,
    "i_number_real_underflow.json": .accepted,
    "i_number_too_big_neg_int.json": .accepted,
    "i_number_too_big_pos_int.json": .accepted,
    "i_number_very_big_negative_int.json": .accepted,
    "i_object_key_lone_2nd_surrogate.json": .rejected,
    "i_string_1st_surrogate_but_2nd_missing.json": .rejected,
    "i_string_1st_valid_surrogate_2nd_invalid.json": .rejected,
    "i_string_UTF-16LE_with_BOM.json": .rejected,
    "i_string_UTF-8_invalid_sequence.json": .rejected,
    "i_string_UTF8_surrogate_U+D800.json": .rejected,
    "i_string_incomplete_surrogate_and_escape_valid.json": .rejected,
    "i_string_incomplete_surrogate_pair.json": .rejected,
    "i_string_incomplete_surrogates_escape_valid.json": .rejected,
    "i_string_invalid_lonely_surrogate.json": .rejected,
    "i_string_invalid_surrogate.json": .rejected,
    "i_string_invalid_utf-8.json": .rejected,
    "i_string_inverted_surrogates_U+1D11E.json": .rejected,
    "i_string_iso_latin_1.json": .rejected,
    "i_string_lone_second_surrogate.json": .rejected,
    "i_string_lone_utf8_continuation_byte.json": .rejected,
    "i_string_not_in_unicode_range.json": .rejected,
    "i_string_overlong_sequence_2_bytes.json": .rejected,
    "i_string_overlong_sequence_6_bytes.json": .rejected,
    "i_string_overlong_sequence_6_bytes_null.json": .rejected,
    "i_string_truncated-utf-8.json": .rejected,
    "i_string_utf16BE_no_BOM.json": .rejected,
    "i_string_utf16LE_no_BOM.json": .rejected,
    "i_structure_500_nested_arrays.json": .accepted,
    "i_structure_UTF-8_BOM_empty_object.json": .accepted,
  ]
}
